import { useQuery } from '@tanstack/react-query';
import type { TCoachPayouts } from '@shared/schemas/earnings';
import type { TCoachPayoutFailures } from '@shared/schemas/ledger';
import { apiJson } from '@/lib/api-client';

export const COACH_PAYOUTS_URL = '/api/coach/earnings/payouts';

const withYear = (path: string, year: number | undefined) => (year === undefined ? path : `${path}?year=${year}`);

// Without a year the server picks the current one in the coach's time zone.
export function useCoachPayouts(year: number | undefined) {
  return useQuery({
    queryKey: [withYear(COACH_PAYOUTS_URL, year)],
    queryFn: () => apiJson<TCoachPayouts>('GET', withYear(COACH_PAYOUTS_URL, year)),
  });
}

// A plain link: the browser downloads the file with the session cookie.
export const earningsCsvHref = (year: number) => withYear('/api/coach/earnings/export.csv', year);

// Payouts Stripe could not make to the coach's bank (payout.failed), newest first.
export function useCoachPayoutFailures() {
  const url = '/api/coach/payout-failures';
  return useQuery({ queryKey: [url], queryFn: () => apiJson<TCoachPayoutFailures>('GET', url) });
}
