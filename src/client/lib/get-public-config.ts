import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TPublicConfig } from '@shared/schemas/payments';
import { apiUrl, callApi } from './api-client';

// The server's answer, or test mode alone when the answer cannot be read.
export type PublicConfig = Pick<TPublicConfig, 'payments'> & Partial<Omit<TPublicConfig, 'payments'>>;

export const PUBLIC_CONFIG_QUERY_KEY = [apiUrl(api.getPublicConfig)] as const;

const TEST_MODE: PublicConfig = { payments: { provider: 'test', mode: 'test' } };

// Test mode unless the server explicitly says Stripe with a key: a checkout
// must never show a Stripe form that cannot work.
// The server renders with the same answer (src/client/app/routing/server-rendered-routes.ts).
export function publicConfigFrom(config: TPublicConfig): PublicConfig {
  const stripe = config.payments?.provider === 'stripe' && Boolean(config.payments.publishableKey);
  return stripe ? config : { ...config, payments: TEST_MODE.payments };
}

export async function getPublicConfig(): Promise<PublicConfig> {
  try {
    return publicConfigFrom(await callApi(api.getPublicConfig));
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
