import { CalendarClock, Check, MessageSquare, Video, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { TBooking } from '@shared/schemas/bookings';
import { Button } from '@/components/ui/button';
import { ReportButton } from '@/components/report/report-dialog';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { BookingCardSummary } from '@/components/booking-card-summary';
import { formatPrice } from '@/lib/bookings/format-booking';
import { useUpdateBookingStatus, type CoachStatusChange } from '../api/update-booking-status';
import { BookingActionDialog, type CancelKind } from './booking-action-dialog';
import { ProposalStatus, ProposeTimeDialog, proposalState } from './propose-time';
import { errorText } from '@/lib/error-text';

export function UpcomingSessionCard({ booking, timeZone }: { booking: TBooking; timeZone: string }) {
  const update = useUpdateBookingStatus();
  const [asking, setAsking] = useState<CancelKind | null>(null);
  const [proposing, setProposing] = useState(false);
  const proposal = proposalState(booking);

  // mutateAsync, not mutate's callbacks: a declined or cancelled card leaves the
  // list (and unmounts) before the request settles, and the toast must still show.
  const change = async (status: CoachStatusChange['status']) => {
    try {
      await update.mutateAsync({ bookingId: booking.id, status });
      toast({ title: 'Booking updated', description: 'The booking status has been updated successfully.' });
    } catch (error) {
      toast({ title: 'Update failed', description: errorText(error), variant: 'destructive' });
    } finally {
      setAsking(null);
    }
  };

  return (
    <Card
      className="grid gap-4 p-5 sm:p-6"
      role="article"
      aria-label={`Session with ${booking.clientName}`}
      data-testid="coach-upcoming-booking"
    >
      <BookingCardSummary
        booking={booking}
        timeZone={timeZone}
        name={booking.clientName}
        paidLabel={`Paid ${formatPrice(booking.totalPrice)}`}
        notesTitle={`Notes from ${booking.clientName}`}
      />
      {proposal.open ? <ProposalStatus booking={booking} proposed={proposal.open} timeZone={timeZone} /> : null}
      <div className="flex flex-wrap justify-end gap-2 border-t pt-4">
        <ReportButton
          target={{ kind: 'user', bookingId: booking.id }}
          subject={booking.clientName}
          label="Report client"
          className="mr-auto h-9"
        />
        <Button asChild size="sm" variant="ghost">
          <Link href={`/messages/new?booking=${booking.id}`} aria-label={`Message ${booking.clientName}`}>
            <MessageSquare aria-hidden="true" />
            Message
          </Link>
        </Button>
        {proposal.canPropose ? (
          <Button type="button" size="sm" variant="outline" onClick={() => setProposing(true)}>
            <CalendarClock aria-hidden="true" />
            Propose New Time
          </Button>
        ) : null}
        {booking.status === 'pending' ? (
          <>
            <Button type="button" size="sm" variant="outline" disabled={update.isPending} onClick={() => setAsking('decline')}>
              <X aria-hidden="true" />
              Decline
            </Button>
            <Button type="button" size="sm" disabled={update.isPending} onClick={() => void change('confirmed')}>
              <Check aria-hidden="true" />
              {update.isPending && asking === null ? 'Confirming...' : 'Confirm'}
            </Button>
          </>
        ) : (
          <>
            <Button type="button" size="sm" variant="outline" disabled={update.isPending} onClick={() => setAsking('cancel')}>
              Cancel
            </Button>
            <Button asChild size="sm">
              <Link href={`/booking/join/${booking.id}`}>
                <Video aria-hidden="true" />
                Start Session
              </Link>
            </Button>
          </>
        )}
      </div>
      {proposal.canPropose || proposing ? (
        <ProposeTimeDialog booking={booking} timeZone={timeZone} open={proposing} onOpenChange={setProposing} />
      ) : null}
      <BookingActionDialog
        kind={asking}
        booking={booking}
        timeZone={timeZone}
        pending={update.isPending}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        onConfirm={() => void change('cancelled')}
      />
    </Card>
  );
}
