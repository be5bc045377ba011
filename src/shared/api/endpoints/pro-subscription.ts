// The coach's Pro plan subscription.
import {
  ZConfirmSubscriptionRequest,
  ZCreateSubscriptionRequest,
  ZCreateSubscriptionResponse,
  ZSubscriptionActivated,
} from '../../schemas/coach-profile.js';
import { defineEndpoints } from '../endpoint.js';

export const proSubscriptionEndpoints = defineEndpoints('Pro subscription', {
  createProSubscription: {
    method: 'POST',
    path: '/api/coach/create-subscription',
    summary: 'Starts the Pro plan subscription and returns what the card form needs.',
    access: ['coach'],
    body: ZCreateSubscriptionRequest,
    responses: { 200: ZCreateSubscriptionResponse },
  },
  confirmProSubscription: {
    method: 'POST',
    path: '/api/coach/confirm-subscription',
    summary: 'Confirms the started Pro plan subscription with the card.',
    access: ['coach'],
    body: ZConfirmSubscriptionRequest,
    responses: { 200: ZSubscriptionActivated },
  },
});
