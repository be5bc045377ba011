import { CalendarDays, Clock, Video } from 'lucide-react';
import type { TBooking } from '@shared/schemas/bookings';
import { useMeetingVenue } from '@/lib/meeting-provider';
import { INTL_TAG } from '@shared/i18n/locales';
import { bookingFormats } from '@/lib/bookings/booking-formats';
import { addMinutes, DEFAULT_SESSION_MINUTES, formatShortDate } from '@/lib/bookings/format-booking';
import { bookingCardEn } from '@/i18n/catalogs/booking-card.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';

// The facts both dashboard cards share: when, how long, where.
export function BookingCardDetails({ booking, timeZone, showVenue = true }: { booking: TBooking; timeZone: string; showVenue?: boolean }) {
  const start = new Date(booking.startTime);
  const end = addMinutes(start, booking.sessionLength || DEFAULT_SESSION_MINUTES);
  const t = useT(bookingCardEn);
  const locale = useLocale();
  const venue = useMeetingVenue(t('booking-card.virtualSession'));
  // 'Mon, Nov 30, 2026' in English, as format-booking.ts writes it; Intl's own order in other languages.
  const date =
    locale === 'en'
      ? formatShortDate(start, timeZone)
      : new Intl.DateTimeFormat(INTL_TAG[locale], { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(
          start,
        );
  return (
    <ul className="grid gap-1.5 text-sm">
      <li className="flex items-center gap-2">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <span>{t('booking-card.when', { date, time: bookingFormats(locale).timeRange(start, end, timeZone) })}</span>
      </li>
      <li className="flex items-center gap-2">
        <Clock aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <span>
          {t('booking-card.minutes', {
            minutes: booking.sessionLength && booking.sessionLength > 0 ? booking.sessionLength : DEFAULT_SESSION_MINUTES,
          })}
        </span>
      </li>
      {showVenue ? (
        <li className="flex items-center gap-2">
          <Video aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span>{venue}</span>
        </li>
      ) : null}
    </ul>
  );
}
