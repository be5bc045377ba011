// The client's Stripe customer, kept on the account and shared by everything
// that saves a card there: memberships on Stripe Billing
// (docs/decisions/0070-memberships-on-stripe-billing.md) and weekly series paid
// by card on file (docs/decisions/0079-series-paid-by-card-on-file.md).
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';

export function stripeCustomerQueries(db: Database) {
  return {
    async customerOf(userId: number) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          stripeCustomerId: users.stripeCustomerId,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    // Only the first customer sticks: a second one made by a race is left unused.
    async saveCustomer(userId: number, customerId: string) {
      await db
        .update(users)
        .set({ stripeCustomerId: customerId })
        .where(and(eq(users.id, userId), isNull(users.stripeCustomerId)));
    },
  };
}
