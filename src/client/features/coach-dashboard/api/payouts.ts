import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPayoutAccount } from '@shared/schemas/payouts';
import { apiJson } from '@/lib/api-client';

export const PAYOUTS_QUERY_KEY = ['/api/coach/payouts'] as const;

export function usePayoutAccount(enabled: boolean) {
  return useQuery({ queryKey: PAYOUTS_QUERY_KEY, queryFn: () => apiJson<TPayoutAccount>('GET', '/api/coach/payouts'), enabled });
}

// A fresh one-time link to the onboarding (Stripe's, or test mode's stand-in).
export function createOnboardingLink(): Promise<{ url: string }> {
  return apiJson<{ url: string }>('POST', '/api/coach/payouts/onboarding-link');
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
    mutationFn: () => apiJson<TPayoutAccount>('POST', '/api/coach/payouts/refresh'),
    onSuccess: (account) => queryClient.setQueryData(PAYOUTS_QUERY_KEY, account),
  });
}

export type TestOnboardingOutcome = 'complete' | 'pending' | 'missing';

export function useTestOnboardingLink(token: string) {
  return useQuery({
    queryKey: ['/api/payouts/test-onboarding', token],
    queryFn: () => apiJson<{ accountId: string; returnUrl: string }>('GET', `/api/payouts/test-onboarding/${encodeURIComponent(token)}`),
    retry: false,
  });
}

export function useChooseTestOutcome(token: string) {
  return useMutation({
    mutationKey: ['test-onboarding', token],
    mutationFn: (outcome: TestOnboardingOutcome) =>
      apiJson<{ returnUrl: string }>('POST', `/api/payouts/test-onboarding/${encodeURIComponent(token)}`, { outcome }),
    onSuccess: ({ returnUrl }) => window.location.assign(returnUrl),
  });
}
