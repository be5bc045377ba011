// docs/product/coach-onboarding.md#steps: the step comes from the path and ?plan=
// chooses the plan. Pure, so the rules are unit-tested.
export const ONBOARDING_STEPS = ['plan', 'details', 'pro', 'payment', 'success'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
export type CoachPlan = 'free' | 'pro';

export const ONBOARDING_BASE = '/coach-onboarding';

export function stepPath(step: OnboardingStep, plan?: CoachPlan | null): string {
  return `${ONBOARDING_BASE}/${step}${plan ? `?plan=${plan}` : ''}`;
}

// '/coach-onboarding' is the plan step; an unknown step is null (redirect to plan).
export function stepFromPath(pathname: string): OnboardingStep | null {
  const rest = pathname.replace(/\/+$/, '').slice(ONBOARDING_BASE.length).replace(/^\//, '');
  if (rest === '') return 'plan';
  return (ONBOARDING_STEPS as readonly string[]).includes(rest) ? (rest as OnboardingStep) : null;
}

export function parsePlan(value: string | null | undefined): CoachPlan | null {
  return value === 'free' || value === 'pro' ? value : null;
}

// A visitor on any step but plan signs in and comes back to the details step.
export function authRedirectFor(plan: CoachPlan | null): string {
  return `/auth?returnTo=${encodeURIComponent(stepPath('details', plan))}`;
}

// Free goes from details straight to success (docs/product/coach-onboarding.md#steps).
export function stepAfterDetails(plan: CoachPlan | null): OnboardingStep {
  return plan === 'pro' ? 'pro' : 'success';
}
