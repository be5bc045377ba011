// The coach's proposed new time on the client's upcoming session (docs/product/reschedule.md#the-coach-proposes):
// accept it (the session moves and is confirmed) or decline it (nothing changes).
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { MAX_RESCHEDULES } from '@shared/domain/reschedule';
import type { TBooking } from '@shared/schemas/bookings';
import { Button } from '@/components/ui/button';
import { ConfirmAlertDialog } from '@/components/ui/confirm-alert-dialog';
import { toast } from '@/components/ui/use-toast';
import { useBookingAction } from '@/lib/bookings/booking-actions';
import { formatLongDate } from '@/lib/bookings/format-booking';
import { errorText } from '@/lib/error-text';
import { timeLabel } from '@/lib/time-labels';

export function ProposalBanner({ booking, proposedStart, timeZone }: { booking: TBooking; proposedStart: string; timeZone: string }) {
  const act = useBookingAction();
  const [confirming, setConfirming] = useState(false);
  const proposed = new Date(proposedStart);
  const current = new Date(booking.startTime);
  const when = (at: Date) => `${formatLongDate(at, timeZone)} at ${timeLabel(at, timeZone)}`;
  const movesLeftAfter = MAX_RESCHEDULES - booking.rescheduleCount - 1;

  const accept = () =>
    act.mutate(
      { kind: 'accept-proposal', bookingId: booking.id, startTime: proposedStart },
      {
        onSuccess: () => {
          toast({ title: 'Booking moved', description: `Your session is now on ${when(proposed)}, confirmed.` });
          setConfirming(false);
        },
        onError: (error) => {
          toast({ title: 'Could not accept the new time', description: errorText(error), variant: 'destructive' });
          setConfirming(false);
        },
      },
    );
  const decline = () =>
    act.mutate(
      { kind: 'dismiss-proposal', bookingId: booking.id },
      {
        onSuccess: () => toast({ title: 'Proposal declined', description: `Your session stays on ${when(current)}.` }),
        onError: (error) => toast({ title: 'Could not decline', description: errorText(error), variant: 'destructive' }),
      },
    );

  return (
    <div className="grid gap-3 rounded-lg border border-indigo-200 bg-indigo-50/70 p-3 text-sm" data-testid="proposal-banner">
      <p className="flex items-start gap-2">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-700" />
        <span>
          {booking.coachName} proposes to move this session to <strong>{when(proposed)}</strong>.
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={() => setConfirming(true)} disabled={act.isPending}>
          Accept New Time
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={decline} disabled={act.isPending}>
          {act.isPending && !confirming ? 'Declining...' : 'Decline'}
        </Button>
      </div>
      <ConfirmAlertDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!act.isPending) setConfirming(open);
        }}
        title="Move to the proposed time?"
        description={
          <>
            <p>
              Your session with {booking.coachName} moves from {when(current)} to {when(proposed)}. Nothing more is charged, and the new
              time is confirmed right away.
            </p>
            <p>
              {movesLeftAfter > 0
                ? `This counts as one of the ${MAX_RESCHEDULES} moves a booking allows.`
                : 'This is the last move this booking allows.'}
            </p>
          </>
        }
        cancelLabel="Keep Current Time"
        actionLabel="Accept New Time"
        pending={act.isPending}
        pendingLabel="Moving..."
        onConfirm={accept}
      />
    </div>
  );
}
