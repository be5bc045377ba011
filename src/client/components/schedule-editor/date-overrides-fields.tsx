import { AddEntryButton, RemoveEntryButton } from './entry-buttons';
import type { ScheduleSectionProps } from './section-props';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { fieldKey, nextWindow, type OverrideValues } from '@/lib/schedule-form/schedule-form';
import { dateLabel } from './date-label';
import { TimeWindowRow } from './time-window-row';
import { scheduleEditorEn } from '@/i18n/catalogs/schedule-editor.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';

type Props = ScheduleSectionProps;

// Dates with their own hours (or closed), replacing that weekday's hours for the day.
export function DateOverridesFields({ values, errors, idPrefix, today, onChange }: Props) {
  const t = useT(scheduleEditorEn);
  const locale = useLocale();
  const set = (overrides: OverrideValues[]) => onChange({ ...values, overrides });
  const update = (index: number, next: Partial<OverrideValues>) =>
    set(values.overrides.map((o, i) => (i === index ? { ...o, ...next } : o)));
  return (
    <div className="grid gap-3">
      {values.overrides.length === 0 ? <p className="text-sm text-muted-foreground">{t('schedule-editor.noOverrides')}</p> : null}
      <ul className="grid gap-3" aria-label={t('schedule-editor.overrides')}>
        {values.overrides.map((override, index) => {
          const dateId = `${idPrefix}-override-${index}`;
          const dateError = errors[fieldKey.overrideDate(index)];
          const name = override.date ? dateLabel(override.date, false, locale) : t('schedule-editor.dateN', { n: index + 1 });
          return (
            <li key={index} className="grid gap-3 rounded-lg border p-3" data-testid={`override-${index}`}>
              <div className="flex flex-wrap items-end gap-3">
                <div className="grid gap-1.5">
                  <label htmlFor={dateId} className="text-sm font-medium">
                    {t('schedule-editor.date')}
                  </label>
                  <Input
                    id={dateId}
                    type="date"
                    min={today}
                    className="w-44"
                    value={override.date}
                    aria-invalid={dateError ? true : undefined}
                    aria-describedby={dateError ? `${dateId}-error` : undefined}
                    onChange={(e) => update(index, { date: e.target.value })}
                  />
                </div>
                <label className="flex h-10 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={override.closed}
                    onChange={(e) =>
                      update(index, {
                        closed: e.target.checked,
                        windows: !e.target.checked && override.windows.length === 0 ? [nextWindow([])] : override.windows,
                      })
                    }
                  />
                  {t('schedule-editor.closed')}
                </label>
                <RemoveEntryButton what={name} onRemove={() => set(values.overrides.filter((_, i) => i !== index))} />
              </div>
              <FieldError id={`${dateId}-error`}>{dateError}</FieldError>
              {!override.closed ? (
                <>
                  <ul className="grid gap-2" aria-label={t('schedule-editor.dayWindows', { day: name })}>
                    {override.windows.map((window, w) => (
                      <TimeWindowRow
                        key={w}
                        window={window}
                        label={t('schedule-editor.window', { day: name, n: w + 1 })}
                        error={errors[fieldKey.overrideWindow(index, w)]}
                        errorId={`${dateId}-${w}-error`}
                        onChange={(next) => update(index, { windows: override.windows.map((x, j) => (j === w ? next : x)) })}
                        onRemove={() => update(index, { windows: override.windows.filter((_, j) => j !== w) })}
                      />
                    ))}
                  </ul>
                  <div>
                    <AddEntryButton onAdd={() => update(index, { windows: [...override.windows, nextWindow(override.windows)] })}>
                      {t('schedule-editor.addWindow')}
                      <span className="sr-only"> {t('schedule-editor.onDay', { day: name })}</span>
                    </AddEntryButton>
                  </div>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div>
        <AddEntryButton onAdd={() => set([...values.overrides, { date: '', closed: true, windows: [] }])}>
          {t('schedule-editor.addDate')}
        </AddEntryButton>
      </div>
    </div>
  );
}
