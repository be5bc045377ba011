import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import type { TBooking } from '@shared/schemas/bookings';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/session/auth-context';
import { ApiError } from '@/lib/api-client';
import { usePageMeta } from '@/lib/use-page-meta';
import { useBookingCoach } from '../api/get-booking-coach';
import { BookingConfirmation } from '../components/booking-confirmation';
import { CheckoutReview } from '../components/checkout-review';
import { browserTimeZone } from '@/lib/time-zones';
import { errorText } from '@/lib/error-text';
import { checkoutEn } from '@/i18n/catalogs/checkout.en';
import { useT } from '@/lib/i18n/i18n-context';

// Checkout in two phases: review-and-pay, then confirmation (docs/product/checkout-and-fees.md#the-checkout-page).
export function BookingPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { user, isLoading: userLoading } = useAuth();
  const [location, navigate] = useLocation();
  // Not held back until the sign-in check: the coach is public, and asking at
  // once saves a round trip before the checkout can show.
  const coachQuery = useBookingCoach(id);
  const timeZone = useMemo(() => browserTimeZone(), []);
  const [confirmed, setConfirmed] = useState<{ booking: TBooking; paidAt: Date } | null>(null);
  const warned = useRef(false);
  const t = useT(checkoutEn);
  usePageMeta(confirmed ? t('checkout.titleConfirmed') : t('checkout.titleBook'));

  useEffect(() => {
    if (userLoading || user || warned.current) return;
    warned.current = true;
    toast({ title: t('checkout.authTitle'), description: t('checkout.authText'), variant: 'destructive' });
    const returnTo = `${location}${window.location.search}`;
    navigate(`/auth?returnTo=${encodeURIComponent(returnTo)}`, { replace: true });
  }, [userLoading, user, location, navigate, t]);

  if (userLoading || !user || coachQuery.isLoading) return <PageSpinner />;

  if (coachQuery.isError || !coachQuery.data) {
    const notFound = coachQuery.error instanceof ApiError && coachQuery.error.status === 404;
    return (
      <section className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-24 text-center">
        <h1 className="font-serif text-3xl font-semibold tracking-tight">
          {notFound ? t('checkout.coachNotFound') : t('checkout.wentWrong')}
        </h1>
        <p className="mt-4 text-muted-foreground">{notFound ? t('checkout.coachGone') : errorText(coachQuery.error)}</p>
        <Button asChild size="lg" className="mt-8">
          <Link href="/coaches">{t('checkout.browseCoaches')}</Link>
        </Button>
      </section>
    );
  }

  const coach = coachQuery.data;
  // At least a viewport tall: the checkout grows as the open times and payment
  // settings arrive, and the footer must not show up and jump away meanwhile.
  return (
    <section className="mx-auto min-h-[calc(100dvh-4rem)] w-full max-w-6xl px-4 py-10 sm:px-6 md:py-14">
      {confirmed ? (
        <BookingConfirmation coach={coach} booking={confirmed.booking} timeZone={timeZone} paidAt={confirmed.paidAt} />
      ) : (
        <>
          <h1 className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">{t('checkout.heading')}</h1>
          <p className="mt-2 text-muted-foreground">{t('checkout.intro', { name: `${coach.firstName} ${coach.lastName}` })}</p>
          <div className="mt-8">
            <CheckoutReview
              coach={coach}
              user={user}
              timeZone={timeZone}
              onConfirmed={(booking) => {
                setConfirmed({ booking, paidAt: new Date() });
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
            />
          </div>
        </>
      )}
    </section>
  );
}
