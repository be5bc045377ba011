import { Copy } from 'lucide-react';
import { WEEKDAYS, type Weekday } from '@shared/domain/local-date';
import type { HoursWindow } from '@shared/domain/schedule';
import { Button } from '@/components/ui/button';
import { copyToWeekdays, fieldKey, nextWindow, type FormErrors, type ScheduleFormValues } from '@/lib/schedule-form/schedule-form';
import { AddEntryButton } from './entry-buttons';
import { TimeWindowRow } from './time-window-row';
import { weekdayName } from './date-label';
import { scheduleEditorEn } from '@/i18n/catalogs/schedule-editor.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';

type WeeklyHoursFieldsProps = {
  values: ScheduleFormValues;
  errors: FormErrors;
  idPrefix: string;
  onChange: (values: ScheduleFormValues) => void;
};

// One row per weekday with its windows; an empty day is a day off.
export function WeeklyHoursFields({ values, errors, idPrefix, onChange }: WeeklyHoursFieldsProps) {
  const t = useT(scheduleEditorEn);
  const locale = useLocale();
  const setDay = (weekday: Weekday, windows: HoursWindow[]) => onChange({ ...values, days: { ...values.days, [weekday]: windows } });
  return (
    <ul className="divide-y rounded-lg border" aria-label={t('schedule-editor.weekly')}>
      {WEEKDAYS.map((weekday) => {
        const windows = values.days[weekday];
        const day = weekdayName(weekday, locale);
        return (
          <li key={weekday} className="grid gap-3 p-3 sm:grid-cols-[7rem_minmax(0,1fr)] sm:p-4" data-testid={`hours-${weekday}`}>
            {/* Spanish names the day in lower case ('lunes'); as the row's heading it starts with a capital. */}
            <p className="pt-2 text-sm font-medium first-letter:uppercase">{day}</p>
            <div className="grid gap-2">
              {windows.length === 0 ? <p className="pt-2 text-sm text-muted-foreground">{t('schedule-editor.unavailable')}</p> : null}
              {windows.length > 0 ? (
                <ul className="grid gap-2" aria-label={t('schedule-editor.dayWindows', { day })}>
                  {windows.map((window, i) => (
                    <TimeWindowRow
                      key={i}
                      window={window}
                      label={t('schedule-editor.window', { day, n: i + 1 })}
                      error={errors[fieldKey.window(weekday, i)]}
                      errorId={`${idPrefix}-${weekday}-${i}-error`}
                      onChange={(next) =>
                        setDay(
                          weekday,
                          windows.map((w, j) => (j === i ? next : w)),
                        )
                      }
                      onRemove={() =>
                        setDay(
                          weekday,
                          windows.filter((_, j) => j !== i),
                        )
                      }
                    />
                  ))}
                </ul>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <AddEntryButton onAdd={() => setDay(weekday, [...windows, nextWindow(windows)])}>
                  {t('schedule-editor.addWindow')}
                  <span className="sr-only"> {t('schedule-editor.onDay', { day })}</span>
                </AddEntryButton>
                {windows.length > 0 ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => onChange(copyToWeekdays(values, weekday))}
                    title={t('schedule-editor.copyTitle')}
                  >
                    <Copy aria-hidden="true" />
                    {t('schedule-editor.copy')}
                    <span className="sr-only"> {t('schedule-editor.fromDay', { day })}</span>
                  </Button>
                ) : null}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
