import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, instant, gatewayProvider, requiredRef, timestamps } from './columns.js';
import { users } from './auth.js';
import { bookings } from './bookings.js';
import { coachProfiles } from './coach-profile.js';

// Packages and memberships (docs/decisions/0055-packages-and-memberships.md,
// docs/product/packages.md). A coach's offer; retiring it (retired_at) stops
// new purchases but never touches what was bought.
export const packageOfferKind = pgEnum('package_offer_kind', ['package', 'membership']);
export const packageOffers = pgTable(
  'package_offers',
  {
    id: identityId(),
    coachId: requiredRef('coach_id', () => coachProfiles.id, 'cascade'),
    kind: packageOfferKind('kind').notNull(),
    // Sessions in the package, or sessions a month for a membership.
    sessions: integer('sessions').notNull(),
    // The package's price, or the membership's monthly price.
    priceCents: integer('price_cents').notNull(),
    // Days a package's credits stay valid from purchase; null for a membership.
    validityDays: integer('validity_days'),
    retiredAt: instant('retired_at'),
    ...timestamps(),
  },
  (t) => [
    index('package_offers_coach_idx').on(t.coachId),
    // One live membership per coach; the limit of 3 live packages is the service's (a count, not a key).
    uniqueIndex('package_offers_one_membership')
      .on(t.coachId)
      .where(sql`${t.kind} = 'membership' and ${t.retiredAt} is null`),
    check('package_offers_sessions_range', sql`${t.sessions} between 1 and 20`),
    check('package_offers_price_positive', sql`${t.priceCents} > 0`),
    check('package_offers_validity_range', sql`${t.validityDays} is null or ${t.validityDays} between 30 and 365`),
  ],
);

// One purchase of an offer: one charge, its credits for that coach only.
// credits_available is the ledger's sum kept on the row so that redeeming the
// last credit is one conditional UPDATE (two racing bookings: one wins); the
// daily reconciliation checks it against credit_entries.
export const packagePurchaseStatus = pgEnum('package_purchase_status', ['active', 'cancelled', 'lapsed']);
export const packagePurchases = pgTable(
  'package_purchases',
  {
    id: identityId(),
    offerId: requiredRef('offer_id', () => packageOffers.id, 'restrict'),
    coachId: requiredRef('coach_id', () => coachProfiles.id, 'restrict'),
    clientId: requiredRef('client_id', () => users.id, 'restrict'),
    kind: packageOfferKind('kind').notNull(),
    // Copied from the offer at purchase: a later change of the offer never touches it.
    sessions: integer('sessions').notNull(),
    priceCents: integer('price_cents').notNull(),
    // price / sessions rounded down: the value of one credit (refunds, the coach's share).
    unitCents: integer('unit_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: packagePurchaseStatus('status').notNull().default('active'),
    creditsAvailable: integer('credits_available').notNull(),
    // When the credits granted so far lapse (a membership: the end of the month after the one paid).
    expiresAt: instant('expires_at').notNull(),
    // A membership: the end of the month paid for, and the grace after a failed renewal.
    periodEnd: instant('period_end'),
    graceUntil: instant('grace_until'),
    provider: gatewayProvider().notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    // A membership bought with Stripe on: the Billing subscription that charges its later months
    // (docs/decisions/0070-memberships-on-stripe-billing.md); null in test mode.
    providerSubscriptionId: text('provider_subscription_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    cancelledAt: instant('cancelled_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('package_purchases_payment_key').on(t.provider, t.providerPaymentId),
    uniqueIndex('package_purchases_client_key').on(t.clientId, t.idempotencyKey),
    index('package_purchases_client_coach_idx').on(t.clientId, t.coachId),
    check('package_purchases_credits_non_negative', sql`${t.creditsAvailable} >= 0`),
    check('package_purchases_unit', sql`${t.unitCents} >= 0 and ${t.unitCents} * ${t.sessions} <= ${t.priceCents}`),
  ],
);

// Each monthly charge of a membership after the first (the first is the
// purchase's own payment): one row per period, paid or failed. A failed one
// is retried while the purchase is in grace; paid, it granted that month's
// credits. Its intent is the card the next month is charged to.
export const membershipRenewalStatus = pgEnum('membership_renewal_status', ['paid', 'failed']);
export const membershipRenewals = pgTable(
  'membership_renewals',
  {
    id: identityId(),
    purchaseId: requiredRef('purchase_id', () => packagePurchases.id, 'restrict'),
    // The start of the month this charge pays for (the previous period's end).
    periodStart: instant('period_start').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: membershipRenewalStatus('status').notNull(),
    provider: gatewayProvider().notNull(),
    // The paid charge (a test-mode intent, or a Stripe invoice's payment); null while failed.
    providerPaymentId: text('provider_payment_id'),
    attempts: integer('attempts').notNull().default(1),
    failureReason: text('failure_reason'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('membership_renewals_period_key').on(t.purchaseId, t.periodStart),
    check('membership_renewals_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

// The credits ledger, beside the money ledger: for every purchase,
// available = granted - redeemed + returned - expired - refunded >= 0.
// amount_cents is the money a row stands for (a refunded row: the money given
// back; a redeemed row: the session's value the coach is paid from).
// reference names the cause (a booking, a renewal, a refund) and is unique
// per purchase and kind, so writing the same movement twice is a no-op.
export const creditEntryKind = pgEnum('credit_entry_kind', ['granted', 'redeemed', 'returned', 'expired', 'refunded']);
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: identityId(),
    purchaseId: requiredRef('purchase_id', () => packagePurchases.id, 'restrict'),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    kind: creditEntryKind('kind').notNull(),
    credits: integer('credits').notNull(),
    amountCents: integer('amount_cents').notNull().default(0),
    reference: text('reference').notNull(),
    // The gateway's refund (re_...) for a refunded row; a reason an admin gave.
    providerReference: text('provider_reference'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_entries_reference_key').on(t.purchaseId, t.kind, t.reference),
    index('credit_entries_booking_idx').on(t.bookingId),
    check('credit_entries_amounts', sql`${t.credits} >= 0 and ${t.amountCents} >= 0`),
  ],
);
