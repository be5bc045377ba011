import type { TBookingOutsideHours } from '@shared/schemas/coach-schedule';
import { coachScheduleEn } from '@/i18n/catalogs/coach-schedule.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { coachFormats } from '../lib/coach-formats';

// Sessions already booked that the new hours no longer cover. They stay booked:
// the coach decides whether to give them or to move them with the client.
export function OutsideHoursWarning({ bookings, timeZone }: { bookings: TBookingOutsideHours[]; timeZone: string }) {
  const t = useT(coachScheduleEn);
  const formats = coachFormats(useLocale());
  if (bookings.length === 0) return null;
  return (
    <div role="alert" className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-medium">{t('coach-schedule.outsideTitle', { count: bookings.length })}</p>
      <ul className="grid gap-1" aria-label={t('coach-schedule.outsideList')}>
        {bookings.map((b) => (
          <li key={b.bookingId}>
            {t('coach-schedule.outsideItem', {
              date: formats.longDate(new Date(b.startTime), timeZone),
              time: formats.timeRange(new Date(b.startTime), new Date(b.endTime), timeZone),
              name: b.clientName,
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
