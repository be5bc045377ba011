import { CalendarDays, Clock, Video } from 'lucide-react';
import type { TBooking } from '@shared/schemas/bookings';
import { useMeetingVenue } from '@/lib/meeting-provider';
import { addMinutes, DEFAULT_SESSION_MINUTES, formatDuration, formatShortDate, formatTimeRange } from '@/lib/bookings/format-booking';

// The facts both dashboard cards share: when, how long, where.
export function BookingCardDetails({ booking, timeZone, showVenue = true }: { booking: TBooking; timeZone: string; showVenue?: boolean }) {
  const start = new Date(booking.startTime);
  const end = addMinutes(start, booking.sessionLength || DEFAULT_SESSION_MINUTES);
  const venue = useMeetingVenue('Virtual session');
  return (
    <ul className="grid gap-1.5 text-sm">
      <li className="flex items-center gap-2">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <span>
          {formatShortDate(start, timeZone)}, {formatTimeRange(start, end, timeZone)}
        </span>
      </li>
      <li className="flex items-center gap-2">
        <Clock aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <span>{formatDuration(booking.sessionLength)}</span>
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
