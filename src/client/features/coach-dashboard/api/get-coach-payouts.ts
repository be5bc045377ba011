import { useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import { apiUrl, callApi } from '@/lib/api-client';

// Without a year the server picks the current one in the coach's time zone.
export function useCoachPayouts(year: number | undefined) {
  return useQuery({
    queryKey: [apiUrl(api.listEarningsPayouts, { query: { year } })],
    queryFn: () => callApi(api.listEarningsPayouts, { query: { year } }),
  });
}

// A plain link: the browser downloads the file with the session cookie.
export const earningsCsvHref = (year: number) => apiUrl(api.exportEarningsCsv, { query: { year } });

// Payouts Stripe could not make to the coach's bank (payout.failed), newest first.
export function useCoachPayoutFailures() {
  return useQuery({ queryKey: [apiUrl(api.listCoachPayoutFailures)], queryFn: () => callApi(api.listCoachPayoutFailures) });
}
