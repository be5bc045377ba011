import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { isUpcomingStatus } from '@shared/domain/booking-status';
import { formatDollars } from '@shared/domain/money';
import { Button } from '@/components/ui/button';
import { ConfirmAlertDialog } from '@/components/ui/confirm-alert-dialog';
import { useToast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { usePageMeta } from '@/lib/use-page-meta';
import { useAdminBooking } from '../api/get-admin-booking';
import { useCancelAdminBooking } from '../api/cancel-admin-booking';
import { PaymentLedger, StatusHistory } from '../components/booking-payments';
import { DetailCard, DetailFrame, Facts } from '../components/detail-frame';
import { ErrorBlock, LoadingBlock } from '../components/query-state';
import { BookingStatusBadge, PaymentBadge } from '../components/status-badges';
import { browserTimeZone } from '@/lib/time-zones';
import { formatDateTime } from '../lib/format';
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
  const { id = '' } = useParams<{ id: string }>();
  const { data, isPending, error, refetch } = useAdminBooking(id);
  const cancel = useCancelAdminBooking();
  const [confirming, setConfirming] = useState(false);
  const { toast } = useToast();
  usePageMeta(`Booking ${id ? `#${id} ` : ''}· Admin`);

  const booking = data?.booking;
  const onConfirm = () => {
    if (!booking) return;
    cancel.mutate(booking.id, {
      onSuccess: (updated) => {
        setConfirming(false);
        toast({
          title: 'Booking cancelled',
          description:
            updated.booking.paymentStatus === 'refunded'
              ? 'The booking has been cancelled and refunded in full.'
              : 'The booking has been cancelled.',
        });
      },
      onError: (failure) => {
        setConfirming(false);
        toast({ title: 'Update failed', description: errorText(failure), variant: 'destructive' });
      },
    });
  };

  return (
    <DetailFrame backHref={sectionHref('bookings')} backLabel="Back to bookings">
      {isPending ? <LoadingBlock label="Loading the booking" /> : null}
      {error ? (
        <>
          <h1 className="font-serif text-3xl font-semibold">Booking Details</h1>
          <ErrorBlock
            title={error instanceof ApiError && error.status === 404 ? 'Booking not found' : 'Could not load this booking'}
            error={error}
            onRetry={error instanceof ApiError && error.status === 404 ? undefined : () => void refetch()}
          />
        </>
      ) : null}
      {data && booking ? (
        <>
          <div className="flex flex-wrap items-center gap-4">
            <div className="min-w-0 flex-1">
              <h1 className="font-serif text-3xl font-semibold tracking-tight text-foreground">Booking #{booking.id}</h1>
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <BookingStatusBadge status={booking.status} />
                <PaymentBadge status={booking.paymentStatus} />
              </div>
            </div>
            {isUpcomingStatus(booking.status) ? (
              <Button variant="destructive" onClick={() => setConfirming(true)}>
                Cancel booking
              </Button>
            ) : null}
          </div>
          <DetailCard title="Session">
            <Facts
              items={[
                ['Client', <Party key="client" party={booking.client} />],
                ['Coach', <Party key="coach" party={booking.coach} />],
                ['Starts', formatDateTime(booking.startTime)],
                ['Ends', formatDateTime(booking.endTime)],
                ['Length', `${booking.sessionLength} minutes`],
                ['Time zone', browserTimeZone()],
                ['Booked', formatDateTime(booking.createdAt)],
                [
                  'Meeting link',
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
                    'None yet'
                  ),
                ],
                ['Notes from the client', booking.notes?.trim() ? booking.notes : 'None'],
              ]}
            />
          </DetailCard>
          <DetailCard title="Payment">
            <p className="mb-4 text-sm">
              Total <span className="font-semibold tabular-nums">{formatDollars(booking.totalPrice)}</span> · payment{' '}
              {booking.paymentStatus}
            </p>
            <PaymentLedger payments={data.payments} />
          </DetailCard>
          <DetailCard title="Status history">
            <StatusHistory history={data.history} />
          </DetailCard>
          <ConfirmAlertDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Cancel this booking?"
            description={
              <>
                <p>
                  The session of {booking.client.name} with {booking.coach.name} on {formatDateTime(booking.startTime)} will be cancelled.
                </p>
                <p>A paid booking is refunded to the client in full.</p>
              </>
            }
            cancelLabel="Keep booking"
            actionLabel="Cancel booking"
            pendingLabel="Cancelling…"
            pending={cancel.isPending}
            destructive
            onConfirm={onConfirm}
          />
        </>
      ) : null}
    </DetailFrame>
  );
}
