import { X } from 'lucide-react';
import type { HoursWindow } from '@shared/domain/schedule';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { NativeSelect } from '@/components/ui/native-select';
import { END_TIMES, START_TIMES } from './time-choices';
import { scheduleEditorEn } from '@/i18n/catalogs/schedule-editor.en';
import { useT } from '@/lib/i18n/i18n-context';

type TimeWindowRowProps = {
  window: HoursWindow;
  // Names the controls for screen readers and tests: "Monday window 1".
  label: string;
  error?: string | undefined;
  errorId: string;
  onChange: (window: HoursWindow) => void;
  onRemove: () => void;
};

// One window: start and end selects on the quarter hour and a remove button.
// Any end is offered, so "end before start" gets its message rather than vanishing.
export function TimeWindowRow({ window, label, error, errorId, onChange, onRemove }: TimeWindowRowProps) {
  const t = useT(scheduleEditorEn);
  const describedBy = error ? errorId : undefined;
  return (
    <li className="grid gap-1">
      <div className="flex items-center gap-2">
        <div className="w-28 sm:w-32">
          <NativeSelect
            aria-label={t('schedule-editor.windowStart', { label })}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            value={window.start}
            onChange={(e) => onChange({ ...window, start: e.target.value })}
          >
            {START_TIMES.map((time) => (
              <option key={time.value} value={time.value}>
                {time.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <span aria-hidden="true" className="text-muted-foreground">
          –
        </span>
        <div className="w-28 sm:w-32">
          <NativeSelect
            aria-label={t('schedule-editor.windowEnd', { label })}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            value={window.end}
            onChange={(e) => onChange({ ...window, end: e.target.value })}
          >
            {END_TIMES.map((time) => (
              <option key={time.value} value={time.value}>
                {time.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="button" variant="ghost" size="icon" aria-label={t('schedule-editor.removeWindow', { label })} onClick={onRemove}>
          <X aria-hidden="true" />
        </Button>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </li>
  );
}
