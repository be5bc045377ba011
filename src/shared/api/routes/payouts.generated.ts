// Generated from src/shared/api/endpoint-table.ts by `npm run generate:api`: do not edit.
import type { ApiRoute } from '../endpoint.js';
import type { EndpointTable } from '../endpoint-table.js';

export const completeTestOnboarding: ApiRoute<EndpointTable['completeTestOnboarding']> = { method: 'POST', path: '/api/payouts/test-onboarding/:token' };
export const createPayoutOnboardingLink: ApiRoute<EndpointTable['createPayoutOnboardingLink']> = { method: 'POST', path: '/api/coach/payouts/onboarding-link' };
export const getPayoutAccount: ApiRoute<EndpointTable['getPayoutAccount']> = { method: 'GET', path: '/api/coach/payouts' };
export const getTestOnboardingLink: ApiRoute<EndpointTable['getTestOnboardingLink']> = { method: 'GET', path: '/api/payouts/test-onboarding/:token' };
export const refreshPayoutAccount: ApiRoute<EndpointTable['refreshPayoutAccount']> = { method: 'POST', path: '/api/coach/payouts/refresh' };
