import type { TBookingOutsideHours } from '@shared/schemas/coach-schedule';
import { formatLongDate, formatTimeRange } from '@/lib/bookings/format-booking';

// Sessions already booked that the new hours no longer cover. They stay booked:
// the coach decides whether to give them or to move them with the client.
export function OutsideHoursWarning({ bookings, timeZone }: { bookings: TBookingOutsideHours[]; timeZone: string }) {
  if (bookings.length === 0) return null;
  return (
    <div role="alert" className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-medium">
        {bookings.length === 1 ? 'One booked session is' : `${bookings.length} booked sessions are`} outside your new hours. They stay
        booked; move them with the client if you need to.
      </p>
      <ul className="grid gap-1" aria-label="Sessions outside your new hours">
        {bookings.map((b) => (
          <li key={b.bookingId}>
            {formatLongDate(new Date(b.startTime), timeZone)}, {formatTimeRange(new Date(b.startTime), new Date(b.endTime), timeZone)} with{' '}
            {b.clientName}
          </li>
        ))}
      </ul>
    </div>
  );
}
