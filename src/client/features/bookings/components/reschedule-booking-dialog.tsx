import { fullRefundUntil } from '@shared/domain/cancellation-policy';
import { MAX_RESCHEDULES } from '@shared/domain/reschedule';
import type { TBooking } from '@shared/schemas/bookings';
import { NewTimeDialog } from '@/components/new-time-dialog';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/error-text';
import { clientDashboardEn } from '@/i18n/catalogs/client-dashboard.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { clientFormats } from '@/lib/bookings/client-formats';
import { useRescheduleBooking } from '../api/reschedule-booking';

type RescheduleDialogProps = { booking: TBooking; timeZone: string; open: boolean; onOpenChange: (open: boolean) => void };

// The client's "Reschedule" (docs/product/reschedule.md): what a move means for the
// booking (no new charge, confirmed again by the coach, moves left), then a new time.
export function RescheduleBookingDialog(props: RescheduleDialogProps) {
  const { booking, timeZone, onOpenChange } = props;
  const reschedule = useRescheduleBooking();
  const t = useT(clientDashboardEn);
  const formats = clientFormats(useLocale());
  const at = (instant: Date) => ({ date: formats.longDate(instant, timeZone), time: formats.time(instant, timeZone) });
  const start = new Date(booking.startTime);
  const movesLeft = MAX_RESCHEDULES - booking.rescheduleCount;
  const until = fullRefundUntil(booking.cancellationPolicy, start);

  const submit = (startTime: string) => {
    reschedule.mutate(
      { bookingId: booking.id, startTime },
      {
        onSuccess: (moved) => {
          toast({
            title: t('client-dashboard.bookingMoved'),
            description: t('client-dashboard.reschedule.movedText', at(new Date(moved.startTime))),
          });
          onOpenChange(false);
        },
        onError: (error) =>
          toast({ title: t('client-dashboard.reschedule.failed'), description: errorText(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <NewTimeDialog
      {...props}
      title={t('client-dashboard.reschedule.title')}
      intro={
        <>
          <p>{t('client-dashboard.reschedule.current', { name: booking.coachName, ...at(start) })}</p>
          <p>
            {movesLeft === 1
              ? t('client-dashboard.reschedule.lastMove')
              : t('client-dashboard.reschedule.maxMoves', { max: MAX_RESCHEDULES })}{' '}
            {t('client-dashboard.reschedule.until', at(until))}
          </p>
        </>
      }
      keepLabel={t('client-dashboard.keepCurrentTime')}
      submitLabel={(time) => (time ? t('client-dashboard.reschedule.moveTo', { time }) : t('client-dashboard.reschedule.move'))}
      pendingLabel={t('client-dashboard.moving')}
      pending={reschedule.isPending}
      onSubmit={submit}
    />
  );
}
