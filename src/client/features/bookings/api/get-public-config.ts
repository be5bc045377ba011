import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export type PublicConfig = { payments: { provider: 'test' | 'stripe'; publishableKey?: string | null }; beta?: boolean };

export const PUBLIC_CONFIG_QUERY_KEY = ['/api/config/public'] as const;

const TEST_MODE: PublicConfig = { payments: { provider: 'test' } };

// Test mode unless the server explicitly says Stripe with a key: a checkout
// must never show a Stripe form that cannot work.
export async function getPublicConfig(): Promise<PublicConfig> {
  try {
    const config = await apiJson<PublicConfig>('GET', PUBLIC_CONFIG_QUERY_KEY[0]);
    const stripe = config.payments?.provider === 'stripe' && Boolean(config.payments.publishableKey);
    return stripe ? config : { ...config, payments: { provider: 'test' } };
  } catch {
    return TEST_MODE;
  }
}

export function getPublicConfigQueryOptions() {
  return queryOptions({ queryKey: PUBLIC_CONFIG_QUERY_KEY, queryFn: getPublicConfig });
}

export function usePublicConfig() {
  return useQuery(getPublicConfigQueryOptions());
}
