import { Card } from '@/components/ui/card';
import { onboardingEn } from '@/i18n/catalogs/onboarding.en';
import { bookingFormats } from '@/lib/bookings/booking-formats';
import { useLocale, useT } from '@/lib/i18n/i18n-context';

const PRO_MONTHLY = 29;

// $29.00 struck through, FREE, total today $0.00 (docs/product/coach-onboarding.md#payment).
export function PlanSummary() {
  const t = useT(onboardingEn);
  const price = bookingFormats(useLocale()).price;
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold">{t('onboarding.planSummary')}</h2>
      <dl className="mt-4 grid gap-3 text-sm">
        <div className="flex items-center justify-between gap-4">
          <dt>{t('onboarding.proMonthly')}</dt>
          <dd className="flex items-center gap-2">
            <span className="text-muted-foreground line-through" aria-label={t('onboarding.regularPrice', { price: price(PRO_MONTHLY) })}>
              {price(PRO_MONTHLY)}
            </span>
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">{t('onboarding.free')}</span>
          </dd>
        </div>
        <div className="flex items-center justify-between gap-4 text-muted-foreground">
          <dt>{t('onboarding.betaDiscount')}</dt>
          <dd>{t('onboarding.minus', { price: price(PRO_MONTHLY) })}</dd>
        </div>
        <div className="flex items-center justify-between gap-4 border-t border-border pt-3 text-base font-semibold">
          <dt>{t('onboarding.totalToday')}</dt>
          <dd>{price(0)}</dd>
        </div>
      </dl>
      <p className="mt-4 text-xs text-muted-foreground">{t('onboarding.summaryNote')}</p>
    </Card>
  );
}
