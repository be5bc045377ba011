import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BarChart3, CheckCircle2, Clock, ListChecks, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { COACH_ME_QUERY_KEY, getCoachMe, invalidateCoachQueries } from '../../api/coach-profile-api';
import { useOnboarding } from '../../state/onboarding-context';
import { OnboardingShell } from '../shared/onboarding-shell';
import { onboardingEn } from '@/i18n/catalogs/onboarding.en';
import { useT } from '@/lib/i18n/i18n-context';

// After onboarding the dashboard opens after 0.1 s (docs/product/coach-onboarding.md#success).
export const DASHBOARD_REDIRECT_DELAY_MS = 100;

const INFO_CARDS = [
  {
    icon: ListChecks,
    title: 'onboarding.nextSteps',
    text: 'onboarding.nextStepsText',
  },
  { icon: Users, title: 'onboarding.findClients', text: 'onboarding.findClientsText' },
  { icon: BarChart3, title: 'onboarding.trackProgress', text: 'onboarding.trackProgressText' },
] as const;

export function SuccessStep() {
  const { plan, clearDrafts, reset } = useOnboarding();
  const t = useT(onboardingEn);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  // The plan chosen on the way here; the server's word wins once it arrives.
  const [chosenPlan] = useState(plan);
  const profile = useQuery({ queryKey: [...COACH_ME_QUERY_KEY, 'onboarding-success'], queryFn: getCoachMe });
  const isPro = (profile.data?.planType ?? chosenPlan) === 'pro';

  useEffect(() => {
    clearDrafts();
    return reset;
  }, [clearDrafts, reset]);

  function goToDashboard() {
    void invalidateCoachQueries(queryClient);
    setTimeout(() => navigate('/coach-dashboard'), DASHBOARD_REDIRECT_DELAY_MS);
  }

  return (
    <OnboardingShell title={t('onboarding.congrats')} description={t('onboarding.profileReady')} width="narrow">
      <div className="grid gap-6">
        <Card className="flex flex-col items-center gap-3 p-6 text-center">
          <CheckCircle2 aria-hidden="true" className="size-12 text-emerald-600" />
          <h2 className="text-xl font-semibold">{isPro ? t('onboarding.proActive') : t('onboarding.onFree')}</h2>
          <p className="text-sm text-muted-foreground">{isPro ? t('onboarding.proActiveText') : t('onboarding.freeText')}</p>
        </Card>
        {/* docs/product/vetting.md: every new profile waits for an admin. */}
        {profile.data?.listingStatus !== 'approved' && (
          <aside
            aria-label={t('onboarding.reviewLabel')}
            className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
          >
            <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
            <div>
              <h2 className="font-semibold">{t('onboarding.underReview')}</h2>
              <p className="mt-1 text-amber-900">{t('onboarding.underReviewText')}</p>
            </div>
          </aside>
        )}
        <div className="grid gap-4 sm:grid-cols-3">
          {INFO_CARDS.map(({ icon: Icon, title, text }) => (
            <Card key={title} className="p-5">
              <Icon aria-hidden="true" className="size-6 text-primary" />
              <h3 className="mt-3 font-semibold">{t(title)}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{t(text)}</p>
            </Card>
          ))}
        </div>
        <Button size="lg" className="justify-self-center" onClick={goToDashboard}>
          {t('onboarding.goToDashboard')}
        </Button>
      </div>
    </OnboardingShell>
  );
}
