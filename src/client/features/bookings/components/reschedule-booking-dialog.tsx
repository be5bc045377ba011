import { fullRefundUntil } from '@shared/domain/cancellation-policy';
import { MAX_RESCHEDULES } from '@shared/domain/reschedule';
import type { TBooking } from '@shared/schemas/bookings';
import { NewTimeDialog } from '@/components/new-time-dialog';
import { toast } from '@/components/ui/use-toast';
import { formatLongDate } from '@/lib/bookings/format-booking';
import { errorText } from '@/lib/error-text';
import { timeLabel } from '@/lib/time-labels';
import { useRescheduleBooking } from '../api/reschedule-booking';

type RescheduleDialogProps = { booking: TBooking; timeZone: string; open: boolean; onOpenChange: (open: boolean) => void };

// The client's "Reschedule" (docs/product/reschedule.md): what a move means for the
// booking (no new charge, confirmed again by the coach, moves left), then a new time.
export function RescheduleBookingDialog(props: RescheduleDialogProps) {
  const { booking, timeZone, onOpenChange } = props;
  const reschedule = useRescheduleBooking();
  const start = new Date(booking.startTime);
  const movesLeft = MAX_RESCHEDULES - booking.rescheduleCount;
  const until = fullRefundUntil(booking.cancellationPolicy, start);

  const submit = (startTime: string) => {
    reschedule.mutate(
      { bookingId: booking.id, startTime },
      {
        onSuccess: (moved) => {
          const at = new Date(moved.startTime);
          toast({
            title: 'Booking moved',
            description: `Your session is now on ${formatLongDate(at, timeZone)} at ${timeLabel(at, timeZone)}.`,
          });
          onOpenChange(false);
        },
        onError: (error) => toast({ title: 'Could not move the booking', description: errorText(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <NewTimeDialog
      {...props}
      title="Reschedule this session"
      intro={
        <>
          <p>
            Your session with {booking.coachName} is on {formatLongDate(start, timeZone)} at {timeLabel(start, timeZone)}. Pick a new time:
            nothing more is charged, and {booking.coachName} confirms the new time again.
          </p>
          <p>
            {movesLeft === 1 ? 'This is the last move this booking allows.' : `A booking can be moved ${MAX_RESCHEDULES} times.`} Moving is
            possible until {formatLongDate(until, timeZone)} at {timeLabel(until, timeZone)}.
          </p>
        </>
      }
      keepLabel="Keep Current Time"
      submitLabel={(time) => (time ? `Move to ${time}` : 'Move Session')}
      pendingLabel="Moving..."
      pending={reschedule.isPending}
      onSubmit={submit}
    />
  );
}
