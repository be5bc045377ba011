import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, gatewayProvider, keyRef, timestamps } from './columns.js';
import { coachProfiles } from './coach-profile.js';

// A coach's payout account (Stripe Connect Express, or the test-mode
// gateway's stand-in). A cached copy of what the gateway says: refreshed when
// the coach comes back from onboarding and on account.updated, never written
// from anything the browser sends (docs/product/payouts.md). Money movements
// to the account (transfers, reversals) will refer to it by coach.
export const coachPayoutAccounts = pgTable(
  'coach_payout_accounts',
  {
    coachId: keyRef('coach_id', () => coachProfiles.id, 'cascade'),
    provider: gatewayProvider().notNull(),
    accountId: text('account_id').notNull(),
    chargesEnabled: boolean('charges_enabled').notNull().default(false),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    // Stripe's requirement codes (currently_due + past_due), e.g. 'external_account'.
    requirementsDue: jsonb('requirements_due').$type<string[]>().notNull().default([]),
    // Codes Stripe is checking right now (requirements.pending_verification).
    pendingVerification: jsonb('pending_verification').$type<string[]>().notNull().default([]),
    disabledReason: text('disabled_reason'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('coach_payout_accounts_account_idx').on(t.accountId)],
);

// A payout from a coach's payout account to the coach's bank that failed
// (payout.failed): shown to the coach on the payouts page and to admins.
export const payoutFailures = pgTable(
  'payout_failures',
  {
    id: identityId(),
    coachId: integer('coach_id').references(() => coachProfiles.id, { onDelete: 'cascade' }),
    provider: gatewayProvider().notNull(),
    accountId: text('account_id').notNull(),
    providerPayoutId: text('provider_payout_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payout_failures_provider_key').on(t.provider, t.providerPayoutId),
    index('payout_failures_coach_idx').on(t.coachId, t.createdAt),
  ],
);
