import { Lock } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { usePublicConfig } from '@/lib/get-public-config';
import { stripePublishableKey } from '@/components/card-form/use-card-entry';
import { stepPath } from '../../lib/onboarding-steps';
import { OnboardingShell } from '../shared/onboarding-shell';
import { PaymentErrorPanel, ProfileMissingPanel } from './payment-status-panels';
import { PlanSummary } from './plan-summary';
import { SubscriptionCardForm } from './subscription-card-form';
import { TestModeSkip } from './test-mode-skip';
import { useSubscriptionSetup } from './use-subscription-setup';
import { onboardingEn } from '@/i18n/catalogs/onboarding.en';
import { useT } from '@/lib/i18n/i18n-context';

// The Pro payment step (docs/product/coach-onboarding.md#payment).
export function PaymentStep() {
  const { state, retry } = useSubscriptionSetup();
  const t = useT(onboardingEn);
  const config = usePublicConfig();
  const [, navigate] = useLocation();
  const stripeKey = stripePublishableKey(config.data);
  const testMode = config.data ? config.data.payments.provider === 'test' : false;

  // Pro is already active: nothing left to pay.
  useEffect(() => {
    if (state.status === 'active') navigate(stepPath('success', 'pro'), { replace: true });
  }, [state.status, navigate]);

  return (
    <OnboardingShell title={t('onboarding.paymentTitle')} description={t('onboarding.paymentIntro')}>
      <div className="mx-auto grid max-w-4xl gap-8 md:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid content-start gap-6">
          {state.status === 'profile-missing' ? <ProfileMissingPanel /> : null}
          {state.status === 'error' ? <PaymentErrorPanel message={state.message} onRetry={retry} /> : null}
          {state.status === 'loading' || state.status === 'active' || config.isLoading ? (
            <Card className="flex items-center justify-center gap-3 p-10 text-sm text-muted-foreground">
              <Spinner className="size-5 text-primary" label={t('onboarding.loadingPaymentForm')} />
              {t('onboarding.settingUp')}
            </Card>
          ) : null}
          {state.status === 'ready' && !config.isLoading ? (
            <Card className="p-6">
              <h2 className="mb-4 flex items-center gap-2 text-lg font-semibold">
                <Lock aria-hidden="true" className="size-4" />
                {t('onboarding.paymentDetails')}
              </h2>
              <SubscriptionCardForm clientSecret={state.clientSecret} stripeKey={stripeKey} />
            </Card>
          ) : null}
          {testMode && state.status !== 'profile-missing' ? <TestModeSkip /> : null}
        </div>
        <aside className="md:self-start">
          <PlanSummary />
        </aside>
      </div>
    </OnboardingShell>
  );
}
