import type { TTestCard } from '@shared/schemas/bookings';
import type { TCreateSubscriptionResponse, TSubscriptionActivated } from '@shared/schemas/coach-profile';
import { apiJson } from '@/lib/api-client';

export function createSubscription(): Promise<TCreateSubscriptionResponse> {
  return apiJson<TCreateSubscriptionResponse>('POST', '/api/coach/create-subscription', {});
}

// Developer skip: only accepted while the payment gateway is in test mode.
export function activateTestMode(): Promise<TSubscriptionActivated> {
  return apiJson<TSubscriptionActivated>('POST', '/api/coach/create-subscription', { testMode: true });
}

export function confirmSubscription(clientSecret: string, card?: TTestCard): Promise<TSubscriptionActivated> {
  return apiJson<TSubscriptionActivated>('POST', '/api/coach/confirm-subscription', card ? { clientSecret, card } : { clientSecret });
}
