import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { isUpcomingStatus } from '@shared/domain/booking-status';
import { Button } from '@/components/ui/button';
import { ConfirmAlertDialog } from '@/components/ui/confirm-alert-dialog';
import { useToast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { adminEn } from '@/i18n/catalogs/admin.en';
import { useT } from '@/lib/i18n/i18n-context';
import { usePageMeta } from '@/lib/use-page-meta';
import { useAdminBooking } from '../api/get-admin-booking';
import { useCancelAdminBooking } from '../api/cancel-admin-booking';
import { PaymentLedger, StatusHistory } from '../components/booking-payments';
import { DetailCard, DetailFrame, Facts } from '../components/detail-frame';
import { ErrorBlock, LoadingBlock } from '../components/query-state';
import { BookingStatusBadge, PaymentBadge } from '../components/status-badges';
import { browserTimeZone } from '@/lib/time-zones';
import { useAdminFormats } from '../lib/format';
import { sectionHref } from '../lib/sections';
import { errorText } from '@/lib/error-text';

function Party({ party }: { party: { userId: number; name: string; email: string } }) {
  return (
    <>
      <Link href={`/admin/users/${party.userId}`} className="font-medium text-primary underline-offset-4 hover:underline">
        {party.name}
      </Link>
      <span className="block break-all text-muted-foreground">{party.email}</span>
    </>
  );
}

export function AdminBookingPage() {
  const t = useT(adminEn);
  const { dateTime, dollars } = useAdminFormats();
  const { id = '' } = useParams<{ id: string }>();
  const { data, isPending, error, refetch } = useAdminBooking(id);
  const cancel = useCancelAdminBooking();
  const [confirming, setConfirming] = useState(false);
  const { toast } = useToast();
  usePageMeta(id ? t('admin.bookingPage.title', { id }) : t('admin.bookingPage.titleLoading'));

  const booking = data?.booking;
  const onConfirm = () => {
    if (!booking) return;
    cancel.mutate(booking.id, {
      onSuccess: (updated) => {
        setConfirming(false);
        toast({
          title: t('admin.bookingPage.cancelled'),
          description:
            updated.booking.paymentStatus === 'refunded' ? t('admin.bookingPage.cancelledRefunded') : t('admin.bookingPage.cancelledText'),
        });
      },
      onError: (failure) => {
        setConfirming(false);
        toast({ title: t('admin.updateFailed'), description: errorText(failure), variant: 'destructive' });
      },
    });
  };

  return (
    <DetailFrame backHref={sectionHref('bookings')} backLabel={t('admin.bookingPage.back')}>
      {isPending ? <LoadingBlock label={t('admin.bookingPage.loading')} /> : null}
      {error ? (
        <>
          <h1 className="font-serif text-3xl font-semibold">{t('admin.bookingPage.heading')}</h1>
          <ErrorBlock
            title={error instanceof ApiError && error.status === 404 ? t('admin.bookingPage.notFound') : t('admin.bookingPage.error')}
            error={error}
            onRetry={error instanceof ApiError && error.status === 404 ? undefined : () => void refetch()}
          />
        </>
      ) : null}
      {data && booking ? (
        <>
          <div className="flex flex-wrap items-center gap-4">
            <div className="min-w-0 flex-1">
              <h1 className="font-serif text-3xl font-semibold tracking-tight text-foreground">
                {t('admin.bookingPage.number', { id: String(booking.id) })}
              </h1>
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <BookingStatusBadge status={booking.status} />
                <PaymentBadge status={booking.paymentStatus} />
              </div>
            </div>
            {isUpcomingStatus(booking.status) ? (
              <Button variant="destructive" onClick={() => setConfirming(true)}>
                {t('admin.bookingPage.cancel')}
              </Button>
            ) : null}
          </div>
          <DetailCard title={t('admin.bookingPage.session')}>
            <Facts
              items={[
                [t('admin.col.client'), <Party key="client" party={booking.client} />],
                [t('admin.col.coach'), <Party key="coach" party={booking.coach} />],
                [t('admin.bookingPage.starts'), dateTime(booking.startTime)],
                [t('admin.bookingPage.ends'), dateTime(booking.endTime)],
                [t('admin.bookingPage.length'), t('admin.bookingPage.minutes', { minutes: booking.sessionLength })],
                [t('admin.user.timeZone'), browserTimeZone()],
                [t('admin.bookingPage.booked'), dateTime(booking.createdAt)],
                [
                  t('admin.bookingPage.meetingLink'),
                  booking.meetingUrl ? (
                    <a
                      className="break-all text-primary underline-offset-4 hover:underline"
                      href={booking.meetingUrl}
                      target="_blank"
                      rel="noreferrer"
                    >
                      {booking.meetingUrl}
                    </a>
                  ) : (
                    t('admin.bookingPage.noneYet')
                  ),
                ],
                [t('admin.bookingPage.notes'), booking.notes?.trim() ? booking.notes : t('admin.none')],
              ]}
            />
          </DetailCard>
          <DetailCard title={t('admin.bookingPage.payment')}>
            <p className="mb-4 text-sm">
              {t('admin.bookingPage.total')} <span className="font-semibold tabular-nums">{dollars(booking.totalPrice)}</span>{' '}
              {t('admin.bookingPage.paymentState', { status: booking.paymentStatus })}
            </p>
            <PaymentLedger payments={data.payments} />
          </DetailCard>
          <DetailCard title={t('admin.bookingPage.history')}>
            <StatusHistory history={data.history} />
          </DetailCard>
          <ConfirmAlertDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('admin.bookingPage.confirmTitle')}
            description={
              <>
                <p>
                  {t('admin.bookingPage.confirmText', {
                    client: booking.client.name,
                    coach: booking.coach.name,
                    date: dateTime(booking.startTime),
                  })}
                </p>
                <p>{t('admin.bookingPage.confirmRefund')}</p>
              </>
            }
            cancelLabel={t('admin.bookingPage.keep')}
            actionLabel={t('admin.bookingPage.cancel')}
            pendingLabel={t('admin.bookingPage.cancelling')}
            pending={cancel.isPending}
            destructive
            onConfirm={onConfirm}
          />
        </>
      ) : null}
    </DetailFrame>
  );
}
