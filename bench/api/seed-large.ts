// The benchmark's data set: 1,000 coaches, 10,000 clients, 100,000 bookings
// and 20,000 reviews, written with set-based SQL (generate_series) so seeding
// takes seconds, not the hours the API would need. Everything obeys the
// schema's constraints and the product's rules:
// - future pending/confirmed bookings sit on the coach's working days and
//   hours (in the coach's zone) on an hourly grid with sessions of at most
//   60 minutes, so they never overlap (bookings_no_overlap) and the
//   availability endpoint has real busy time to subtract;
// - past bookings are completed or cancelled, future ones pending, confirmed
//   or cancelled, with payment states the jobs would have left behind
//   (confirmed ones have a meeting link, imminent ones their reminder sent);
// - reviews belong to completed bookings, one each, by the booking's client.
// Every account shares one precomputed argon2 hash of BENCH_PASSWORD.
import type pg from 'pg';
import { hashPassword } from '../../src/server/security/password.js';
import { DEMO_SPECIALIZATIONS } from '../../src/server/db/seed/demo-specializations.js';

export const BENCH_PASSWORD = 'bench-calm-waters';
export const COUNTS = { coaches: 1_000, clients: 10_000, bookingsPerCoach: 100, reviews: 20_000 } as const;
// Of each coach's 100 bookings, this many lie in the coming weeks; the rest are history.
const FUTURE_PER_COACH = 25;

export const coachUsername = (n: number) => `coach${n}`;
export const clientUsername = (n: number) => `client${n}`;

const FIRST_NAMES = [
  'Maya',
  'Liam',
  'Olivia',
  'Ethan',
  'Chloe',
  'Samir',
  'Isabel',
  'Ben',
  'Zoe',
  'Elena',
  'James',
  'Priya',
  'Tomas',
  'Aiko',
  'Marcus',
  'Sofia',
  'Noah',
  'Grace',
  'Daniel',
  'Hannah',
  'Rafael',
  'Leila',
  'Owen',
  'June',
];
const LAST_NAMES = [
  'Chen',
  'Foster',
  'Brooks',
  'Nakamura',
  'Dubois',
  'Patel',
  'Ferreira',
  'Harper',
  'Lambert',
  'Marsh',
  'Okafor',
  'Raman',
  'Lindqvist',
  'Tanaka',
  'Bell',
  'Alvarez',
  'Whitfield',
  'Adeyemi',
  'Cho',
  'Vogel',
  'Moreno',
  'Haddad',
  'Gallagher',
  'Park',
  'Stone',
  'Quinn',
  'Reyes',
];
const ZONES = ['America/New_York', 'Europe/London', 'Europe/Berlin', 'Asia/Kolkata', 'Australia/Sydney', 'America/Los_Angeles', 'UTC'];
const DAY_SETS = [
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
  ['monday', 'wednesday', 'friday', 'saturday'],
  ['tuesday', 'thursday', 'saturday', 'sunday'],
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
];
const ISO_DOW: Record<string, number> = { monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6, sunday: 7 };

const sqlTextArray = (values: readonly string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

export async function seedLargeDataSet(client: pg.Client, log: (line: string) => void): Promise<void> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const first = sqlTextArray(FIRST_NAMES);
  const last = sqlTextArray(LAST_NAMES);
  const step = async (label: string, statement: string, params: unknown[] = []) => {
    const started = performance.now();
    const result = await client.query(statement, params);
    log(`  ${label}: ${result.rowCount ?? 0} rows in ${Math.round(performance.now() - started)} ms`);
  };

  for (const s of DEMO_SPECIALIZATIONS) {
    await client.query('insert into specializations (name, description, icon_name, color_class) values ($1, $2, $3, $4)', [
      s.name,
      s.description,
      s.iconName,
      s.colorClass,
    ]);
  }

  await step(
    'users',
    `insert into users (username, email, password_hash, first_name, last_name, role, bio, created_at)
     select 'admin', 'admin@bench.example', $1, 'Avery', 'Stone', 'admin'::user_role, null::text, now() - interval '400 days'
     union all
     select 'coach' || n, 'coach' || n || '@bench.example', $1,
            (${first})[1 + n % ${FIRST_NAMES.length}], (${last})[1 + (n / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}], 'coach'::user_role,
            'Mindfulness coach number ' || n || '. I help people slow down, notice what matters and build a daily practice that lasts.',
            now() - (n % 365) * interval '1 day'
       from generate_series(1, ${COUNTS.coaches}) n
     union all
     select 'client' || n, 'client' || n || '@bench.example', $1,
            (${first})[1 + (n * 7) % ${FIRST_NAMES.length}], (${last})[1 + (n * 11) % ${LAST_NAMES.length}], 'client'::user_role, null,
            now() - (n % 300) * interval '1 day'
       from generate_series(1, ${COUNTS.clients}) n`,
    [passwordHash],
  );

  // Two coaches in a hundred are not listable (one deactivated, one without accepted terms), as in real life.
  await step(
    'coach profiles',
    `insert into coach_profiles (user_id, hourly_rate_cents, years_experience, session_length, available_from, available_to,
                                 available_days, time_zone, certifications, plan_type, business_name, accepted_terms, is_founding_coach,
                                 listing_status)
     select u.id, 3000 + (n * 37 % 171) * 100, 1 + n % 25, (array[60, 60, 45, 30])[1 + n % 4], '09:00', '17:00',
            (array[${DAY_SETS.map((d) => `'${JSON.stringify(d)}'::jsonb`).join(',')}])[1 + n % ${DAY_SETS.length}],
            (${sqlTextArray(ZONES)})[1 + n % ${ZONES.length}],
            'MBSR teacher training; ICF Associate Certified Coach',
            case when n % 5 = 0 then 'pro'::plan_type else 'free'::plan_type end,
            case when n % 5 = 0 then 'Practice of coach ' || n end,
            n % 100 <> 42, n % 3 = 0,
            -- Approved by an admin (docs/product/vetting.md); the column's default is 'under_review'.
            'approved'
       from generate_series(1, ${COUNTS.coaches}) n
       join users u on u.username = 'coach' || n`,
  );
  await client.query(
    `update users set is_active = false where username in (select 'coach' || n from generate_series(7, ${COUNTS.coaches}, 100) n)`,
  );

  await step(
    'coach specializations',
    `insert into coach_specializations (coach_id, specialization_id)
     select distinct cp.id, s.id
       from coach_profiles cp
       cross join lateral (values (cp.id % 8), ((cp.id * 3 + 1) % 8), ((cp.id * 5 + 2) % 8)) pick(k)
       join lateral (select id from specializations order by id offset pick.k limit 1) s on true
      where pick.k <> (cp.id * 5 + 2) % 8 or cp.id % 2 = 0`,
  );

  // Candidate slots: every working day of the coach (in its zone) from 150 days
  // ago to 30 days ahead, hourly from 09:00 to 16:00 local. Each coach takes its
  // first 25 future slots at 09, 11 and 14 o'clock and 75 past ones spread over
  // the history; hourly starts and sessions of <= 60 minutes never overlap.
  const dowCase = `case d ${Object.entries(ISO_DOW)
    .map(([name, n]) => `when '${name}' then ${n}`)
    .join(' ')} end`;
  await step(
    'bookings',
    `with coach as (
       select cp.id, cp.hourly_rate_cents, cp.session_length, cp.time_zone,
              (select array_agg(${dowCase}) from jsonb_array_elements_text(cp.available_days) d) as dows,
              (now() at time zone cp.time_zone)::date as today
         from coach_profiles cp
     ), slot as (
       select c.id as coach_id, c.hourly_rate_cents, c.session_length, day_offset, h,
              ((c.today + day_offset) + make_time(h, 0, 0)) at time zone c.time_zone as start_time
         from coach c
         cross join generate_series(-150, 30) day_offset
         cross join generate_series(9, 16) h
        where extract(isodow from c.today + day_offset)::int = any(c.dows)
          and day_offset <> 0
     ), ranked as (
       select s.*, day_offset > 0 as future,
              row_number() over (partition by coach_id, day_offset > 0
                                 order by case when day_offset > 0 then day_offset * 100 + h
                                               else ((day_offset * 7919 + h * 104729 + coach_id * 31) % 1009 + 1009) % 1009 end) as k
         from slot s
        where day_offset < 0 or h in (9, 11, 14)
     )
     insert into bookings (coach_id, client_id, start_time, end_time, status, payment_status, total_price_cents,
                           stripe_payment_id, notes, meeting_url, reminder_sent_at, created_at, updated_at)
     select r.coach_id,
            (select min(id) from users where role = 'client') + ((r.coach_id * 7919 + r.k * 104729) % ${COUNTS.clients}),
            r.start_time, r.start_time + r.session_length * interval '1 minute',
            st.status, st.payment_status, r.hourly_rate_cents,
            'pi_seed_' || r.coach_id || '_' || r.future || '_' || r.k,
            case when r.k % 4 = 0 then 'Looking forward to it.' end,
            case when st.status = 'confirmed' then 'https://meet.jit.si/stillpoint-bench-' || r.coach_id || '-' || r.k end,
            case when st.status = 'confirmed' and r.start_time < now() + interval '2 days' then now() end,
            least(r.start_time, now()) - interval '3 days', least(r.start_time, now()) - interval '3 days'
       from ranked r
       cross join lateral (
         select case
                  when not r.future then (case when r.k % 7 = 0 then 'cancelled' else 'completed' end)
                  when r.k % 7 = 3 then 'cancelled'
                  when r.k % 4 = 1 then 'pending'
                  else 'confirmed' end::booking_status as status
       ) s0
       cross join lateral (
         select s0.status, case when s0.status = 'cancelled' then 'refunded' else 'paid' end::payment_status as payment_status
       ) st
      where (r.future and r.k <= ${FUTURE_PER_COACH}) or (not r.future and r.k <= ${COUNTS.bookingsPerCoach - FUTURE_PER_COACH})`,
  );

  await step(
    'reviews',
    `insert into reviews (booking_id, coach_id, client_id, rating, comment, created_at)
     select b.id, b.coach_id, b.client_id, (array[5, 5, 4, 5, 3, 4, 5, 2, 4, 5, 1])[1 + b.id % 11],
            case when b.id % 3 = 0 then null else 'A calm, focused session. I left with a practice I actually use every morning.' end,
            least(b.end_time + interval '1 day', now())
       from bookings b
      where b.status = 'completed'
      order by (b.id * 2654435761::bigint) % 1000003
      limit ${COUNTS.reviews}`,
  );
}
