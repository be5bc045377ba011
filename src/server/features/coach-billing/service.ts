// Pro activation: only through these two calls (never from POST /api/coaches).
// During beta nothing is charged; the card step still runs so the flow is real.
import { COACH_PROFILE_MESSAGES, type TCreateSubscriptionResponse } from '../../../shared/schemas/coach-profile.js';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError, PaymentDeclinedError } from '../../errors/domain-errors.js';
import type { TestCard } from '../../integrations/payments/payment-gateway.js';
import type { SubscriptionGateway } from '../../integrations/payments/subscription-contract.js';
import type { Database } from '../../db/client.js';
import { createCoachProfileService } from '../coach-profile/service.js';
import { createCoachBillingRepository } from './repository.js';

export const BILLING_MESSAGES = {
  testModeOnly: 'Test mode is only available when payments run in test mode.',
  noSubscription: 'Start the subscription first.',
  useStripeForm: 'Enter your card in the secure Stripe payment form; card numbers are never sent to us.',
} as const;

const ACTIVATED = { success: true, planType: 'pro' } as const;

export function createCoachBillingService({
  db,
  gateway,
  beta,
  now,
}: {
  db: Database;
  gateway: SubscriptionGateway;
  beta: boolean;
  now: () => Date;
}) {
  const repo = createCoachBillingRepository(db);
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
      if (!result.ok) {
        const Refusal = result.status === 402 ? PaymentDeclinedError : result.status === 409 ? ConflictError : InvalidInputError;
        throw new Refusal(result.reason);
      }
      return activate(userId, coach);
    },
  };
}
