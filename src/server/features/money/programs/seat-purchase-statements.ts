// The three statements of a seat purchase (docs/decisions/0084-seat-purchase-statements.md),
// prepared once per process (src/server/db/prepared-sql.ts) like the checkout's:
// under load the server's time goes mostly into each statement's round trip
// (docs/decisions/0038-checkout-round-trips.md), and a seat read its facts,
// took its seat and recorded its money in about fifteen of them.
//   facts  everything the purchase checks and the answer and invitation need
//   take   the seat, as one statement: a held waitlist offer claimed, or a
//          free seat counted (seats_taken < capacity, so racing buyers in any
//          number of processes never take more seats than there are), the
//          seat inserted, the buyer's waiting entry closed
//   settle the capture in the ledger and the invitation in the outbox
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { uniqueViolation } from '../../../db/database-errors.js';
import { prepareSql } from '../../../db/prepared-sql.js';
import { insertOutboxFromJson, type OutboxValues } from '../../../integrations/email/outbox-repository.js';
import type { CancellationPolicy } from '../../../../shared/domain/cancellation-policy.js';
import type { Locale } from '../../../../shared/i18n/locales.js';

const v = (name: string) => sql.placeholder(name);
const at = sql`${v('now')}::timestamptz`;
const programId = sql`${v('programId')}::int`;
const clientId = sql`${v('clientId')}::int`;

export type PurchaseProgram = {
  id: number;
  coachId: number;
  coachFirstName: string;
  coachLastName: string;
  title: string;
  status: 'draft' | 'published' | 'cancelled';
  priceCents: number;
  cancellationPolicy: CancellationPolicy;
  timeZone: string;
  minimumSeats: number | null;
  seatsTaken: number;
  roomUrl: string | null;
  firstStart: Date;
  updatedAt: Date;
};

export type PurchaseBuyer = { firstName: string; email: string; locale: Locale; timeZone: string | null };
export type PurchaseMeeting = { start: Date; end: Date };

export type PurchaseFacts = {
  program: PurchaseProgram | undefined;
  meetings: PurchaseMeeting[];
  buyer: PurchaseBuyer | undefined;
  // This buyer's seat made with this idempotency key (a retry), if any.
  earlierSeatId: number | null;
  // Whether the buyer holds a live seat in this program already.
  seated: boolean;
  // Whether a seat was bought with this payment already.
  paymentUsed: boolean;
};

type FactsRow = {
  program: (Omit<PurchaseProgram, 'firstStart' | 'updatedAt'> & { firstStart: string; updatedAt: string }) | null;
  meetings: Array<{ start: string; end: string }> | null;
  buyer: PurchaseBuyer | null;
  earlier_seat_id: number | null;
  seated: boolean;
  payment_used: boolean;
};

const factsSql = sql`
  select
    (select json_build_object('id', p.id, 'coachId', p.coach_id,
        'coachFirstName', cu.first_name, 'coachLastName', cu.last_name, 'title', p.title, 'status', p.status,
        'priceCents', p.price_cents, 'cancellationPolicy', p.cancellation_policy, 'timeZone', p.time_zone,
        'minimumSeats', p.minimum_seats, 'seatsTaken', p.seats_taken, 'roomUrl', p.room_url,
        'firstStart', p.first_start, 'updatedAt', p.updated_at)
      from programs p join coach_profiles cp on cp.id = p.coach_id join users cu on cu.id = cp.user_id
      where p.id = ${programId}) as program,
    (select json_agg(json_build_object('start', m.start_time, 'end', m.end_time) order by m.position)
      from program_meetings m where m.program_id = ${programId}) as meetings,
    (select json_build_object('firstName', u.first_name, 'email', u.email, 'locale', u.locale, 'timeZone', u.time_zone)
      from users u where u.id = ${clientId}) as buyer,
    (select s.id from program_seats s where s.client_id = ${clientId} and s.idempotency_key = ${v('key')}::text) as earlier_seat_id,
    exists (select 1 from program_seats s
      where s.program_id = ${programId} and s.client_id = ${clientId} and s.status = 'active') as seated,
    exists (select 1 from program_seats s
      where s.provider = ${v('provider')}::text and s.provider_payment_id = ${v('paymentId')}::text) as payment_used
`;

export type TakenSeat = { id: number; createdAt: Date; seatsTaken: number };

// Claims the buyer's live offer, else counts a free seat; inserts the seat only when one of
// the two happened. A unique violation (the buyer seated by a racing request, the payment
// or key used) fails the whole statement, so nothing is claimed or counted then either.
const takeSql = sql`
  with claimed as (
    update program_waitlist set status = 'claimed', updated_at = ${at}
    where program_id = ${programId} and client_id = ${clientId} and status = 'offered' and offer_expires_at > ${at}
    returning id
  ),
  counted as (
    update programs set seats_taken = seats_taken + 1, updated_at = ${at}
    where id = ${programId} and status = 'published' and first_start > ${at} and seats_taken < capacity
      and not exists (select 1 from claimed)
    returning seats_taken
  ),
  seat as (
    insert into program_seats (program_id, client_id, status, price_cents, cancellation_policy, provider,
        provider_payment_id, idempotency_key, created_at)
    select ${programId}, ${clientId}, 'active', ${v('priceCents')}::int, ${v('cancellationPolicy')}::cancellation_policy,
        ${v('provider')}::text, ${v('paymentId')}::text, ${v('key')}::text, ${at}
    where exists (select 1 from claimed) or exists (select 1 from counted)
    returning id, created_at
  ),
  waiting as (
    update program_waitlist set status = 'claimed', updated_at = ${at}
    where program_id = ${programId} and client_id = ${clientId} and status = 'waiting' and exists (select 1 from seat)
  )
  select seat.id, seat.created_at,
    coalesce((select seats_taken from counted), (select seats_taken from programs where id = ${programId})) as seats_taken
  from seat
`;

// The capture on the seat's ledger line and the invitation, written together.
const settleSql = sql`
  with ledger as (
    insert into ledger_entries (program_seat_id, coach_id, kind, amount_cents, provider, provider_reference, created_at)
    values (${v('seatId')}::int, ${v('coachId')}::int, 'capture', ${v('amountCents')}::int, ${v('provider')}::text,
        ${v('reference')}::text, ${at})
    on conflict do nothing
  )
  ${insertOutboxFromJson(v('mail'))}
`;

export type SettleValues = {
  seatId: number;
  coachId: number;
  amountCents: number;
  provider: string;
  reference: string;
  mail: OutboxValues[];
  now: Date;
};

export function createSeatPurchaseStatements(db: Database) {
  const facts = prepareSql<FactsRow>(db, 'seat_purchase_facts', factsSql);
  const take = prepareSql<{ id: number; created_at: Date | string; seats_taken: number }>(db, 'seat_purchase_take', takeSql);
  const settle = prepareSql<never>(db, 'seat_purchase_settle', settleSql);

  return {
    async facts(values: { programId: number; clientId: number; key: string; provider: string; paymentId: string }): Promise<PurchaseFacts> {
      const [row] = await facts(values);
      const program = row?.program;
      return {
        program: program ? { ...program, firstStart: new Date(program.firstStart), updatedAt: new Date(program.updatedAt) } : undefined,
        meetings: (row?.meetings ?? []).map((m) => ({ start: new Date(m.start), end: new Date(m.end) })),
        buyer: row?.buyer ?? undefined,
        earlierSeatId: row?.earlier_seat_id ?? null,
        seated: row?.seated ?? false,
        paymentUsed: row?.payment_used ?? false,
      };
    },

    // Undefined when there was no seat to take, or the buyer got one meanwhile: nothing was written.
    async take(values: {
      programId: number;
      clientId: number;
      priceCents: number;
      cancellationPolicy: CancellationPolicy;
      provider: string;
      paymentId: string;
      key: string;
      now: Date;
    }): Promise<TakenSeat | undefined> {
      try {
        const [row] = await take({ ...values, now: values.now.toISOString() });
        return row ? { id: row.id, createdAt: new Date(row.created_at), seatsTaken: Number(row.seats_taken) } : undefined;
      } catch (error) {
        if (uniqueViolation(error) !== undefined) return undefined;
        throw error;
      }
    },

    async settle(values: SettleValues): Promise<void> {
      await settle({ ...values, mail: JSON.stringify(values.mail), now: values.now.toISOString() });
    },
  };
}

export type SeatPurchaseStatements = ReturnType<typeof createSeatPurchaseStatements>;
