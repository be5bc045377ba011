import { useLocation } from 'wouter';
import { useAuth } from '@/lib/session/auth-context';
import { stepPath, type CoachPlan } from '../../lib/onboarding-steps';
import { FREE_FEATURES, PRO_FEATURES } from '../../lib/plan-features';
import { useOnboarding } from '../../state/onboarding-context';
import { OnboardingShell } from '../shared/onboarding-shell';
import { PlanCard } from './plan-card';
import { onboardingEn } from '@/i18n/catalogs/onboarding.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { formatRateIn } from '@/lib/i18n/format-for-locale';

export function PlanStep() {
  const { user } = useAuth();
  const { selectPlan } = useOnboarding();
  const [, navigate] = useLocation();
  const isCoach = user?.role === 'coach';
  const t = useT(onboardingEn);
  const locale = useLocale();
  const zero = formatRateIn(locale, 0);

  function choose(plan: CoachPlan) {
    selectPlan(plan);
    navigate(user ? stepPath('details', plan) : '/coach-onboarding/register');
  }

  return (
    <OnboardingShell title={isCoach ? t('onboarding.completeTitle') : t('onboarding.becomeTitle')} description={t('onboarding.planIntro')}>
      <div className="mx-auto grid max-w-4xl gap-8 md:grid-cols-2">
        <PlanCard
          name={t('onboarding.freePlan')}
          price={
            <p>
              <span className="text-4xl font-bold">{zero}</span>
              <span className="text-muted-foreground">{t('onboarding.perMonth')}</span>
            </p>
          }
          summary={t('onboarding.freeSummary')}
          featuresLabel={t('onboarding.features', { name: t('onboarding.freePlan') })}
          features={FREE_FEATURES.map((key) => t(key))}
          cta={t('onboarding.startFree')}
          onChoose={() => choose('free')}
        />
        <PlanCard
          name={t('onboarding.proPlan')}
          badge={t('onboarding.freeDuringBetaBadge')}
          highlighted
          price={
            <p>
              <span className="text-4xl font-bold">{zero}</span>
              <span className="text-muted-foreground">{t('onboarding.perMonthBeta')}</span>
              <span className="ml-2 text-sm text-muted-foreground line-through">
                {t('onboarding.perMonthPrice', { price: formatRateIn(locale, 29) })}
              </span>
            </p>
          }
          summary={t('onboarding.proSummary')}
          featuresLabel={t('onboarding.features', { name: t('onboarding.proPlan') })}
          features={PRO_FEATURES.map((key) => t(key))}
          cta={t('onboarding.choosePro')}

          onChoose={() => choose('pro')}
        />
      </div>
    </OnboardingShell>
  );
}
