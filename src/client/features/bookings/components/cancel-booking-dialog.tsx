import type { TBooking } from '@shared/schemas/bookings';
import { ConfirmAlertDialog } from '@/components/ui/confirm-alert-dialog';
import { toast } from '@/components/ui/use-toast';
import { useCancelBooking } from '../api/cancel-booking';
import { formatLongDate, formatPrice } from '@/lib/bookings/format-booking';
import { refundOnCancel } from '@/lib/bookings/split-bookings';
import { timeLabel } from '@/lib/time-labels';
import { errorText } from '@/lib/error-text';

type CancelBookingDialogProps = { booking: TBooking; timeZone: string; open: boolean; onOpenChange: (open: boolean) => void };

// Cancelling always goes through a confirmation (docs/product/booking-lifecycle.md#cancelling) that
// says it cannot be undone; it also says what happens to the money.
export function CancelBookingDialog({ booking, timeZone, open, onOpenChange }: CancelBookingDialogProps) {
  const cancel = useCancelBooking();
  const start = new Date(booking.startTime);
  const refund = refundOnCancel(booking);

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
            Your session with {booking.coachName} on {formatLongDate(start, timeZone)} at {timeLabel(start, timeZone)} will be cancelled. This
            action cannot be undone.
          </p>
          <p className="font-medium text-foreground">
            {refund !== null
              ? `You will be refunded ${formatPrice(refund)} in full.`
              : 'You have not been charged for this booking, so there is nothing to refund.'}
          </p>
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
