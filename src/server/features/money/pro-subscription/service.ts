// Pro activation: only through the two subscription calls (never from POST
// /api/coaches), or when Stripe reports the subscription working again.
// During beta nothing is charged; the card step still runs so the flow is real.
import { z } from 'zod';
import { planChangeFor } from '../../../../shared/domain/pro-subscription.js';
import { COACH_PROFILE_MESSAGES, type TCreateSubscriptionResponse } from '../../../../shared/schemas/coach-profile.js';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError, PaymentDeclinedError } from '../../../errors/domain-errors.js';
import type { TestCard } from '../../../integrations/payments/payment-gateway.js';
import type { ConfirmRefusal, SubscriptionGateway } from '../../../integrations/payments/subscription-contract.js';
import type { Database } from '../../../db/client.js';
import { createCoachProfileService } from '../../coach-profile/service.js';
import { createProSubscriptionRepository } from './repository.js';

export const BILLING_MESSAGES = {
  testModeOnly: 'Test mode is only available when payments run in test mode.',
  noSubscription: 'Start the subscription first.',
  useStripeForm: 'Enter your card in the secure Stripe payment form; card numbers are never sent to us.',
} as const;

const ACTIVATED = { success: true, planType: 'pro' } as const;

// What the gateway's refusal to confirm means to the coach: a stale secret is
// a conflict (start again); a card not accepted or not yet saved is a decline.
const REFUSALS: Record<ConfirmRefusal, typeof ConflictError | typeof PaymentDeclinedError> = {
  'unknown-subscription': ConflictError,
  'card-declined': PaymentDeclinedError,
  'not-confirmed': PaymentDeclinedError,
};

type ProSubscriptionServiceDeps = { db: Database; gateway: SubscriptionGateway; beta: boolean; now: () => Date };

export function createProSubscriptionService({ db, gateway, beta, now }: ProSubscriptionServiceDeps) {
  const repo = createProSubscriptionRepository(db);
  const profiles = createCoachProfileService({ db });

  async function coachOf(userId: number) {
    const coach = await repo.findByUserId(userId);
    if (!coach) throw new NotFoundError(COACH_PROFILE_MESSAGES.notFound);
    return coach;
  }

  async function activate(userId: number, coach: { id: number; calendarSyncEnabled: boolean }) {
    await repo.activatePro(userId, coach.id);
    await profiles.ensureFeedToken(coach.id, 'pro', coach.calendarSyncEnabled);
    return ACTIVATED;
  }

  return {
    async create(userId: number, testMode: boolean): Promise<TCreateSubscriptionResponse> {
      const coach = await coachOf(userId);
      if (testMode) {
        if (gateway.provider !== 'test') throw new ForbiddenError(BILLING_MESSAGES.testModeOnly);
        return activate(userId, coach);
      }
      const started = await gateway.start({
        userId,
        email: coach.email,
        name: `${coach.firstName} ${coach.lastName}`,
        customerId: coach.stripeCustomerId,
        existingReference: coach.subscriptionReference,
        beta,
      });
      await repo.saveSubscription(userId, coach.id, started.reference, started.kind === 'needs-payment' ? started.customerId : undefined);
      if (started.kind === 'active') return activate(userId, coach);
      return { clientSecret: started.clientSecret };
    },

    async confirm(userId: number, clientSecret: string, card: TestCard | undefined) {
      const coach = await coachOf(userId);
      if (gateway.provider === 'stripe' && card) throw new InvalidInputError(BILLING_MESSAGES.useStripeForm);
      if (!coach.subscriptionReference) throw new ConflictError(BILLING_MESSAGES.noSubscription);
      const result = await gateway.confirm({ reference: coach.subscriptionReference, clientSecret, card, now: now() });
      if (!result.ok) throw new REFUSALS[result.refusal](result.reason);
      return activate(userId, coach);
    },
  };
}

// customer.subscription.updated / .deleted for the Pro subscription: the
// coach's plan follows what Stripe says about the subscription we stored for
// them (rules in src/shared/domain/pro-subscription.ts). Runs inside the
// webhook's transaction, so each event applies once with its record.
export const ZSubscriptionObject = z.object({
  id: z.string().min(1),
  status: z.string().min(1),
  pending_setup_intent: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
});
export type SubscriptionObject = z.infer<typeof ZSubscriptionObject>;

export type SubscriptionOutcome = 'pro' | 'free' | 'unchanged' | 'unknown-subscription';

export async function applySubscriptionEvent(db: Database, sub: SubscriptionObject, deleted: boolean): Promise<SubscriptionOutcome> {
  const repo = createProSubscriptionRepository(db);
  const coach = await repo.findBySubscription(sub.id);
  if (!coach) return 'unknown-subscription';
  const change = planChangeFor(sub.status, Boolean(sub.pending_setup_intent), deleted);
  if (change.plan === 'unchanged') return 'unchanged';
  if (change.plan === 'free') {
    await repo.fallBackToFree(coach.id, change.forget);
    return 'free';
  }
  // The same test as confirming the subscription (stripe-subscriptions.ts),
  // so a coach whose unpaid renewal is settled is Pro again.
  await repo.activatePro(coach.userId, coach.id);
  await createCoachProfileService({ db }).ensureFeedToken(coach.id, 'pro', coach.calendarSyncEnabled);
  return 'pro';
}
