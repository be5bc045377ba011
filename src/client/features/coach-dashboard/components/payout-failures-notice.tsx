// Shown above the payout stages only when Stripe failed to pay out to the
// coach's bank: the money is back in their Stripe balance until they fix it.
import { useCoachPayoutFailures } from '../api/get-coach-payouts';
import { coachMoneyEn } from '@/i18n/catalogs/coach-money.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { coachFormats } from '../lib/coach-formats';
import { payoutFailureText } from './payout-failure-text';

export function PayoutFailuresNotice({ timeZone }: { timeZone: string }) {
  const { data } = useCoachPayoutFailures();
  const failures = data?.payoutFailures ?? [];
  const t = useT(coachMoneyEn);
  const formats = coachFormats(useLocale());
  if (failures.length === 0) return null;
  return (
    <section
      aria-labelledby="payout-failures-heading"
      className="rounded-xl border border-destructive/40 bg-red-50 p-4 text-sm text-red-900 sm:p-5"
      data-testid="payout-failures"
    >
      <h3 id="payout-failures-heading" className="font-semibold text-destructive">
        {t('coach-money.failuresTitle', { count: failures.length })}
      </h3>
      <ul className="mt-2 grid gap-1">
        {failures.map((f) => (
          <li key={f.id} className="[overflow-wrap:anywhere]">
            {payoutFailureText(f, timeZone, t, formats)}
          </li>
        ))}
      </ul>
    </section>
  );
}
