import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, timestamps } from './columns.js';

// The built-in test-mode payment gateway keeps its payment intents here, as
// Stripe keeps them on its side, so that several server processes share them
// and a restart loses nothing. No card number is ever stored (last4 only).

export const testPaymentIntents = pgTable(
  'test_payment_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    status: text('status', { enum: ['requires_payment_method', 'requires_capture', 'succeeded', 'canceled'] }).notNull(),
    createIdempotencyKey: text('create_idempotency_key'),
    authorizeIdempotencyKey: text('authorize_idempotency_key'),
    cardLast4: text('card_last4'),
    refundId: text('refund_id'),
    amountRefundedCents: integer('amount_refunded_cents').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('test_payment_intents_create_key').on(t.createIdempotencyKey),
    check('test_payment_intents_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

// Several partial refunds of one test-mode intent (a package refunds credit by
// credit), each once per idempotency key, as Stripe's refunds.create does.
export const testRefunds = pgTable(
  'test_refunds',
  {
    id: text('id').primaryKey(),
    intentId: text('intent_id')
      .notNull()
      .references(() => testPaymentIntents.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('test_refunds_idempotency_key').on(t.idempotencyKey)],
);

// The test-mode gateway's own record of its simulated Connect accounts (the
// part Stripe would keep), and the one open onboarding link of each.
export const testPayoutAccounts = pgTable('test_payout_accounts', {
  id: text('id').primaryKey(),
  chargesEnabled: boolean('charges_enabled').notNull().default(false),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  requirementsDue: jsonb('requirements_due').$type<string[]>().notNull(),
  pendingVerification: jsonb('pending_verification').$type<string[]>().notNull().default([]),
  linkToken: text('link_token'),
  linkReturnUrl: text('link_return_url'),
  linkRefreshUrl: text('link_refresh_url'),
  linkExpiresAt: instant('link_expires_at'),
  createdAt: createdAt(),
});

// The test-mode gateway's own records of transfers and their reversals (what
// Stripe keeps on its side), so reconciliation has something to compare with.
export const testTransfers = pgTable(
  'test_transfers',
  {
    id: text('id').primaryKey(),
    destination: text('destination').notNull(),
    amountCents: integer('amount_cents').notNull(),
    amountReversedCents: integer('amount_reversed_cents').notNull().default(0),
    currency: text('currency').notNull(),
    transferGroup: text('transfer_group'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('test_transfers_idempotency_key').on(t.idempotencyKey), index('test_transfers_group_idx').on(t.transferGroup)],
);

export const testTransferReversals = pgTable(
  'test_transfer_reversals',
  {
    id: text('id').primaryKey(),
    transferId: text('transfer_id')
      .notNull()
      .references(() => testTransfers.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('test_transfer_reversals_idempotency_key').on(t.idempotencyKey)],
);
