import { index, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, gatewayProvider, requiredRef, timestamps } from './columns.js';
import { users } from './auth.js';

// A card kept on file for later charges without the client (docs/decisions/0079-series-paid-by-card-on-file.md):
// a Stripe SetupIntent on the client's Stripe customer, or in test mode a test card checked
// and remembered by its last four digits. `ready` once the card is saved; only then can a series use it.
export const savedCardStatus = pgEnum('saved_card_status', ['open', 'ready']);
export const savedCards = pgTable(
  'saved_cards',
  {
    id: identityId(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    provider: gatewayProvider().notNull(),
    // The SetupIntent's id (Stripe) or the test setup's.
    setupId: text('setup_id').notNull(),
    status: savedCardStatus('status').notNull().default('open'),
    // The payment method charged off-session once the setup succeeded.
    paymentMethod: text('payment_method'),
    customerId: text('customer_id'),
    last4: text('last4'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('saved_cards_setup_key').on(t.provider, t.setupId), index('saved_cards_user_idx').on(t.userId)],
);
