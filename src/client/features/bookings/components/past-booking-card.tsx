import { CheckCircle2, Star, XCircle } from 'lucide-react';
import { Link } from 'wouter';
import type { TBooking } from '@shared/schemas/bookings';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/booking-badge';
import { RefundBadge } from '@/components/refund-badge';
import { BookingCardDetails } from '@/components/booking-card-details';
import { NoShowPanel } from '@/components/no-show/no-show-panel';
import { ClientBookingCard } from './client-booking-card';
import { ClientBookingFooter } from './client-booking-footer';
import { clientDashboardEn } from '@/i18n/catalogs/client-dashboard.en';
import { useT } from '@/lib/i18n/i18n-context';

function PastAction({ booking }: { booking: TBooking }) {
  const t = useT(clientDashboardEn);
  if (booking.status === 'cancelled') {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <XCircle aria-hidden="true" className="size-4" />
        {t('client-dashboard.sessionCancelled')}
        <RefundBadge booking={booking} />
      </p>
    );
  }
  if (booking.reviewed) {
    return (
      <p className="flex items-center gap-2 text-sm text-teal">
        <CheckCircle2 aria-hidden="true" className="size-4" />
        {t('client-dashboard.reviewSubmitted')}
      </p>
    );
  }
  return (
    <Button asChild size="sm" variant="outline">
      <Link href={`/review/${booking.id}`}>
        <Star aria-hidden="true" />
        {t('client-dashboard.leaveReview')}
      </Link>
    </Button>
  );
}

export function PastBookingCard({ booking, timeZone }: { booking: TBooking; timeZone: string }) {
  return (
    <ClientBookingCard booking={booking} testId="past-booking">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="text-lg font-semibold">{booking.coachName}</h3>
        <StatusBadge status={booking.status} />
      </div>
      <BookingCardDetails booking={booking} timeZone={timeZone} showVenue={false} />
      <NoShowPanel booking={booking} viewer="client" timeZone={timeZone} />
      <ClientBookingFooter booking={booking}>
        <PastAction booking={booking} />
      </ClientBookingFooter>
    </ClientBookingCard>
  );
}
