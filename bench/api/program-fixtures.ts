// Group programs for the bench (docs/product/programs.md): published workshops
// of listed coaches far beyond every other pool's slots, shown by the public
// list (the `programs` scenario), and a pool of seats to buy in them under
// contention (the `seat` scenario): consecutive requests buy seats of the same
// program, so the 50 connections race for its row as 50 buyers would.
import type pg from 'pg';
import type { BenchClient } from './load-fixtures.js';

export type PoolSeat = { programId: number; paymentIntentId: string; client: BenchClient };

const SEATS_PER_PROGRAM = 50;
const PRICE_CENTS = 4_500;
const DAY_MS = 86_400_000;

export async function createProgramPool(
  client: pg.Client,
  clients: readonly BenchClient[],
  programCount: number,
  now = new Date(),
): Promise<PoolSeat[]> {
  const { rows: coaches } = await client.query<{ id: number; specialization_id: number }>(
    `select cp.id, (select cs.specialization_id from coach_specializations cs where cs.coach_id = cp.id limit 1) as specialization_id
       from coach_profiles cp join users u on u.id = cp.user_id
      where u.is_active and cp.accepted_terms and cp.listing_status = 'approved'
        and exists (select 1 from coach_specializations cs where cs.coach_id = cp.id)
      order by cp.id limit $1`,
    [programCount],
  );
  // A year ahead and an hour apart: past the booking pools' 31-59 days and the series' weeks.
  const programs = Array.from({ length: programCount }, (_, i) => {
    const coach = coaches[i % coaches.length];
    if (!coach) throw new Error('no listed coach with a specialization');
    const start = new Date(now.getTime() + 365 * DAY_MS + i * 3_600_000 * 3);
    return {
      coach_id: coach.id,
      specialization_id: coach.specialization_id,
      first_start: start.toISOString(),
      last_end: new Date(start.getTime() + 90 * 60_000).toISOString(),
    };
  });
  const { rows: made } = await client.query<{ id: number; coach_id: number; first_start: Date; last_end: Date }>(
    `insert into programs (coach_id, title, description, specialization_id, kind, meeting_minutes, capacity, price_cents,
        cancellation_policy, time_zone, status, first_start, last_end, published_at, room_url)
     select x.coach_id, 'Mindful mornings', 'A Saturday morning of sitting and walking practice for beginners.', x.specialization_id,
        'workshop', 90, ${SEATS_PER_PROGRAM}, ${PRICE_CENTS}, 'flexible', 'UTC', 'published', x.first_start, x.last_end, now(),
        'https://meet.stillpoint.test/bench'
       from json_to_recordset($1::json) as x(coach_id int, specialization_id int, first_start timestamptz, last_end timestamptz)
     returning id, coach_id, first_start, last_end`,
    [JSON.stringify(programs)],
  );
  await client.query(
    `insert into program_meetings (program_id, coach_id, position, start_time, end_time, blocking)
     select x.id, x.coach_id, 0, x.first_start, x.last_end, true
       from json_to_recordset($1::json) as x(id int, coach_id int, first_start timestamptz, last_end timestamptz)`,
    [JSON.stringify(made)],
  );

  const pool: PoolSeat[] = [];
  const intents: object[] = [];
  for (const program of made) {
    for (let seat = 0; seat < SEATS_PER_PROGRAM; seat++) {
      // Fifty different clients per program: one live seat per client and program.
      const buyer = clients[(program.id * 7 + seat) % clients.length];
      if (!buyer) throw new Error('no bench clients');
      const id = `pi_bench_seat_${pool.length}`;
      pool.push({ programId: program.id, paymentIntentId: id, client: buyer });
      intents.push({
        id,
        client_secret: `${id}_secret`,
        metadata: { userId: String(buyer.userId), programId: String(program.id), coachId: String(program.coach_id) },
      });
    }
  }
  await client.query(
    `insert into test_payment_intents (id, client_secret, amount_cents, currency, description, metadata, status)
     select x.id, x.client_secret, ${PRICE_CENTS}, 'usd', 'Seat: Mindful mornings (bench)', x.metadata, 'requires_payment_method'
       from json_to_recordset($1::json) as x(id text, client_secret text, metadata jsonb)`,
    [JSON.stringify(intents)],
  );
  return pool;
}
