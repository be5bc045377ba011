import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import { apiUrl, callApi } from '@/lib/api-client';

export const PAYOUTS_QUERY_KEY = [apiUrl(api.getPayoutAccount)] as const;

export function usePayoutAccount(enabled: boolean) {
  return useQuery({ queryKey: PAYOUTS_QUERY_KEY, queryFn: () => callApi(api.getPayoutAccount), enabled });
}

// A fresh one-time link to the onboarding (Stripe's, or test mode's stand-in).
export function createOnboardingLink(): Promise<{ url: string }> {
  return callApi(api.createPayoutOnboardingLink);
}

// Opens the onboarding in this tab; Stripe sends the coach back to /coach/payouts/return.
export function useStartPayoutSetup() {
  return useMutation({
    mutationKey: ['payout-setup'],
    mutationFn: createOnboardingLink,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

// Asks the server to read the state back from the provider (the browser never says what it is).
export function useRefreshPayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['payout-refresh'],
    mutationFn: () => callApi(api.refreshPayoutAccount),
    onSuccess: (account) => queryClient.setQueryData(PAYOUTS_QUERY_KEY, account),
  });
}

export type TestOnboardingOutcome = 'complete' | 'pending' | 'missing';

export function useTestOnboardingLink(token: string) {
  return useQuery({
    queryKey: [apiUrl(api.getTestOnboardingLink, { params: { token } })],
    queryFn: () => callApi(api.getTestOnboardingLink, { params: { token } }),
    retry: false,
  });
}

export function useChooseTestOutcome(token: string) {
  return useMutation({
    mutationKey: ['test-onboarding', token],
    mutationFn: (outcome: TestOnboardingOutcome) => callApi(api.completeTestOnboarding, { params: { token }, body: { outcome } }),
    onSuccess: ({ returnUrl }) => window.location.assign(returnUrl),
  });
}
