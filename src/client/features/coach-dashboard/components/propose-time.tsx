// The coach's side of a proposed new time (docs/product/reschedule.md#the-coach-proposes):
// "Propose New Time" while the booking may still be moved, then the proposal waiting for the
// client, which the coach may withdraw.
import { CalendarClock } from 'lucide-react';
import { fullRefundUntil } from '@shared/domain/cancellation-policy';
import { openProposal, rescheduleRefusal } from '@shared/domain/reschedule';
import type { TBooking } from '@shared/schemas/bookings';
import { NewTimeDialog } from '@/components/new-time-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useBookingAction } from '@/lib/bookings/booking-actions';
import { formatLongDate } from '@/lib/bookings/format-booking';
import { errorText } from '@/lib/error-text';
import { timeLabel } from '@/lib/time-labels';

type Props = { booking: TBooking; timeZone: string };

const when = (at: Date, timeZone: string) => `${formatLongDate(at, timeZone)} at ${timeLabel(at, timeZone)}`;

// What the card shows: the open proposal, the button to make one, or nothing.
export function proposalState(booking: TBooking) {
  const now = new Date();
  const start = new Date(booking.startTime);
  const proposed = booking.proposal ? new Date(booking.proposal.startTime) : null;
  const open = openProposal({ ...booking, startTime: start, proposedStartTime: proposed }, now);
  return { open, canPropose: !open && rescheduleRefusal({ ...booking, startTime: start }, now) === null };
}

export function ProposalStatus({ booking, proposed, timeZone }: Props & { proposed: Date }) {
  const act = useBookingAction();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-indigo-200 bg-indigo-50/70 p-3 text-sm">
      <p className="flex items-start gap-2">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-700" />
        <span>
          You proposed <strong>{when(proposed, timeZone)}</strong>. Waiting for {booking.clientName} to accept.
        </span>
      </p>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={act.isPending}
        onClick={() =>
          act.mutate(
            { kind: 'dismiss-proposal', bookingId: booking.id },
            {
              onSuccess: () => toast({ title: 'Proposal withdrawn', description: 'The session keeps its current time.' }),
              onError: (error) => toast({ title: 'Could not withdraw', description: errorText(error), variant: 'destructive' }),
            },
          )
        }
      >
        {act.isPending ? 'Withdrawing...' : 'Withdraw'}
      </Button>
    </div>
  );
}

export function ProposeTimeDialog(props: Props & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { booking, timeZone, onOpenChange } = props;
  const act = useBookingAction();
  const start = new Date(booking.startTime);
  const until = fullRefundUntil(booking.cancellationPolicy, start);
  return (
    <NewTimeDialog
      {...props}
      title="Propose a new time"
      intro={
        <>
          <p>
            Your session with {booking.clientName} is on {when(start, timeZone)}. Pick a time to propose instead: if {booking.clientName}{' '}
            accepts, the session moves there and stays confirmed, with the same payment; if they decline, nothing changes.
          </p>
          <p>
            The time is not held for them, and the proposal lapses on {when(until, timeZone)}, after which the session can no longer be
            moved.
          </p>
        </>
      }
      keepLabel="Keep Current Time"
      submitLabel={(time) => (time ? `Propose ${time}` : 'Propose Time')}
      pendingLabel="Proposing..."
      pending={act.isPending}
      onSubmit={(startTime) =>
        act.mutate(
          { kind: 'propose', bookingId: booking.id, startTime },
          {
            onSuccess: () => {
              toast({ title: 'Time proposed', description: `${booking.clientName} can accept or decline it on their dashboard.` });
              onOpenChange(false);
            },
            onError: (error) => toast({ title: 'Could not propose the time', description: errorText(error), variant: 'destructive' }),
          },
        )
      }
    />
  );
}
