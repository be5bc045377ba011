// Test mode's Connect accounts: no network, the same states as Stripe. The
// account link points at a page of this app that stands in for Stripe's hosted
// onboarding (/payouts/test-onboarding/<token>); the choice made there is
// stored here, as Stripe would store what the coach entered, and the app then
// reads it back through retrieveAccount like any other provider's state.
import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { testPayoutAccounts } from '../../db/schema.js';
import { PayoutAccountMissingError, type PayoutAccountGateway, type PayoutAccountSnapshot } from './payout-accounts.js';

export type TestOnboardingOutcome = 'complete' | 'pending' | 'missing';

// Like a fresh Express account: everything is still due.
const NEW_ACCOUNT_REQUIREMENTS = [
  'business_type',
  'individual.first_name',
  'individual.last_name',
  'individual.dob.day',
  'individual.address.line1',
  'individual.ssn_last_4',
  'external_account',
  'tos_acceptance.date',
];

// What each choice on the stand-in page leaves the account like.
const OUTCOMES: Record<TestOnboardingOutcome, Omit<typeof testPayoutAccounts.$inferInsert, 'id'>> = {
  complete: { detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true, requirementsDue: [], pendingVerification: [] },
  pending: {
    detailsSubmitted: true,
    chargesEnabled: false,
    payoutsEnabled: false,
    requirementsDue: [],
    pendingVerification: ['individual.verification.document'],
  },
  missing: {
    detailsSubmitted: true,
    chargesEnabled: false,
    payoutsEnabled: false,
    requirementsDue: ['external_account', 'individual.dob.day'],
    pendingVerification: [],
  },
};

// Stripe's account links expire after a few minutes; a little longer here.
const LINK_LIFETIME_MS = 30 * 60 * 1000;
export const TEST_ONBOARDING_PATH = '/payouts/test-onboarding/';

type Row = typeof testPayoutAccounts.$inferSelect;
const snapshotOf = (row: Row): PayoutAccountSnapshot => ({
  accountId: row.id,
  chargesEnabled: row.chargesEnabled,
  payoutsEnabled: row.payoutsEnabled,
  detailsSubmitted: row.detailsSubmitted,
  requirementsDue: row.requirementsDue,
  pendingVerification: row.pendingVerification,
  disabledReason: row.requirementsDue.length > 0 && row.detailsSubmitted ? 'requirements.past_due' : null,
});

export function createTestModePayoutAccounts(db: Database, now: () => Date) {
  async function find(accountId: string): Promise<Row> {
    const [row] = await db.select().from(testPayoutAccounts).where(eq(testPayoutAccounts.id, accountId));
    if (!row) throw new PayoutAccountMissingError(accountId);
    return row;
  }

  const gateway: PayoutAccountGateway = {
    provider: 'test',
    async createAccount() {
      const [row] = await db
        .insert(testPayoutAccounts)
        .values({ id: `acct_test_${randomBytes(8).toString('hex')}`, requirementsDue: NEW_ACCOUNT_REQUIREMENTS, createdAt: now() })
        .returning();
      return snapshotOf(row as Row);
    },
    async createAccountLink({ accountId, returnUrl, refreshUrl }) {
      // A new link replaces the previous one, which then no longer works.
      const token = randomBytes(24).toString('base64url');
      const updated = await db
        .update(testPayoutAccounts)
        .set({
          linkToken: token,
          linkReturnUrl: returnUrl,
          linkRefreshUrl: refreshUrl,
          linkExpiresAt: new Date(now().getTime() + LINK_LIFETIME_MS),
        })
        .where(eq(testPayoutAccounts.id, accountId))
        .returning({ id: testPayoutAccounts.id });
      if (updated.length === 0) throw new PayoutAccountMissingError(accountId);
      return { url: `${TEST_ONBOARDING_PATH}${token}` };
    },
    retrieveAccount: async (accountId) => snapshotOf(await find(accountId)),
  };

  const liveLink = (token: string) => and(eq(testPayoutAccounts.linkToken, token), gt(testPayoutAccounts.linkExpiresAt, now()));

  return {
    gateway,
    // The open link with this token, for the stand-in page; undefined once used or expired.
    async findLink(token: string): Promise<{ accountId: string; returnUrl: string } | undefined> {
      const [row] = await db
        .select({ accountId: testPayoutAccounts.id, returnUrl: testPayoutAccounts.linkReturnUrl })
        .from(testPayoutAccounts)
        .where(liveLink(token));
      return row?.returnUrl ? { accountId: row.accountId, returnUrl: row.returnUrl } : undefined;
    },
    // Applies the choice and uses up the link (one conditional UPDATE, so a double submit applies once).
    async completeLink(token: string, outcome: TestOnboardingOutcome): Promise<{ accountId: string; returnUrl: string } | undefined> {
      const [row] = await db
        .update(testPayoutAccounts)
        .set({ ...OUTCOMES[outcome], linkToken: null, linkExpiresAt: null })
        .where(liveLink(token))
        .returning({ accountId: testPayoutAccounts.id, returnUrl: testPayoutAccounts.linkReturnUrl });
      return row?.returnUrl ? { accountId: row.accountId, returnUrl: row.returnUrl } : undefined;
    },
  };
}

export type TestModePayoutAccounts = ReturnType<typeof createTestModePayoutAccounts>;
