import type { TBooking } from '@shared/schemas/bookings';
import { ConfirmAlertDialog } from '@/components/ui/confirm-alert-dialog';
import { toast } from '@/components/ui/use-toast';
import { useCancelBooking } from '../api/cancel-booking';
import { clientDashboardEn } from '@/i18n/catalogs/client-dashboard.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { clientFormats } from '@/lib/bookings/client-formats';
import { errorText } from '@/lib/error-text';
import { CancelRefundText } from './cancel-refund-text';

type CancelBookingDialogProps = { booking: TBooking; timeZone: string; open: boolean; onOpenChange: (open: boolean) => void };

// Cancelling always goes through a confirmation (docs/product/booking-lifecycle.md#cancelling) that
// says it cannot be undone; it also says what happens to the money under the
// booking's cancellation policy.
export function CancelBookingDialog({ booking, timeZone, open, onOpenChange }: CancelBookingDialogProps) {
  const cancel = useCancelBooking();
  const t = useT(clientDashboardEn);
  const formats = clientFormats(useLocale());
  const start = new Date(booking.startTime);

  // The promise, not mutate's callbacks: a live update can refetch the list and
  // unmount this card (and the dialog) before the answer arrives, and React Query
  // drops the callbacks of an unmounted caller, with them the toast.
  const confirm = () => {
    cancel.mutateAsync(booking.id).then(
      () => {
        toast({ title: t('client-dashboard.cancel.done'), description: t('client-dashboard.cancel.doneText') });
        onOpenChange(false);
      },
      (error: unknown) => {
        toast({
          title: t('client-dashboard.cancel.error'),
          description: t('client-dashboard.cancel.failed', { reason: errorText(error) }),
          variant: 'destructive',
        });
        onOpenChange(false);
      },
    );
  };

  return (
    <ConfirmAlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!cancel.isPending) onOpenChange(next);
      }}
      title={t('client-dashboard.cancel.title')}
      description={
        <>
          <p>
            {t('client-dashboard.cancel.text', {
              name: booking.coachName,
              date: formats.longDate(start, timeZone),
              time: formats.time(start, timeZone),
            })}
          </p>
          {/* Worked out when the dialog opens, with the rule the server applies on confirm. */}
          {open ? <CancelRefundText booking={booking} timeZone={timeZone} now={new Date()} /> : null}
        </>
      }
      cancelLabel={t('client-dashboard.cancel.keep')}
      actionLabel={t('client-dashboard.cancel.confirm')}
      pending={cancel.isPending}
      pendingLabel={t('client-dashboard.cancelling')}
      destructive
      onConfirm={confirm}
    />
  );
}
