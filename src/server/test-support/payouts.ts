// Payout accounts for suites that need a coach who can be paid: while Stripe
// is on, only such a coach is listed and bookable (docs/product/payouts.md).
import type { Database } from '../db/client.js';
import { coachPayoutAccounts, testPayoutAccounts } from '../db/schema.js';
import type { FakeStripe } from './fake-stripe/fake-stripe-server.js';

// A Stripe Express account at the fake with onboarding finished, stored as the coach's.
export async function givePayoutsEnabled(db: Database, fake: FakeStripe, coachId: number): Promise<string> {
  const account = fake.connect.createAccount({ type: 'express' });
  fake.connect.setAccount(account.id, {
    details_submitted: true,
    charges_enabled: true,
    payouts_enabled: true,
    requirements: { currently_due: [], eventually_due: [], disabled_reason: null },
  });
  await db.insert(coachPayoutAccounts).values({
    coachId,
    provider: 'stripe',
    accountId: account.id,
    detailsSubmitted: true,
    chargesEnabled: true,
    payoutsEnabled: true,
  });
  return account.id;
}

// The test-mode gateway's stand-in account with onboarding finished, stored as the coach's.
export async function giveTestModePayoutsEnabled(db: Database, coachId: number): Promise<string> {
  const accountId = `acct_test_coach_${coachId}`;
  await db
    .insert(testPayoutAccounts)
    .values({ id: accountId, detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true, requirementsDue: [] });
  await db
    .insert(coachPayoutAccounts)
    .values({ coachId, provider: 'test', accountId, detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true });
  return accountId;
}
