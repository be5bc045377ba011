import { Redirect } from 'wouter';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/session/auth-context';
import { DetailsStep } from '../components/details/details-step';
import { PaymentStep } from '../components/payment/payment-step';
import { PlanStep } from '../components/plan/plan-step';
import { ProSetupStep } from '../components/pro/pro-setup-step';
import { SuccessStep } from '../components/success/success-step';
import { authRedirectFor, stepPath } from '../lib/onboarding-steps';
import { OnboardingProvider } from '../state/onboarding-provider';
import { useOnboarding } from '../state/onboarding-context';
import { SignedInCatalog } from '@/lib/i18n/signed-in-catalog';

// The steps' texts are in the signed-in chunk (docs/decisions/0078-signed-in-catalogs.md),
// loaded here, since the onboarding addresses sit with the public routes.
export function CoachOnboardingPage() {
  return (
    <SignedInCatalog>
      <OnboardingProvider>
        <OnboardingStepRouter />
      </OnboardingProvider>
    </SignedInCatalog>
  );
}

// docs/product/coach-onboarding.md#who-may-open-which-step: plan is public but sends signed-in non-coaches
// home; every other step is for coaches, and visitors sign in and come back to
// the details step (with the chosen plan).
function OnboardingStepRouter() {
  const { user, isLoading } = useAuth();
  const { step, plan } = useOnboarding();
  if (isLoading) return <PageSpinner />;
  if (step === null) return <Redirect to={stepPath('plan', plan)} replace />;
  if (step === 'plan') {
    if (user && user.role !== 'coach') return <Redirect to="/" replace />;
    return <PlanStep />;
  }
  if (!user) return <Redirect to={authRedirectFor(plan)} replace />;
  if (user.role !== 'coach') return <Redirect to="/" replace />;
  switch (step) {
    case 'details':
      return <DetailsStep />;
    case 'pro':
      return plan === 'pro' ? <ProSetupStep /> : <DetailsStep />;
    case 'payment':
      return plan === 'pro' ? <PaymentStep /> : <SuccessStep />;
    case 'success':
      return <SuccessStep />;
  }
}
