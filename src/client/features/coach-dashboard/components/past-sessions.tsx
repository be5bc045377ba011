import { NotebookPen } from 'lucide-react';
import { Link } from 'wouter';
import type { TBooking } from '@shared/schemas/bookings';
import { Button } from '@/components/ui/button';
import { ReportButton } from '@/components/report/report-dialog';
import { StatusBadge } from '@/components/booking-badge';
import { RefundBadge } from '@/components/refund-badge';
import { NoShowPanel } from '@/components/no-show/no-show-panel';
import { COACH_EARNINGS_QUERY_KEY } from '../api/get-coach-earnings';
import { COACH_HISTORY_QUERY_KEY } from '../api/get-coach-history';
import { addMinutes, formatPrice, formatShortDate, formatTimeRange } from '@/lib/bookings/format-booking';
import { PAST_PREVIEW_COUNT } from '../lib/coach-stats';

export function PastSessionRow({ booking, timeZone }: { booking: TBooking; timeZone: string }) {
  const start = new Date(booking.startTime);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-5" data-testid="coach-past-booking">
      <div className="min-w-0">
        <p className="font-medium">{booking.clientName}</p>
        <p className="text-sm text-muted-foreground">
          {formatShortDate(start, timeZone)}, {formatTimeRange(start, addMinutes(start, booking.sessionLength), timeZone)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:gap-3">
        <span className="text-sm tabular-nums">{formatPrice(booking.totalPrice)}</span>
        <StatusBadge status={booking.status} />
        <RefundBadge booking={booking} />
        <ReportButton target={{ kind: 'user', bookingId: booking.id }} subject={booking.clientName} label="Report client" />
        {booking.status === 'completed' ? (
          <Button asChild size="sm" variant="outline">
            <Link href={`/booking/notes/${booking.id}`}>
              <NotebookPen aria-hidden="true" />
              View Notes
            </Link>
          </Button>
        ) : null}
      </div>
      <div className="w-full empty:hidden">
        <NoShowPanel
          booking={booking}
          viewer="coach"
          timeZone={timeZone}
          alsoRefresh={[COACH_HISTORY_QUERY_KEY, COACH_EARNINGS_QUERY_KEY]}
        />
      </div>
    </li>
  );
}

// The last 5 past sessions below the Upcoming tab (docs/product/coach-dashboard.md#past-sessions).
export function PastSessions({ past, timeZone }: { past: readonly TBooking[]; timeZone: string }) {
  return (
    <section aria-labelledby="past-sessions-heading" className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="past-sessions-heading" className="text-xl font-semibold">
          Past Sessions
        </h2>
        {past.length > PAST_PREVIEW_COUNT ? (
          <Button asChild variant="link" className="px-0">
            <Link href="/coach/history">View All History</Link>
          </Button>
        ) : null}
      </div>
      {past.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed bg-card px-6 py-8 text-center text-muted-foreground">No past sessions</p>
      ) : (
        <ul className="mt-4 divide-y rounded-xl border bg-card">
          {past.slice(0, PAST_PREVIEW_COUNT).map((booking) => (
            <PastSessionRow key={booking.id} booking={booking} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </section>
  );
}
