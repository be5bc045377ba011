import { CalendarClock, Check, CheckCircle2, CircleDashed, Video, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { TBooking } from '@shared/schemas/bookings';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { StatusBadge } from '@/components/booking-badge';
import { BookingCardDetails } from '@/components/booking-card-details';
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
  const paid = booking.paymentStatus === 'paid';

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
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-lg font-semibold">{booking.clientName}</h3>
          <p className={`mt-1 flex items-center gap-1.5 text-sm ${paid ? 'text-teal' : 'text-amber-800'}`}>
            {paid ? <CheckCircle2 aria-hidden="true" className="size-4" /> : <CircleDashed aria-hidden="true" className="size-4" />}
            {paid ? `Paid ${formatPrice(booking.totalPrice)}` : 'Payment pending'}
          </p>
        </div>
        <StatusBadge status={booking.status} />
      </div>
      <BookingCardDetails booking={booking} timeZone={timeZone} />
      {booking.notes ? (
        <div className="rounded-lg bg-muted/60 p-3 text-sm">
          <p className="font-medium">Notes from {booking.clientName}</p>
          <p className="mt-1 whitespace-pre-line break-words text-muted-foreground">{booking.notes}</p>
        </div>
      ) : null}
      {proposal.open ? <ProposalStatus booking={booking} proposed={proposal.open} timeZone={timeZone} /> : null}
      <div className="flex flex-wrap justify-end gap-2 border-t pt-4">
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
