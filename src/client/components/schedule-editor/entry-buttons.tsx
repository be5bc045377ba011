import type { ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { scheduleEditorEn } from '@/i18n/catalogs/schedule-editor.en';
import { useT } from '@/lib/i18n/i18n-context';

// "Remove" at the end of a date or time-off row; `what` names the row for screen readers.
export function RemoveEntryButton({ what, onRemove }: { what: string; onRemove: () => void }) {
  const t = useT(scheduleEditorEn);
  return (
    <Button type="button" variant="ghost" size="sm" className="ml-auto" onClick={onRemove}>
      <Trash2 aria-hidden="true" />
      {t('schedule-editor.remove')}
      <span className="sr-only"> {what}</span>
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
