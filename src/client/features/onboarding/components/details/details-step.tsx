import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { stepPath } from '../../lib/onboarding-steps';
import { useOnboarding } from '../../state/onboarding-context';
import { OnboardingShell } from '../shared/onboarding-shell';
import { DetailsForm } from './details-form';
import { ProPlanSidebar } from './pro-plan-sidebar';
import { onboardingEn } from '@/i18n/catalogs/onboarding.en';
import { useT } from '@/lib/i18n/i18n-context';

export function DetailsStep() {
  const { plan } = useOnboarding();
  const t = useT(onboardingEn);
  return (
    <OnboardingShell
      title={t('onboarding.detailsTitle')}
      description={t('onboarding.detailsIntro')}
      before={
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link href={stepPath('plan', plan)}>
            <ArrowLeft aria-hidden="true" />
            {t('onboarding.backToPlan')}
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
