// Each purchase's sums for the section 12 invariants: its credits by kind, the
// count kept on the row, and its money (paid, refunded, and the transfers and
// fees of the sessions its credits paid for, from the money ledger).
import { sql } from 'drizzle-orm';
import type { CreditMovement } from '../../../../shared/domain/packages.js';
import type { Database } from '../../../db/client.js';

export type PurchaseSums = {
  purchaseId: number;
  provider: 'test' | 'stripe';
  intentId: string;
  // A membership's monthly charges after the first, paid (docs/decisions/0067-membership-renewals.md).
  renewalPaymentIds: string[];
  creditsOnRow: number;
  unit: number;
  movements: CreditMovement[];
  money: { paid: number; transferred: number; fee: number; refunded: number };
};

type Row = {
  id: number;
  provider: 'test' | 'stripe';
  provider_payment_id: string;
  credits_available: number;
  unit_cents: number;
  price_cents: number;
  granted: number;
  redeemed: number;
  returned: number;
  expired: number;
  refunded: number;
  refunded_cents: number;
  transferred: number;
  fee: number;
  renewed_cents: number;
  renewal_ids: string[] | null;
};

const credits = (kind: string) =>
  sql.raw(`coalesce((select sum(c.credits) from credit_entries c where c.purchase_id = p.id and c.kind = '${kind}'), 0)::int`);
const ofSessions = (kinds: string) =>
  sql.raw(`coalesce((select sum(case when l.kind in ('transfer', 'platform_fee') then l.amount_cents else -l.amount_cents end)
    from ledger_entries l join credit_entries c on c.booking_id = l.booking_id and c.kind = 'redeemed'
    where c.purchase_id = p.id and l.kind in (${kinds})), 0)::int`);

export async function purchaseSums(db: Database, afterId: number, limit: number): Promise<PurchaseSums[]> {
  const result = (await db.execute(sql`
    select p.id, p.provider, p.provider_payment_id, p.credits_available, p.unit_cents, p.price_cents,
      ${credits('granted')} as granted, ${credits('redeemed')} as redeemed, ${credits('returned')} as returned,
      ${credits('expired')} as expired, ${credits('refunded')} as refunded,
      coalesce((select sum(c.amount_cents) from credit_entries c where c.purchase_id = p.id and c.kind = 'refunded'), 0)::int as refunded_cents,
      ${ofSessions(`'transfer', 'reversal'`)} as transferred,
      ${ofSessions(`'platform_fee', 'platform_fee_refund'`)} as fee,
      coalesce((select sum(r.amount_cents) from membership_renewals r where r.purchase_id = p.id and r.status = 'paid'), 0)::int as renewed_cents,
      (select array_agg(r.provider_payment_id order by r.period_start) from membership_renewals r
        where r.purchase_id = p.id and r.status = 'paid') as renewal_ids
    from package_purchases p where p.id > ${afterId}::int order by p.id limit ${limit}::int`)) as unknown as { rows: Row[] };
  return result.rows.map((r) => ({
    purchaseId: r.id,
    provider: r.provider,
    intentId: r.provider_payment_id,
    renewalPaymentIds: r.renewal_ids ?? [],
    creditsOnRow: r.credits_available,
    unit: r.unit_cents,
    movements: [
      { kind: 'granted', credits: r.granted },
      { kind: 'redeemed', credits: r.redeemed },
      { kind: 'returned', credits: r.returned },
      { kind: 'expired', credits: r.expired },
      { kind: 'refunded', credits: r.refunded },
    ],
    money: { paid: r.price_cents + r.renewed_cents, transferred: r.transferred, fee: r.fee, refunded: r.refunded_cents },
  }));
}
