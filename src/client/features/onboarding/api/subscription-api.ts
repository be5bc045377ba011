import type { TCreateSubscriptionResponse } from '@shared/schemas/coach-profile';
import { apiJson } from '@/lib/api-client';

export type SubscriptionActivated = { success: true; planType: 'pro' };

export function createSubscription(): Promise<TCreateSubscriptionResponse> {
  return apiJson<TCreateSubscriptionResponse>('POST', '/api/coach/create-subscription', {});
}

// Developer skip: only accepted while the payment gateway is in test mode.
export function activateTestMode(): Promise<SubscriptionActivated> {
  return apiJson<SubscriptionActivated>('POST', '/api/coach/create-subscription', { testMode: true });
}

export type TestCard = { number: string; expiry: string; cvc: string };

export function confirmSubscription(clientSecret: string, card?: TestCard): Promise<SubscriptionActivated> {
  return apiJson<SubscriptionActivated>('POST', '/api/coach/confirm-subscription', card ? { clientSecret, card } : { clientSecret });
}
