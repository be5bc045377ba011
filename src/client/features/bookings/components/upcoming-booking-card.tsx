import { useState } from 'react';
import { Link } from 'wouter';
import { openProposal, rescheduleRefusal } from '@shared/domain/reschedule';
import type { TBooking } from '@shared/schemas/bookings';
import { Button } from '@/components/ui/button';
import { BookingCardSummary } from '@/components/booking-card-summary';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { ProposalBanner } from './proposal-banner';
import { ClientBookingCard } from './client-booking-card';
import { ClientBookingFooter } from './client-booking-footer';
import { RescheduleBookingDialog } from './reschedule-booking-dialog';
import { clientDashboardEn } from '@/i18n/catalogs/client-dashboard.en';
import { useT } from '@/lib/i18n/i18n-context';

export function UpcomingBookingCard({ booking, timeZone }: { booking: TBooking; timeZone: string }) {
  const t = useT(clientDashboardEn);
  const [confirming, setConfirming] = useState(false);
  const [moving, setMoving] = useState(false);
  // Offered only while the server would accept a move (docs/product/reschedule.md).
  const now = new Date();
  const movable = rescheduleRefusal({ ...booking, startTime: new Date(booking.startTime) }, now) === null;
  // The server lists the proposal while it is open; this clock hides it once it lapses on screen.
  const proposal =
    booking.proposal &&
    openProposal({ ...booking, startTime: new Date(booking.startTime), proposedStartTime: new Date(booking.proposal.startTime) }, now)
      ? booking.proposal.startTime
      : null;
  return (
    <ClientBookingCard booking={booking} testId="upcoming-booking">
      <BookingCardSummary
        booking={booking}
        timeZone={timeZone}
        name={booking.coachName}
        paidLabel={t('client-dashboard.paymentCompleted')}
        notesTitle={t('client-dashboard.notes')}
      />
      {proposal ? <ProposalBanner booking={booking} proposedStart={proposal} timeZone={timeZone} /> : null}
      <ClientBookingFooter booking={booking}>
        {booking.status === 'confirmed' ? (
          <Button asChild size="sm">
            <Link href={`/booking/join/${booking.id}`}>{t('client-dashboard.join')}</Link>
          </Button>
        ) : null}
        {movable ? (
          <Button type="button" size="sm" variant="outline" onClick={() => setMoving(true)}>
            {t('client-dashboard.reschedule')}
          </Button>
        ) : null}
        <Button type="button" size="sm" variant="outline" onClick={() => setConfirming(true)}>
          {t('client-dashboard.cancel')}
        </Button>
      </ClientBookingFooter>
      <CancelBookingDialog booking={booking} timeZone={timeZone} open={confirming} onOpenChange={setConfirming} />
      {movable || moving ? <RescheduleBookingDialog booking={booking} timeZone={timeZone} open={moving} onOpenChange={setMoving} /> : null}
    </ClientBookingCard>
  );
}
