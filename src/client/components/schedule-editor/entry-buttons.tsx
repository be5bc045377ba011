import type { ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

// "Remove" at the end of a date or time-off row; `what` names the row for screen readers.
export function RemoveEntryButton({ what, onRemove }: { what: string; onRemove: () => void }) {
  return (
    <Button type="button" variant="ghost" size="sm" className="ml-auto" onClick={onRemove}>
      <Trash2 aria-hidden="true" />
      Remove<span className="sr-only"> {what}</span>
    </Button>
  );
}

// "Add a date", "Add window", "Add time off": the outline button under a list.
export function AddEntryButton({ onAdd, children }: { onAdd: () => void; children: ReactNode }) {
  return (
    <Button type="button" variant="outline" size="sm" onClick={onAdd}>
      <Plus aria-hidden="true" />
      {children}
    </Button>
  );
}
