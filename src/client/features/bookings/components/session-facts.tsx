import { CalendarDays, Clock, Video } from 'lucide-react';
import { useMeetingVenue } from '@/lib/meeting-provider';
import { addMinutes, DEFAULT_SESSION_MINUTES } from '@/lib/bookings/format-booking';
import { bookingFormats } from '@/lib/bookings/booking-formats';
import { checkoutEn } from '@/i18n/catalogs/checkout.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';

type SessionFactsProps = { startTime: string; sessionLength: number | null | undefined; timeZone: string };

const TERM = 'flex items-center gap-2 text-muted-foreground [&_svg]:size-5 [&_svg]:shrink-0 [&_svg]:text-primary';
const VALUE = 'pl-7 font-medium';

// Date, time (in the visitor's zone, named), duration and meeting type.
export function SessionFacts({ startTime, sessionLength, timeZone }: SessionFactsProps) {
  const start = new Date(startTime);
  const end = addMinutes(start, sessionLength || DEFAULT_SESSION_MINUTES);
  const t = useT(checkoutEn);
  const formats = bookingFormats(useLocale());
  const venue = useMeetingVenue(t('checkout.videoCall'));
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-2">
      <div className="grid gap-0.5">
        <dt className={TERM}>
          <CalendarDays aria-hidden="true" />
          {t('checkout.dateAndTime')}
        </dt>
        <dd className={VALUE}>{formats.longDate(start, timeZone)}</dd>
        <dd className={VALUE}>{formats.timeRange(start, end, timeZone)}</dd>
        <dd className="pl-7 text-xs text-muted-foreground">{t('checkout.timesShownIn', { zone: timeZone })}</dd>
      </div>
      <div className="grid content-start gap-0.5">
        <dt className={TERM}>
          <Clock aria-hidden="true" />
          {t('checkout.duration')}
        </dt>
        <dd className={VALUE}>
          {t('checkout.minutes', { minutes: sessionLength && sessionLength > 0 ? sessionLength : DEFAULT_SESSION_MINUTES })}
        </dd>
      </div>
      <div className="grid gap-0.5 sm:col-span-2">
        <dt className={TERM}>
          <Video aria-hidden="true" />
          {t('checkout.meetingType')}
        </dt>
        <dd className={VALUE}>{venue}</dd>
      </div>
    </dl>
  );
}
