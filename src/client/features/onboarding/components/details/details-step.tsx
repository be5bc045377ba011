import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { stepPath } from '../../lib/onboarding-steps';
import { useOnboarding } from '../../state/onboarding-context';
import { OnboardingShell } from '../shared/onboarding-shell';
import { DetailsForm } from './details-form';
import { ProPlanSidebar } from './pro-plan-sidebar';

export function DetailsStep() {
  const { plan } = useOnboarding();
  return (
    <OnboardingShell
      title="Create Your Mindfulness Coach Profile"
      description="Tell clients about your practice, your rates and when you are available."
      before={
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link href={stepPath('plan', plan)}>
            <ArrowLeft aria-hidden="true" />
            Back to Plan Selection
          </Link>
        </Button>
      }
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <DetailsForm />
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <ProPlanSidebar plan={plan} />
        </aside>
      </div>
    </OnboardingShell>
  );
}
