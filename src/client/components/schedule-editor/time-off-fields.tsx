import { AddEntryButton, RemoveEntryButton } from './entry-buttons';
import type { ScheduleSectionProps } from './section-props';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { fieldKey, type TimeOffValues } from '@/lib/schedule-form/schedule-form';

type Props = ScheduleSectionProps;

const exactLabel = (exact: { start: string; end: string }) => `${exact.start.replace('T', ' ')} to ${exact.end.replace('T', ' ')}`;

// Days off, first to last day included; a single day off has the same first and last day.
export function TimeOffFields({ values, errors, idPrefix, today, onChange }: Props) {
  const set = (timeOff: TimeOffValues[]) => onChange({ ...values, timeOff });
  const update = (index: number, next: Partial<TimeOffValues>) => set(values.timeOff.map((t, i) => (i === index ? { ...t, ...next } : t)));
  return (
    <div className="grid gap-3">
      {values.timeOff.length === 0 ? <p className="text-sm text-muted-foreground">No time off planned.</p> : null}
      <ul className="grid gap-3" aria-label="Time off">
        {values.timeOff.map((period, index) => {
          const id = `${idPrefix}-time-off-${index}`;
          const error = errors[fieldKey.timeOff(index)];
          const describedBy = error ? `${id}-error` : undefined;
          return (
            <li key={index} className="grid gap-2 rounded-lg border p-3" data-testid={`time-off-${index}`}>
              <div className="flex flex-wrap items-end gap-3">
                {period.exact ? (
                  <p className="py-2 text-sm">Off from {exactLabel(period.exact)}</p>
                ) : (
                  <>
                    <div className="grid gap-1.5">
                      <label htmlFor={`${id}-first`} className="text-sm font-medium">
                        First day off
                      </label>
                      <Input
                        id={`${id}-first`}
                        type="date"
                        min={today}
                        className="w-44"
                        value={period.firstDay}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={describedBy}
                        // The last day follows a first day moved past it, so one day off takes one pick.
                        onChange={(e) =>
                          update(index, {
                            firstDay: e.target.value,
                            lastDay: !period.lastDay || period.lastDay < e.target.value ? e.target.value : period.lastDay,
                          })
                        }
                      />
                    </div>
                    <div className="grid gap-1.5">
                      <label htmlFor={`${id}-last`} className="text-sm font-medium">
                        Last day off
                      </label>
                      <Input
                        id={`${id}-last`}
                        type="date"
                        min={period.firstDay || today}
                        className="w-44"
                        value={period.lastDay}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={describedBy}
                        onChange={(e) => update(index, { lastDay: e.target.value })}
                      />
                    </div>
                  </>
                )}
                <RemoveEntryButton what={`time off ${index + 1}`} onRemove={() => set(values.timeOff.filter((_, i) => i !== index))} />
              </div>
              <FieldError id={`${id}-error`}>{error}</FieldError>
            </li>
          );
        })}
      </ul>
      <div>
        <AddEntryButton onAdd={() => set([...values.timeOff, { firstDay: '', lastDay: '' }])}>Add time off</AddEntryButton>
      </div>
    </div>
  );
}
