import { AlertTriangle, CheckCircle2, Clock, FlaskConical } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-text';
import { usePageMeta } from '@/lib/use-page-meta';
import { useChooseTestOutcome, useTestOnboardingLink, type TestOnboardingOutcome } from '../api/payouts';
import { coachMoneyEn } from '@/i18n/catalogs/coach-money.en';
import { useT } from '@/lib/i18n/i18n-context';

type MoneyKey = keyof typeof coachMoneyEn;

const CHOICES: Array<{ outcome: TestOnboardingOutcome; label: MoneyKey; result: MoneyKey; icon: typeof Clock }> = [
  { outcome: 'complete', label: 'coach-money.testComplete', result: 'coach-money.testCompleteResult', icon: CheckCircle2 },
  { outcome: 'pending', label: 'coach-money.testSubmit', result: 'coach-money.testSubmitResult', icon: Clock },
  { outcome: 'missing', label: 'coach-money.testMissing', result: 'coach-money.testMissingResult', icon: AlertTriangle },
];

// Test mode only (no Stripe keys): stands in for Stripe's hosted onboarding.
// Each choice leaves the simulated account in one of Stripe's states, then
// sends the coach back to the return address, as Stripe would.
export function TestOnboardingPage() {
  const t = useT(coachMoneyEn);
  usePageMeta(t('coach-money.testTitle'));
  const { token = '' } = useParams<{ token: string }>();
  const link = useTestOnboardingLink(token);
  const choose = useChooseTestOutcome(token);

  if (link.isLoading) return <PageSpinner />;
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-10 sm:py-14">
      <p className="mb-4 flex items-start gap-2 rounded-lg border-2 border-dashed border-amber-400 bg-amber-50 p-3 text-sm font-medium text-amber-950">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('coach-money.testNotice')}
      </p>
      <h1 className="font-serif text-3xl font-semibold tracking-tight">{t('coach-money.setUp')}</h1>
      {link.isError ? (
        <div className="mt-4 grid gap-4">
          <p role="alert" className="text-muted-foreground">
            {errorMessage(link.error, t('coach-money.testLinkGone'))}
          </p>
          <Button asChild className="justify-self-start">
            <Link href="/dashboard/coach">{t('coach-money.backToYourDashboard')}</Link>
          </Button>
        </div>
      ) : (
        <>
          <p className="mt-2 text-muted-foreground">{t('coach-money.testChoose')}</p>
          <div className="mt-6 grid gap-3">
            {CHOICES.map(({ outcome, label, result, icon: Icon }) => (
              <Card key={outcome} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                <p className="flex items-start gap-2 text-sm text-muted-foreground">
                  <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {t(result)}
                </p>
                <Button
                  className="shrink-0"
                  variant={outcome === 'complete' ? 'default' : 'outline'}
                  disabled={choose.isPending || choose.isSuccess}
                  onClick={() => choose.mutate(outcome)}
                >
                  {t(label)}
                </Button>
              </Card>
            ))}
          </div>
          {choose.isError && (
            <p role="alert" className="mt-4 text-sm text-destructive">
              {errorMessage(choose.error, t('coach-money.testOutcomeFailed'))}
            </p>
          )}
        </>
      )}
    </section>
  );
}
