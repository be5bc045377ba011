import { useEffect, useRef } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-text';
import { usePageMeta } from '@/lib/use-page-meta';
import { useRefreshPayoutAccount, useStartPayoutSetup } from '../api/payouts';
import { coachMoneyEn } from '@/i18n/catalogs/coach-money.en';
import { useT } from '@/lib/i18n/i18n-context';

// Where Stripe's onboarding (or test mode's stand-in) sends the coach:
// - return: the server reads the account's state from the provider, then the
//   dashboard shows it. Nothing in this address is taken as the state.
// - refresh: the link expired or was used; a new one is made and opened.
export function PayoutReturnPage() {
  const [location] = useLocation();
  const kind = location.endsWith('/refresh') ? 'refresh' : 'return';
  const t = useT(coachMoneyEn);
  usePageMeta(kind === 'return' ? t('coach-money.payouts') : t('coach-money.openingStripeTitle'));
  const refresh = useRefreshPayoutAccount();
  const restart = useStartPayoutSetup();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (kind === 'return') refresh.mutate();
    else restart.mutate();
  }, [kind, refresh, restart]);

  if (refresh.isSuccess) return <Redirect to="/dashboard/coach" replace />;
  const failed = refresh.error ?? restart.error;
  if (!failed) return <PageSpinner />;
  return (
    <section className="mx-auto grid w-full max-w-lg gap-4 px-4 py-16 text-center">
      <h1 className="font-serif text-2xl font-semibold">{t('coach-money.couldNotReachStripe')}</h1>
      <p role="alert" className="text-muted-foreground">
        {errorMessage(failed, t('coach-money.tryInAMoment'))}
      </p>
      <Button asChild className="justify-self-center">
        <Link href="/dashboard/coach">{t('coach-money.backToYourDashboard')}</Link>
      </Button>
    </section>
  );
}
