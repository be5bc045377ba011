import { Crown } from 'lucide-react';
import { Card } from '@/components/ui/card';
import type { CoachPlan } from '../../lib/onboarding-steps';
import { PRO_FEATURES } from '../../lib/plan-features';
import { onboardingEn } from '@/i18n/catalogs/onboarding.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { formatRateIn } from '@/lib/i18n/format-for-locale';
import { MARK } from '@/lib/i18n/message-parts';

// The Pro plan is free during beta, regularly $29/month (docs/product/coach-onboarding.md#details-form).
export function ProPlanSidebar({ plan }: { plan: CoachPlan | null }) {
  const t = useT(onboardingEn);
  const regular = t('onboarding.perMonthPrice', { price: formatRateIn(useLocale(), 29) });
  // Both parts in bold; every language names the beta first.
  const [before = '', between = '', after = ''] = t('onboarding.sidebarPrice', { free: MARK, regular: MARK }).split(MARK);
  return (
    <Card className="border-primary/30 bg-gradient-to-br from-indigo-50 to-card p-6">
      <div className="flex items-center gap-2 text-primary">
        <Crown aria-hidden="true" className="size-5" />
        <h2 className="text-lg font-semibold">{t('onboarding.proPlan')}</h2>
      </div>
      <p className="mt-3 text-sm">
        {before}
        <span className="font-semibold">{t('onboarding.freeDuringBeta')}</span>
        {between}
        <span className="font-semibold">{regular}</span>
        {after}
      </p>
      <p className="mt-2 text-sm text-muted-foreground">
        {plan === 'pro' ? t('onboarding.sidebarChosePro') : t('onboarding.sidebarCanUpgrade')}
      </p>
      <ul className="mt-4 grid gap-2 text-sm">
        {PRO_FEATURES.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className="text-primary">
              •
            </span>
            {t(feature)}
          </li>
        ))}
      </ul>
    </Card>
  );
}
