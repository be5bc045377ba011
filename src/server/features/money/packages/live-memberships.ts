// Memberships still running (active and not cancelled) that also meet the
// given conditions. Renewals and the retried Stripe subscription both start
// from these rows (docs/decisions/0067-membership-renewals.md).
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { packagePurchases } from '../../../db/schema.js';

export function liveMemberships(db: Database, ...conditions: Array<SQL | undefined>) {
  return db
    .select()
    .from(packagePurchases)
    .where(
      and(
        eq(packagePurchases.kind, 'membership'),
        eq(packagePurchases.status, 'active'),
        isNull(packagePurchases.cancelledAt),
        ...conditions,
      ),
    );
}
