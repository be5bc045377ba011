// Coaches' payout accounts on Stripe Connect: Express accounts, onboarded on
// Stripe's hosted pages through account links. Stripe holds the truth; the
// app reads it back with accounts.retrieve (and account.updated webhooks).
import type Stripe from 'stripe';
import { stripeClientSource, type StripeConfig } from './stripe-client.js';
import { rethrowStripeError } from './stripe-errors.js';
import type { PayoutAccountGateway, PayoutAccountSnapshot } from './payout-accounts.js';

// Also used for the account objects inside account.updated events.
export function snapshotOfStripeAccount(
  account: Pick<Stripe.Account, 'id' | 'charges_enabled' | 'payouts_enabled' | 'details_submitted' | 'requirements'>,
): PayoutAccountSnapshot {
  const requirements = account.requirements;
  return {
    accountId: account.id,
    chargesEnabled: account.charges_enabled === true,
    payoutsEnabled: account.payouts_enabled === true,
    detailsSubmitted: account.details_submitted === true,
    requirementsDue: [...new Set([...(requirements?.past_due ?? []), ...(requirements?.currently_due ?? [])])],
    pendingVerification: requirements?.pending_verification ?? [],
    disabledReason: requirements?.disabled_reason ?? null,
  };
}

export function createStripePayoutAccounts(config: StripeConfig, client?: Stripe): PayoutAccountGateway {
  const stripe = stripeClientSource(config, client);
  return {
    provider: 'stripe',
    async createAccount({ coachId, email, idempotencyKey }) {
      try {
        const account = await (
          await stripe()
        ).accounts.create(
          {
            type: 'express',
            email,
            // The platform charges clients and later transfers the coach's share.
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
            business_profile: { product_description: 'Coaching sessions booked through Stillpoint' },
            metadata: { coachId: String(coachId) },
          },
          { idempotencyKey },
        );
        return snapshotOfStripeAccount(account);
      } catch (error) {
        return rethrowStripeError(error);
      }
    },
    async createAccountLink({ accountId, returnUrl, refreshUrl }) {
      try {
        const link = await (
          await stripe()
        ).accountLinks.create({ account: accountId, type: 'account_onboarding', return_url: returnUrl, refresh_url: refreshUrl });
        return { url: link.url };
      } catch (error) {
        return rethrowStripeError(error);
      }
    },
    async retrieveAccount(accountId) {
      try {
        return snapshotOfStripeAccount(await (await stripe()).accounts.retrieve(accountId));
      } catch (error) {
        return rethrowStripeError(error);
      }
    },
  };
}
