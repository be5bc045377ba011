import { Landmark } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-text';
import { coachDashboardEn } from '@/i18n/catalogs/coach-dashboard.en';
import { useT } from '@/lib/i18n/i18n-context';
import { usePayoutAccount, useStartPayoutSetup } from '../api/payouts';

// While Stripe is on, a coach without payouts enabled is not listed
// (docs/product/payouts.md#who-is-listed): say so at the top of the dashboard,
// where the vetting notice also speaks. Nothing in test mode or once enabled.
export function PayoutsListingNotice() {
  const { data: account } = usePayoutAccount(true);
  const start = useStartPayoutSetup();
  const t = useT(coachDashboardEn);
  if (!account?.requiredForListing || account.state === 'enabled') return null;

  const waiting = account.state === 'pending';
  return (
    <aside
      aria-label={t('coach-dashboard.payoutsListingLabel')}
      className="mb-8 flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-950"
    >
      <Landmark aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold">{t('coach-dashboard.payoutsListingTitle')}</p>
        <p className="mt-1 text-red-900">
          {waiting ? t('coach-dashboard.payoutsListingWaiting') : t('coach-dashboard.payoutsListingSetUp')}
        </p>
        {!waiting && (
          <Button size="sm" variant="outline" className="mt-3 bg-white" disabled={start.isPending} onClick={() => start.mutate()}>
            {start.isPending
              ? t('coach-dashboard.openingStripe')
              : account.started
                ? t('coach-dashboard.continuePayouts')
                : t('coach-dashboard.setUpPayouts')}
          </Button>
        )}
        {start.isError && (
          <p role="alert" className="mt-2 text-red-900">
            {errorMessage(start.error, t('coach-dashboard.tryAgain'))}
          </p>
        )}
      </div>
    </aside>
  );
}
