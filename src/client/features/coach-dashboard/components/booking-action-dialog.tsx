import type { TBooking } from '@shared/schemas/bookings';
import { ConfirmAlertDialog } from '@/components/ui/confirm-alert-dialog';
import { formatLongDate, formatPrice } from '@/lib/bookings/format-booking';
import { refundOnCancel } from '@/lib/bookings/split-bookings';
import { timeLabel } from '@/lib/time-labels';

export type CancelKind = 'decline' | 'cancel';

type BookingActionDialogProps = {
  kind: CancelKind | null;
  booking: TBooking;
  timeZone: string;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
};

// Cancelling always needs confirmation (docs/product/booking-lifecycle.md#cancelling). Declining a
// request cancels it too, so it gets the same dialog; both say what happens
// to the client's money (a paid booking is refunded in full: docs/product/booking-lifecycle.md#refunds).
export function BookingActionDialog({ kind, booking, timeZone, pending, onOpenChange, onConfirm }: BookingActionDialogProps) {
  const start = new Date(booking.startTime);
  const refund = refundOnCancel(booking);
  const decline = kind === 'decline';
  return (
    <ConfirmAlertDialog
      open={kind !== null}
      onOpenChange={(open) => {
        if (!pending) onOpenChange(open);
      }}
      title={decline ? 'Decline this request?' : 'Cancel this session?'}
      description={
        <>
          <p>
            {decline ? 'The session request from' : 'Your session with'} {booking.clientName} on {formatLongDate(start, timeZone)} at{' '}
            {timeLabel(start, timeZone)} will be {decline ? 'declined' : 'cancelled'}. This action cannot be undone.
          </p>
          <p className="font-medium text-foreground">
            {refund !== null
              ? `${booking.clientName} will be refunded ${formatPrice(refund)} in full.`
              : `${booking.clientName} has not been charged, so there is nothing to refund.`}
          </p>
        </>
      }
      cancelLabel={decline ? 'Keep Request' : 'Keep Session'}
      actionLabel={decline ? 'Decline Request' : 'Cancel Session'}
      pending={pending}
      pendingLabel={decline ? 'Declining...' : 'Cancelling...'}
      destructive
      onConfirm={onConfirm}
    />
  );
}
