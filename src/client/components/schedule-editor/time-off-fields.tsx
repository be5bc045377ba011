import { AddEntryButton, RemoveEntryButton } from './entry-buttons';
import type { ScheduleSectionProps } from './section-props';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { fieldKey, type TimeOffValues } from '@/lib/schedule-form/schedule-form';
import { scheduleEditorEn } from '@/i18n/catalogs/schedule-editor.en';
import { useT } from '@/lib/i18n/i18n-context';

type Props = ScheduleSectionProps;

// A period set through the API to the minute: its first and last moment as stored.
const moment = (at: string) => at.replace('T', ' ');

// Days off, first to last day included; a single day off has the same first and last day.
export function TimeOffFields({ values, errors, idPrefix, today, onChange }: Props) {
  const t = useT(scheduleEditorEn);
  const set = (timeOff: TimeOffValues[]) => onChange({ ...values, timeOff });
  const update = (index: number, next: Partial<TimeOffValues>) => set(values.timeOff.map((p, i) => (i === index ? { ...p, ...next } : p)));
  return (
    <div className="grid gap-3">
      {values.timeOff.length === 0 ? <p className="text-sm text-muted-foreground">{t('schedule-editor.noTimeOff')}</p> : null}
      <ul className="grid gap-3" aria-label={t('schedule-editor.timeOff')}>
        {values.timeOff.map((period, index) => {
          const id = `${idPrefix}-time-off-${index}`;
          const error = errors[fieldKey.timeOff(index)];
          const describedBy = error ? `${id}-error` : undefined;
          return (
            <li key={index} className="grid gap-2 rounded-lg border p-3" data-testid={`time-off-${index}`}>
              <div className="flex flex-wrap items-end gap-3">
                {period.exact ? (
                  <p className="py-2 text-sm">
                    {t('schedule-editor.offFrom', { start: moment(period.exact.start), end: moment(period.exact.end) })}
                  </p>
                ) : (
                  <>
                    <div className="grid gap-1.5">
                      <label htmlFor={`${id}-first`} className="text-sm font-medium">
                        {t('schedule-editor.firstDay')}
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
                        {t('schedule-editor.lastDay')}
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
                <RemoveEntryButton
                  what={t('schedule-editor.timeOffN', { n: index + 1 })}
                  onRemove={() => set(values.timeOff.filter((_, i) => i !== index))}
                />
              </div>
              <FieldError id={`${id}-error`}>{error}</FieldError>
            </li>
          );
        })}
      </ul>
      <div>
        <AddEntryButton onAdd={() => set([...values.timeOff, { firstDay: '', lastDay: '' }])}>
          {t('schedule-editor.addTimeOff')}
        </AddEntryButton>
      </div>
    </div>
  );
}
