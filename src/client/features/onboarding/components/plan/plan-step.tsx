import { useLocation } from 'wouter';
import { useAuth } from '@/lib/session/auth-context';
import { stepPath, type CoachPlan } from '../../lib/onboarding-steps';
import { FREE_FEATURES, PRO_FEATURES } from '../../lib/plan-features';
import { useOnboarding } from '../../state/onboarding-context';
import { OnboardingShell } from '../shared/onboarding-shell';
import { PlanCard } from './plan-card';

export function PlanStep() {
  const { user } = useAuth();
  const { selectPlan } = useOnboarding();
  const [, navigate] = useLocation();
  const isCoach = user?.role === 'coach';

  function choose(plan: CoachPlan) {
    selectPlan(plan);
    navigate(user ? stepPath('details', plan) : '/coach-onboarding/register');
  }

  return (
    <OnboardingShell
      title={isCoach ? 'Complete Your Mindfulness Coach Profile' : 'Become a Mindfulness Coach'}
      description="Choose the plan that fits your practice. You can start free and upgrade at any time."
    >
      <div className="mx-auto grid max-w-4xl gap-8 md:grid-cols-2">
        <PlanCard
          name="Free Plan"
          price={
            <p>
              <span className="text-4xl font-bold">$0</span>
              <span className="text-muted-foreground"> /month</span>
            </p>
          }
          summary="Everything you need to welcome your first clients."
          features={FREE_FEATURES}
          cta="Start with Free"
          onChoose={() => choose('free')}
        />
        <PlanCard
          name="Pro Plan"
          badge="Free During Beta"
          highlighted
          price={
            <p>
              <span className="text-4xl font-bold">$0</span>
              <span className="text-muted-foreground"> /month during beta</span>
              <span className="ml-2 text-sm text-muted-foreground line-through">$29/month</span>
            </p>
          }
          summary="Grow your practice with branding, calendar sync and priority listing."
          features={PRO_FEATURES}
          cta="Choose Pro"
          onChoose={() => choose('pro')}
        />
      </div>
    </OnboardingShell>
  );
}
