import { timeLabel } from '@/lib/time-labels';
import type { PreviewDay } from '@/lib/schedule-form/schedule-preview';
import { dateLabel } from './date-label';
import { scheduleEditorEn } from '@/i18n/catalogs/schedule-editor.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { timeIn } from '@/lib/i18n/format-for-locale';

type Props = { week: PreviewDay[] | null; timeZone: string };

// What clients would see over the next 7 days, in the coach's zone, before saving.
export function SchedulePreviewList({ week, timeZone }: Props) {
  const t = useT(scheduleEditorEn);
  const locale = useLocale();
  return (
    <section aria-labelledby="schedule-preview-heading" className="grid gap-3">
      <div>
        <h3 id="schedule-preview-heading" className="text-base font-semibold">
          {t('schedule-editor.preview')}
        </h3>
        <p className="text-xs text-muted-foreground">{t('schedule-editor.previewText', { zone: timeZone })}</p>
      </div>
      {week === null ? (
        <p className="text-sm text-muted-foreground">{t('schedule-editor.previewBlocked')}</p>
      ) : (
        <ul className="grid gap-2" aria-label={t('schedule-editor.previewList')}>
          {week.map((day) => (
            <li key={day.date} className="grid gap-1 rounded-md border p-2 text-sm" data-testid={`preview-${day.date}`}>
              <p className="font-medium">{dateLabel(day.date, false, locale)}</p>
              {day.slots.length === 0 ? (
                <p className="text-muted-foreground">{t('schedule-editor.noOpenTimes')}</p>
              ) : (
                <p className="flex flex-wrap gap-1">
                  {day.slots.map((slot) => (
                    <span key={slot.toISOString()} className="rounded bg-secondary/60 px-1.5 py-0.5 text-xs tabular-nums">
                      {locale === 'en' ? timeLabel(slot, timeZone) : timeIn(locale, slot, timeZone)}
                    </span>
                  ))}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
