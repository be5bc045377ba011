// A membership still running: active and not cancelled. Renewals and the
// retried Stripe subscription both start from these rows
// (docs/decisions/0067-membership-renewals.md).
import { and, eq, isNull } from 'drizzle-orm';
import { packagePurchases } from '../../../db/schema.js';

export function liveMemberships() {
  return and(eq(packagePurchases.kind, 'membership'), eq(packagePurchases.status, 'active'), isNull(packagePurchases.cancelledAt));
}
