// What the load needs beyond the data set: signed-in clients (sessions made
// the way the server makes them, so the cookies are real) and a pool of
// distinct open slots, each with the test-mode payment intent the checkout
// would have created for it, so every POST /api/bookings books a new slot.
import type pg from 'pg';
import { listOpenSlots, slotEnd, type BookableSchedule } from '../../src/shared/domain/availability.js';
import { occurrenceState, seriesStarts } from '../../src/shared/domain/series.js';
import { hashSessionToken, newSessionToken } from '../../src/server/features/auth/session-token.js';

export type BenchClient = { userId: number; username: string; cookie: string };
export type PoolSlot = { coachId: number; startTime: string; paymentIntentId: string; client: BenchClient };

// NODE_ENV=production names the cookie __Host-sid (src/server/http/session.ts).
const COOKIE_NAME = '__Host-sid';
const DAY_MS = 86_400_000;

export async function createClientSessions(client: pg.Client, count: number): Promise<BenchClient[]> {
  const { rows } = await client.query<{ id: number; username: string }>(
    `select id, username from users where role = 'client' order by id limit $1`,
    [count],
  );
  const signedIn = rows.map((row) => ({ userId: row.id, username: row.username, token: newSessionToken() }));
  await client.query(
    `insert into sessions (token_hash, user_id, expires_at, user_agent)
     select x.token_hash, x.user_id, now() + interval '14 days', 'stillpoint-bench'
       from json_to_recordset($1::json) as x(token_hash text, user_id int)`,
    [JSON.stringify(signedIn.map((s) => ({ token_hash: hashSessionToken(s.token), user_id: s.userId })))],
  );
  return signedIn.map((s) => ({ userId: s.userId, username: s.username, cookie: `${COOKIE_NAME}=${s.token}` }));
}

// One more signed-in user of any role (the coach whose stream the live bench holds); answers the cookie.
export async function createUserSession(client: pg.Client, userId: number): Promise<string> {
  const token = newSessionToken();
  await client.query(
    `insert into sessions (token_hash, user_id, expires_at, user_agent) values ($1, $2, now() + interval '14 days', 'stillpoint-bench')`,
    [hashSessionToken(token), userId],
  );
  return `${COOKIE_NAME}=${token}`;
}

type ScheduleRow = {
  id: number;
  hourly_rate_cents: number;
  time_zone: string;
  available_days: string[];
  available_from: string;
  available_to: string;
  session_length: number;
};

// Slots 31 to 59 days ahead: past every seeded booking, inside the 60-day booking horizon.
export async function createBookingPool(
  client: pg.Client,
  clients: readonly BenchClient[],
  size: number,
  now = new Date(),
): Promise<PoolSlot[]> {
  const { rows: coaches } = await client.query<ScheduleRow>(
    `select cp.id, cp.hourly_rate_cents, cp.time_zone, cp.available_days, cp.available_from, cp.available_to, cp.session_length
       from coach_profiles cp join users u on u.id = cp.user_id
      where u.is_active and cp.accepted_terms order by cp.id`,
  );
  const from = new Date(now.getTime() + 31 * DAY_MS);
  const to = new Date(now.getTime() + 59 * DAY_MS);
  const perCoach = Math.ceil(size / coaches.length);
  const slotsByCoach = coaches.map((coach) => {
    const schedule = {
      timeZone: coach.time_zone,
      availableDays: coach.available_days,
      availableFrom: coach.available_from,
      availableTo: coach.available_to,
      sessionLengthMinutes: coach.session_length,
    };
    // Open starts overlap each other (30-minute grid); keep only starts after the previous session ends.
    const chosen: Date[] = [];
    for (const start of listOpenSlots({ schedule, busy: [], from, to, now })) {
      const previous = chosen.at(-1);
      if (!previous || start >= slotEnd(previous, schedule)) chosen.push(start);
      if (chosen.length === perCoach) break;
    }
    return { coach, chosen };
  });

  // Interleaved, so consecutive requests book different coaches, as real traffic would.
  const pool: PoolSlot[] = [];
  const intents: object[] = [];
  for (let round = 0; round < perCoach && pool.length < size; round++) {
    for (const { coach, chosen } of slotsByCoach) {
      const start = chosen[round];
      if (!start || pool.length >= size) continue;
      const buyer = clients[pool.length % clients.length];
      if (!buyer) throw new Error('no bench clients');
      const id = `pi_bench_${pool.length}`;
      const startTime = start.toISOString();
      pool.push({ coachId: coach.id, startTime, paymentIntentId: id, client: buyer });
      intents.push({
        id,
        client_secret: `${id}_secret`,
        amount_cents: coach.hourly_rate_cents,
        metadata: { userId: String(buyer.userId), coachId: String(coach.id), startTime },
      });
    }
  }
  await client.query(
    `insert into test_payment_intents (id, client_secret, amount_cents, currency, description, metadata, status)
     select x.id, x.client_secret, x.amount_cents, 'usd', 'Mindfulness session (bench)', x.metadata, 'requires_payment_method'
       from json_to_recordset($1::json) as x(id text, client_secret text, amount_cents int, metadata jsonb)`,
    [JSON.stringify(intents)],
  );
  return pool;
}

// The credit checkout's load: each pool slot's client holds a package with that
// coach (one purchase per client and coach, as many credits as it has slots,
// granted in the credits ledger as a purchase would), so every
// POST /api/bookings/with-credit spends a real credit on a new slot.
// `label` keeps each pool's purchases apart (their idempotency keys and payment ids).
export async function grantPoolCredits(client: pg.Client, pool: readonly PoolSlot[], now = new Date(), label = 'credit'): Promise<void> {
  const pairs = new Map<string, { coachId: number; clientId: number; credits: number }>();
  for (const slot of pool) {
    const key = `${slot.client.userId}:${slot.coachId}`;
    const pair = pairs.get(key) ?? { coachId: slot.coachId, clientId: slot.client.userId, credits: 0 };
    pair.credits += 1;
    pairs.set(key, pair);
  }
  const expiresAt = new Date(now.getTime() + 90 * DAY_MS).toISOString();
  await client.query(
    `with offers as (
       insert into package_offers (coach_id, kind, sessions, price_cents, validity_days)
       select cp.id, 'package', 10, cp.hourly_rate_cents * 8, 90
         from coach_profiles cp where cp.id in (select distinct (x->>'coachId')::int from json_array_elements($1::json) x)
       returning id, coach_id, price_cents),
     purchases as (
       insert into package_purchases (offer_id, coach_id, client_id, kind, sessions, price_cents, unit_cents, credits_available,
                                      expires_at, provider, provider_payment_id, idempotency_key)
       select o.id, o.coach_id, (x->>'clientId')::int, 'package', (x->>'credits')::int,
              (o.price_cents / 10) * (x->>'credits')::int, o.price_cents / 10, (x->>'credits')::int,
              $2::timestamptz, 'test', 'pi_bench_' || $3 || '_' || o.coach_id || '_' || (x->>'clientId'), 'bench-' || $3 || '-' || o.coach_id
         from json_array_elements($1::json) x join offers o on o.coach_id = (x->>'coachId')::int
       returning id, sessions)
     insert into credit_entries (purchase_id, kind, credits, reference)
     select id, 'granted', sessions, 'purchase' from purchases`,
    [JSON.stringify([...pairs.values()]), expiresAt, label],
  );
}

// A weekly series for the booking-series load: 12 sessions, each a pool slot of the same client.
export type PoolSeries = { coachId: number; client: BenchClient; sessions: string[] };

export const SERIES_SESSIONS = 12;
// 12 weekly sessions span 77 days: when the series load runs, the coaches take
// bookings 85 days ahead (the most allowed; seeded with 60), and each series
// starts within 6 days so its last session stays inside that.
const SERIES_HORIZON_DAYS = 85;

type FullScheduleRow = {
  id: number;
  time_zone: string;
  session_length: number;
  weekly_rules: BookableSchedule['weeklyRules'];
  date_overrides: BookableSchedule['dateOverrides'];
  time_off: BookableSchedule['timeOff'];
  buffer_before_minutes: number;
  buffer_after_minutes: number;
  min_notice_minutes: number;
  max_sessions_per_day: number | null;
};

// Series of 12 weekly sessions, each session open when the load starts: the
// coach's seeded bookings, the other pools' slots and the series already chosen
// count as busy, judged by the same engine the server uses (src/shared/domain/series.ts).
export async function createSeriesPool(
  client: pg.Client,
  clients: readonly BenchClient[],
  size: number,
  otherSlots: readonly PoolSlot[],
  now = new Date(),
): Promise<PoolSeries[]> {
  await client.query(
    `update coach_profiles set horizon_days = $1 where id in (select cp.id from coach_profiles cp join users u on u.id = cp.user_id where u.is_active and cp.accepted_terms)`,
    [SERIES_HORIZON_DAYS],
  );
  const { rows: coaches } = await client.query<FullScheduleRow>(
    `select cp.id, cp.time_zone, cp.session_length, cp.weekly_rules, cp.date_overrides, cp.time_off, cp.buffer_before_minutes,
            cp.buffer_after_minutes, cp.min_notice_minutes, cp.max_sessions_per_day
       from coach_profiles cp join users u on u.id = cp.user_id
      where u.is_active and cp.accepted_terms order by cp.id`,
  );
  const { rows: booked } = await client.query<{ coach_id: number; start_time: Date; end_time: Date }>(
    `select coach_id, start_time, end_time from bookings where end_time > now() and status in ('pending', 'confirmed')`,
  );
  type Busy = { start: Date; end: Date; kind: 'session' };
  const busyByCoach = new Map<number, Busy[]>();
  const addBusy = (coachId: number, start: Date, end: Date) =>
    busyByCoach.set(coachId, [...(busyByCoach.get(coachId) ?? []), { start, end, kind: 'session' }]);
  for (const row of booked) addBusy(row.coach_id, new Date(row.start_time), new Date(row.end_time));

  const perCoach = Math.ceil(size / coaches.length);
  const from = new Date(now.getTime() + DAY_MS);
  const to = new Date(now.getTime() + 6 * DAY_MS);
  const byCoach = coaches.map((coach) => {
    const schedule: BookableSchedule = {
      timeZone: coach.time_zone,
      sessionLengthMinutes: coach.session_length,
      weeklyRules: coach.weekly_rules ?? [],
      dateOverrides: coach.date_overrides,
      timeOff: coach.time_off,
      bufferBeforeMinutes: coach.buffer_before_minutes,
      bufferAfterMinutes: coach.buffer_after_minutes,
      minNoticeMinutes: coach.min_notice_minutes,
      horizonDays: SERIES_HORIZON_DAYS,
      maxSessionsPerDay: coach.max_sessions_per_day,
    };
    for (const slot of otherSlots.filter((s) => s.coachId === coach.id)) {
      const start = new Date(slot.startTime);
      addBusy(coach.id, start, slotEnd(start, schedule));
    }
    const chosen: string[][] = [];
    for (const first of listOpenSlots({ schedule, busy: busyByCoach.get(coach.id) ?? [], from, to, now })) {
      if (chosen.length === perCoach) break;
      const starts = seriesStarts(first, 1, SERIES_SESSIONS, schedule.timeZone);
      if (starts.some((s) => s === null)) continue;
      const sessions = starts as Date[];
      const mine = sessions.map((s) => ({ start: s, end: slotEnd(s, schedule), kind: 'session' as const }));
      const busy = busyByCoach.get(coach.id) ?? [];
      const open = sessions.every((s, i) => occurrenceState(schedule, [...busy, ...mine.filter((_, j) => j !== i)], s, now).open);
      if (!open) continue;
      for (const m of mine) addBusy(coach.id, m.start, m.end);
      chosen.push(sessions.map((s) => s.toISOString()));
    }
    return { coachId: coach.id, chosen };
  });

  // Interleaved across coaches, as the other pools are.
  const pool: PoolSeries[] = [];
  for (let round = 0; round < perCoach && pool.length < size; round++) {
    for (const { coachId, chosen } of byCoach) {
      const sessions = chosen[round];
      if (!sessions || pool.length >= size) continue;
      const buyer = clients[(pool.length * 7) % clients.length];
      if (!buyer) throw new Error('no bench clients');
      pool.push({ coachId, client: buyer, sessions });
    }
  }
  // Enough credits first: one per session, as a package bought with that coach.
  await grantPoolCredits(
    client,
    pool.flatMap((series) =>
      series.sessions.map((startTime) => ({ coachId: series.coachId, startTime, paymentIntentId: '', client: series.client })),
    ),
    now,
    'series',
  );
  return pool;
}
