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
import { addMinutes } from '@/lib/bookings/format-booking';
import { coachDashboardEn } from '@/i18n/catalogs/coach-dashboard.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { coachFormats } from '../lib/coach-formats';
import { PAST_PREVIEW_COUNT } from '../lib/coach-stats';

export function PastSessionRow({ booking, timeZone }: { booking: TBooking; timeZone: string }) {
  const start = new Date(booking.startTime);
  const t = useT(coachDashboardEn);
  const formats = coachFormats(useLocale());
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-5" data-testid="coach-past-booking">
      <div className="min-w-0">
        <p className="font-medium">{booking.clientName}</p>
        <p className="text-sm text-muted-foreground">
          {formats.shortDate(start, timeZone)}, {formats.timeRange(start, addMinutes(start, booking.sessionLength), timeZone)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:gap-3">
        <span className="text-sm tabular-nums">{formats.price(booking.totalPrice)}</span>
        <StatusBadge status={booking.status} />
        <RefundBadge booking={booking} />
        <ReportButton
          target={{ kind: 'user', bookingId: booking.id }}
          subject={booking.clientName}
          label={t('coach-dashboard.reportClient')}
        />
        {booking.status === 'completed' ? (
          <Button asChild size="sm" variant="outline">
            <Link href={`/booking/notes/${booking.id}`}>
              <NotebookPen aria-hidden="true" />
              {t('coach-dashboard.viewNotes')}
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
  const t = useT(coachDashboardEn);
  return (
    <section aria-labelledby="past-sessions-heading" className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="past-sessions-heading" className="text-xl font-semibold">
          {t('coach-dashboard.pastSessions')}
        </h2>
        {past.length > PAST_PREVIEW_COUNT ? (
          <Button asChild variant="link" className="px-0">
            <Link href="/coach/history">{t('coach-dashboard.viewAllHistory')}</Link>
          </Button>
        ) : null}
      </div>
      {past.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed bg-card px-6 py-8 text-center text-muted-foreground">
          {t('coach-dashboard.noPast')}
        </p>
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
