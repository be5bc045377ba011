// The package purchases whose credits a client can still spend with a coach at
// a moment: active, not lapsed, with a credit left (docs/product/packages.md).
// The balance, the series' credit check and the series' locked spend read the
// same rows.
import { and, eq, gt } from 'drizzle-orm';
import { packagePurchases } from '../schema.js';

export function spendableCredits(clientId: number, coachId: number, at: Date) {
  return and(
    eq(packagePurchases.clientId, clientId),
    eq(packagePurchases.coachId, coachId),
    eq(packagePurchases.status, 'active'),
    gt(packagePurchases.creditsAvailable, 0),
    gt(packagePurchases.expiresAt, at),
  );
}
