import { CalendarDays, Clock, Video } from 'lucide-react';
import { useMeetingVenue } from '@/lib/meeting-provider';
import { addMinutes, DEFAULT_SESSION_MINUTES, formatDuration, formatLongDate, formatTimeRange } from '@/lib/bookings/format-booking';

type SessionFactsProps = { startTime: string; sessionLength: number | null | undefined; timeZone: string };

const TERM = 'flex items-center gap-2 text-muted-foreground [&_svg]:size-5 [&_svg]:shrink-0 [&_svg]:text-primary';
const VALUE = 'pl-7 font-medium';

// Date, time (in the visitor's zone, named), duration and meeting type.
export function SessionFacts({ startTime, sessionLength, timeZone }: SessionFactsProps) {
  const start = new Date(startTime);
  const end = addMinutes(start, sessionLength || DEFAULT_SESSION_MINUTES);
  const venue = useMeetingVenue('Video call');
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-2">
      <div className="grid gap-0.5">
        <dt className={TERM}>
          <CalendarDays aria-hidden="true" />
          Date and time
        </dt>
        <dd className={VALUE}>{formatLongDate(start, timeZone)}</dd>
        <dd className={VALUE}>{formatTimeRange(start, end, timeZone)}</dd>
        <dd className="pl-7 text-xs text-muted-foreground">Times shown in {timeZone}</dd>
      </div>
      <div className="grid content-start gap-0.5">
        <dt className={TERM}>
          <Clock aria-hidden="true" />
          Duration
        </dt>
        <dd className={VALUE}>{formatDuration(sessionLength)}</dd>
      </div>
      <div className="grid gap-0.5 sm:col-span-2">
        <dt className={TERM}>
          <Video aria-hidden="true" />
          Meeting type
        </dt>
        <dd className={VALUE}>{venue}</dd>
      </div>
    </dl>
  );
}
