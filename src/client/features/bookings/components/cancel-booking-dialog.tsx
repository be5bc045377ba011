import type { TBooking } from '@shared/schemas/bookings';
import { ConfirmAlertDialog } from '@/components/ui/confirm-alert-dialog';
import { toast } from '@/components/ui/use-toast';
import { useCancelBooking } from '../api/cancel-booking';
import { formatLongDate } from '@/lib/bookings/format-booking';
import { timeLabel } from '@/lib/time-labels';
import { errorText } from '@/lib/error-text';
import { CancelRefundText } from './cancel-refund-text';

type CancelBookingDialogProps = { booking: TBooking; timeZone: string; open: boolean; onOpenChange: (open: boolean) => void };

// Cancelling always goes through a confirmation (docs/product/booking-lifecycle.md#cancelling) that
// says it cannot be undone; it also says what happens to the money under the
// booking's cancellation policy.
export function CancelBookingDialog({ booking, timeZone, open, onOpenChange }: CancelBookingDialogProps) {
  const cancel = useCancelBooking();
  const start = new Date(booking.startTime);

  const confirm = () => {
    cancel.mutate(booking.id, {
      onSuccess: () => {
        toast({ title: 'Booking cancelled', description: 'Your booking has been successfully cancelled.' });
        onOpenChange(false);
      },
      onError: (error) => {
        toast({ title: 'Error', description: `Failed to cancel booking: ${errorText(error)}`, variant: 'destructive' });
        onOpenChange(false);
      },
    });
  };

  return (
    <ConfirmAlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!cancel.isPending) onOpenChange(next);
      }}
      title="Cancel this booking?"
      description={
        <>
          <p>
            Your session with {booking.coachName} on {formatLongDate(start, timeZone)} at {timeLabel(start, timeZone)} will be cancelled.
            This action cannot be undone.
          </p>
          {/* Worked out when the dialog opens, with the rule the server applies on confirm. */}
          {open ? <CancelRefundText booking={booking} timeZone={timeZone} now={new Date()} /> : null}
        </>
      }
      cancelLabel="Keep Booking"
      actionLabel="Cancel Booking"
      pending={cancel.isPending}
      pendingLabel="Cancelling..."
      destructive
      onConfirm={confirm}
    />
  );
}
