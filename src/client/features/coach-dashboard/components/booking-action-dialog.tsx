import type { TBooking } from '@shared/schemas/bookings';
import { ConfirmAlertDialog } from '@/components/ui/confirm-alert-dialog';
import { refundOnCancel } from '@/lib/bookings/split-bookings';
import { coachDashboardEn } from '@/i18n/catalogs/coach-dashboard.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { coachFormats } from '../lib/coach-formats';

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
  const t = useT(coachDashboardEn);
  const formats = coachFormats(useLocale());
  const name = booking.clientName;
  const at = { name, date: formats.longDate(start, timeZone), time: formats.time(start, timeZone) };
  return (
    <ConfirmAlertDialog
      open={kind !== null}
      onOpenChange={(open) => {
        if (!pending) onOpenChange(open);
      }}
      title={decline ? t('coach-dashboard.declineTitle') : t('coach-dashboard.cancelTitle')}
      description={
        <>
          <p>{decline ? t('coach-dashboard.declineText', at) : t('coach-dashboard.cancelText', at)}</p>
          <p className="font-medium text-foreground">
            {refund !== null
              ? t('coach-dashboard.refunded', { name, amount: formats.price(refund) })
              : t('coach-dashboard.notCharged', { name })}
          </p>
        </>
      }
      cancelLabel={decline ? t('coach-dashboard.keepRequest') : t('coach-dashboard.keepSession')}
      actionLabel={decline ? t('coach-dashboard.declineRequest') : t('coach-dashboard.cancelSession')}
      pending={pending}
      pendingLabel={decline ? t('coach-dashboard.declining') : t('coach-dashboard.cancelling')}

      destructive
      onConfirm={onConfirm}
    />
  );
}
