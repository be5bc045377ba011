import * as api from '@shared/api/api-routes.generated';
import type { TTestCard } from '@shared/schemas/bookings';
import type { TCreateSubscriptionResponse, TSubscriptionActivated } from '@shared/schemas/coach-profile';
import { callApi } from '@/lib/api-client';

export function createSubscription(): Promise<TCreateSubscriptionResponse> {
  return callApi(api.createProSubscription, { body: {} });
}

// Developer skip: only accepted while the payment gateway is in test mode.
export function activateTestMode(): Promise<TCreateSubscriptionResponse> {
  return callApi(api.createProSubscription, { body: { testMode: true } });
}

export function confirmSubscription(clientSecret: string, card?: TTestCard): Promise<TSubscriptionActivated> {
  return callApi(api.confirmProSubscription, { body: card ? { clientSecret, card } : { clientSecret } });
}
