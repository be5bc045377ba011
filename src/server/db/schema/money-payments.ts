import { index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, gatewayProvider, timestamps } from './columns.js';
import { users } from './auth.js';
import { bookings } from './bookings.js';

export const paymentRecordStatus = pgEnum('payment_record_status', ['authorized', 'captured', 'released', 'refunded', 'failed']);

// Every authorisation, capture, release and refund, so money can always be traced.
export const payments = pgTable(
  'payments',
  {
    id: identityId(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: paymentRecordStatus('status').notNull(),
    idempotencyKey: text('idempotency_key'),
    failureReason: text('failure_reason'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payments_provider_payment_key').on(t.provider, t.providerPaymentId),
    uniqueIndex('payments_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('payments_booking_idx').on(t.bookingId),
  ],
);

// Stripe webhook events already handled. Stripe delivers at least once, so an
// event is applied only in the transaction that inserts its id here; a repeat
// delivery finds the id and does nothing again.
export const stripeWebhookEvents = pgTable(
  'stripe_webhook_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    // The payment intent or charge the event is about, and what we made of it
    // (e.g. the failure reason of a payment_intent.payment_failed).
    objectId: text('object_id'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('stripe_webhook_events_object_idx').on(t.objectId)],
);

// A chargeback opened by the client's bank (charge.dispute.created). While one
// is open the booking's transfer is held; admins see the list.
export const paymentDisputes = pgTable(
  'payment_disputes',
  {
    id: identityId(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    provider: gatewayProvider().notNull(),
    providerDisputeId: text('provider_dispute_id').notNull(),
    providerChargeId: text('provider_charge_id'),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason'),
    // Stripe's dispute status (needs_response, won, lost, ...); open until won or lost.
    status: text('status').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payment_disputes_provider_key').on(t.provider, t.providerDisputeId),
    index('payment_disputes_booking_idx').on(t.bookingId),
  ],
);
