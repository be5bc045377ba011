import { Trash2 } from 'lucide-react';
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
