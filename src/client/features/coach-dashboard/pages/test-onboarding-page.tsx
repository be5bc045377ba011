import { AlertTriangle, CheckCircle2, Clock, FlaskConical } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-text';
import { usePageMeta } from '@/lib/use-page-meta';
import { useChooseTestOutcome, useTestOnboardingLink, type TestOnboardingOutcome } from '../api/payouts';

const CHOICES: Array<{ outcome: TestOnboardingOutcome; label: string; result: string; icon: typeof Clock }> = [
  { outcome: 'complete', label: 'Complete verification', result: 'Payouts are enabled.', icon: CheckCircle2 },
  { outcome: 'pending', label: 'Submit for verification', result: 'Stripe is still checking your details.', icon: Clock },
  {
    outcome: 'missing',
    label: 'Leave details missing',
    result: 'Payouts stay paused until a bank account and date of birth are given.',
    icon: AlertTriangle,
  },
];

// Test mode only (no Stripe keys): stands in for Stripe's hosted onboarding.
// Each choice leaves the simulated account in one of Stripe's states, then
// sends the coach back to the return address, as Stripe would.
export function TestOnboardingPage() {
  usePageMeta('Payout set-up (test mode)');
  const { token = '' } = useParams<{ token: string }>();
  const link = useTestOnboardingLink(token);
  const choose = useChooseTestOutcome(token);

  if (link.isLoading) return <PageSpinner />;
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-10 sm:py-14">
      <p className="mb-4 flex items-start gap-2 rounded-lg border-2 border-dashed border-amber-400 bg-amber-50 p-3 text-sm font-medium text-amber-950">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Test mode: this page stands in for Stripe&apos;s payout set-up. No real account is created and no details are asked for.
      </p>
      <h1 className="font-serif text-3xl font-semibold tracking-tight">Set up payouts</h1>
      {link.isError ? (
        <div className="mt-4 grid gap-4">
          <p role="alert" className="text-muted-foreground">
            {errorMessage(link.error, 'This set-up link does not work any more.')}
          </p>
          <Button asChild className="justify-self-start">
            <Link href="/dashboard/coach">Back to your dashboard</Link>
          </Button>
        </div>
      ) : (
        <>
          <p className="mt-2 text-muted-foreground">Choose how Stripe&apos;s verification should end for this test account.</p>
          <div className="mt-6 grid gap-3">
            {CHOICES.map(({ outcome, label, result, icon: Icon }) => (
              <Card key={outcome} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                <p className="flex items-start gap-2 text-sm text-muted-foreground">
                  <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {result}
                </p>
                <Button
                  className="shrink-0"
                  variant={outcome === 'complete' ? 'default' : 'outline'}
                  disabled={choose.isPending || choose.isSuccess}
                  onClick={() => choose.mutate(outcome)}
                >
                  {label}
                </Button>
              </Card>
            ))}
          </div>
          {choose.isError && (
            <p role="alert" className="mt-4 text-sm text-destructive">
              {errorMessage(choose.error, 'That did not work. Please try again.')}
            </p>
          )}
        </>
      )}
    </section>
  );
}
