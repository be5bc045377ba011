// The coach's payout account (docs/product/payouts.md): only the signed-in
// coach, for their own account; no route takes an account or coach id.
import { z } from 'zod';
import {
  ZOnboardingLink,
  ZPayoutAccount,
  ZTestOnboardingDone,
  ZTestOnboardingLink,
  ZTestOnboardingRequest,
} from '../../schemas/payouts.js';
import { defineEndpoints } from '../endpoint.js';

const ZTokenParams = z.object({ token: z.string().min(1).max(100) });

export const payoutEndpoints = defineEndpoints('Payouts', {
  getPayoutAccount: {
    method: 'GET',
    path: '/api/coach/payouts',
    summary: "The state of the coach's payout account the dashboard shows.",
    access: ['coach'],
    responses: { 200: ZPayoutAccount },
  },
  createPayoutOnboardingLink: {
    method: 'POST',
    path: '/api/coach/payouts/onboarding-link',
    summary: "A fresh link to (the stand-in for) Stripe's payout onboarding.",
    access: ['coach'],
    responses: { 200: ZOnboardingLink },
  },
  refreshPayoutAccount: {
    method: 'POST',
    path: '/api/coach/payouts/refresh',
    summary: "Reads the payout account's state back from the provider.",
    access: ['coach'],
    responses: { 200: ZPayoutAccount },
  },
  getTestOnboardingLink: {
    method: 'GET',
    path: '/api/payouts/test-onboarding/:token',
    summary: "The test-mode stand-in onboarding page's link, if it is the coach's own.",
    access: ['coach'],
    params: ZTokenParams,
    responses: { 200: ZTestOnboardingLink },
  },
  completeTestOnboarding: {
    method: 'POST',
    path: '/api/payouts/test-onboarding/:token',
    summary: 'Finishes the test-mode stand-in onboarding with the chosen outcome.',
    access: ['coach'],
    params: ZTokenParams,
    body: ZTestOnboardingRequest,
    responses: { 200: ZTestOnboardingDone },
  },
});
