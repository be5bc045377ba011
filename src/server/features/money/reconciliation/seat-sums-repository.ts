// Each program seat's sums for reconciliation (docs/decisions/0081-program-payouts.md):
// its capture and refunds, and the coach's per-meeting transfers and the fees kept,
// from the money ledger; and whether the seat is settled (every meeting's part sent or
// skipped, or the seat refunded in full), after which the platform holds nothing of it.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';

export type SeatSums = {
  seatId: number;
  provider: 'test' | 'stripe';
  intentId: string;
  transferIds: string[];
  settled: boolean;
  money: { paid: number; refunded: number; transferred: number; fee: number };
};

type Row = {
  id: number;
  provider: 'test' | 'stripe';
  provider_payment_id: string;
  transfer_ids: string[] | null;
  settled: boolean;
  paid: number;
  refunded: number;
  transferred: number;
  fee: number;
};

const kindSum = (kind: string) => sql.raw(`coalesce(sum(l.amount_cents) filter (where l.kind = '${kind}'), 0)::int`);

export async function seatSums(db: Database, afterId: number, limit: number): Promise<SeatSums[]> {
  const result = (await db.execute(sql`
    select s.id, s.provider, s.provider_payment_id,
      (select array_agg(t.provider_transfer_id order by t.id) from program_transfers t
        where t.seat_id = s.id and t.provider_transfer_id is not null) as transfer_ids,
      (p.status = 'cancelled' or s.refunded_cents >= s.price_cents
        or (select count(*) from program_transfers t where t.seat_id = s.id and t.status in ('paid', 'skipped'))
          = (select count(*) from program_meetings m where m.program_id = s.program_id)) as settled,
      ${kindSum('capture')} as paid, ${kindSum('refund')} as refunded,
      (${kindSum('transfer')} - ${kindSum('reversal')}) as transferred,
      (${kindSum('platform_fee')} - ${kindSum('platform_fee_refund')}) as fee
    from program_seats s
    join programs p on p.id = s.program_id
    left join ledger_entries l on l.program_seat_id = s.id
    where s.id > ${afterId}::int
    group by s.id, p.status
    order by s.id limit ${limit}`)) as unknown as { rows: Row[] };
  return result.rows.map((r) => ({
    seatId: r.id,
    provider: r.provider,
    intentId: r.provider_payment_id,
    transferIds: r.transfer_ids ?? [],
    settled: r.settled,
    money: { paid: r.paid, refunded: r.refunded, transferred: r.transferred, fee: r.fee },
  }));
}
