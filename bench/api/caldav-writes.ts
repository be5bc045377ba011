// BENCH_ONLY=caldav-write: how soon a confirmed booking is on the coach's
// CalDAV calendar while the booking load runs (docs/decisions/0057-caldav-sync.md).
// A real Radicale (src/server/test-support/radicale.ts) holds one account per
// connected coach. The app server here runs with NODE_ENV=test, the only mode
// in which it may reach a loopback address (BUSY_CALENDAR_ALLOW_LOOPBACK); the
// measured server of the other scenarios is stopped first, so no other process
// claims the writes. Each round books a burst of sessions for the connected
// coaches, starts the booking load on other coaches, confirms the whole burst
// at once and times each event from the confirmation's answer until Radicale
// lists it (polled every POLL_MS). Last, the requests an unchanged refresh
// ("Sync now") sends, counted in Radicale's own log.
import pg from 'pg';
import { hashSessionToken, newSessionToken } from '../../src/server/features/auth/session-token.js';
import { sessionUid } from '../../src/server/integrations/calendar/ical.js';
import { freePort } from '../../src/server/test-support/free-port.js';
import { startRadicale, type Radicale } from '../../src/server/test-support/radicale.js';
import { startAppServer, type AppServer } from './app-server.js';
import type { PoolSlot } from './load-fixtures.js';
import { runLoad } from './load.js';
import { bookingScenario, type Scenario } from './scenarios.js';

const COACHES = 5;
const PER_COACH_PER_ROUND = 6;
const POLL_MS = 100;
const GIVE_UP_MS = 60_000;
const PASSWORD = 'bench-app-password';
// NODE_ENV=test names the session cookie sid (src/server/http/session.ts); the pool's cookies carry the production name.
const testCookie = (cookie: string | undefined) => (cookie ?? '').replace(/^__Host-sid=/, 'sid=');
const WRITE_HEADERS = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };

// From the confirmation's answer (the change committed and told to the coach) to the event on the server;
// fromSending: from sending the confirmation, which also counts the confirmation's own time under the load.
export type CalDavRound = {
  bookings: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  fromSending: { p50Ms: number; p95Ms: number };
  missing: number;
};
export type CalDavWritesResult = {
  rounds: CalDavRound[];
  // Medians over the rounds.
  p50Ms: number;
  p95Ms: number;
  fromSending: { p50Ms: number; p95Ms: number };
  unchangedRefreshRequests: number;
  loadRequestsPerSecond: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

type Coach = { coachId: number; user: string; cookie: string; slots: PoolSlot[] };

async function call(app: AppServer, method: string, path: string, cookie: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}${path}`, {
    method,
    // No body, no content type: the server refuses an empty JSON body.
    headers: { ...(body === undefined ? { 'sec-fetch-site': 'same-origin' } : WRITE_HEADERS), ...headers, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

// The coaches' receiving calendars as Radicale lists them: the hrefs of their events.
async function listedEvents(radicale: Radicale, user: string): Promise<string> {
  const response = await fetch(`${radicale.url}/${user}/sessions/`, {
    method: 'PROPFIND',
    headers: { depth: '1', authorization: `Basic ${Buffer.from(`${user}:${PASSWORD}`).toString('base64')}` },
  });
  const body = await response.text();
  try {
    return decodeURIComponent(body);
  } catch {
    return body;
  }
}

// Pro plan and a session for each coach, straight in the database (as the bench's clients get theirs).
async function prepareCoaches(databaseUrl: string, coaches: Array<Omit<Coach, 'cookie' | 'user'>>): Promise<Coach[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids = coaches.map((c) => c.coachId);
    await client.query(`update coach_profiles set plan_type = 'pro' where id = any($1::int[])`, [ids]);
    const { rows } = await client.query<{ id: number; user_id: number }>(
      `select id, user_id from coach_profiles where id = any($1::int[])`,
      [ids],
    );
    const out: Coach[] = [];
    for (const coach of coaches) {
      const row = rows.find((r) => r.id === coach.coachId);
      if (!row) throw new Error(`coach ${coach.coachId} not found`);
      const token = newSessionToken();
      await client.query(
        `insert into sessions (token_hash, user_id, expires_at, user_agent) values ($1, $2, now() + interval '1 day', 'stillpoint-bench')`,
        [hashSessionToken(token), row.user_id],
      );
      out.push({ ...coach, user: `coach${coach.coachId}`, cookie: `sid=${token}` });
    }
    return out;
  } finally {
    await client.end();
  }
}

export async function measureCalDavWrites(options: {
  databaseUrl: string;
  // Slots the earlier scenarios have not booked.
  pool: readonly PoolSlot[];
  env: Record<string, string>;
  logFile: string;
  connections: number;
  rounds: number;
  log: (line: string) => void;
}): Promise<CalDavWritesResult> {
  const { log, rounds } = options;
  const perCoach = rounds * PER_COACH_PER_ROUND;
  // The last coaches of the pool with enough slots; the load books everyone else.
  const byCoach = new Map<number, PoolSlot[]>();
  for (const slot of options.pool) byCoach.set(slot.coachId, [...(byCoach.get(slot.coachId) ?? []), slot]);
  const chosen = [...byCoach.entries()].filter(([, slots]) => slots.length >= perCoach).slice(-COACHES);
  if (chosen.length < COACHES) throw new Error('the booking pool has too few slots for the CalDAV scenario');
  const connected = new Set(chosen.map(([coachId]) => coachId));
  const loadPool = options.pool.filter((slot) => !connected.has(slot.coachId));

  log(
    `\nCalDAV writes: ${COACHES} coaches on Radicale, ${rounds} rounds of ${COACHES * PER_COACH_PER_ROUND} confirmations under the booking load`,
  );
  const coaches = await prepareCoaches(
    options.databaseUrl,
    chosen.map(([coachId, slots]) => ({ coachId, slots: slots.slice(0, perCoach) })),
  );
  const radicale = await startRadicale(Object.fromEntries(coaches.map((c) => [c.user, PASSWORD])));
  let app: AppServer | undefined;
  try {
    for (const coach of coaches) {
      const auth = { authorization: `Basic ${Buffer.from(`${coach.user}:${PASSWORD}`).toString('base64')}` };
      // No display names: as some calendar apps leave them; the app names them from their folders.
      for (const name of ['work', 'sessions']) {
        const made = await fetch(`${radicale.url}/${coach.user}/${name}/`, { method: 'MKCALENDAR', headers: auth });
        if (made.status !== 201) throw new Error(`MKCALENDAR answered ${made.status}`);
      }
    }
    app = await startAppServer({
      port: await freePort(),
      logFile: options.logFile,
      env: { ...options.env, NODE_ENV: 'test', BUSY_CALENDAR_ALLOW_LOOPBACK: 'true' },
    });
    for (const coach of coaches) {
      const state = (await call(app, 'PUT', '/api/coach/caldav', coach.cookie, {
        serverUrl: radicale.url,
        username: coach.user,
        password: PASSWORD,
      })) as { caldav: { calendars: Array<{ id: number; displayName: string }> } };
      const id = (name: string) => {
        const found = state.caldav.calendars.find((c) => c.displayName === name);
        if (!found) throw new Error(`no calendar named ${name}: ${JSON.stringify(state.caldav.calendars)}`);
        return found.id;
      };
      await call(app, 'PUT', '/api/coach/caldav/calendars', coach.cookie, {
        blockingCalendarIds: [id('Work')],
        bookingCalendarId: id('Sessions'),
      });
    }

    const base = bookingScenario(loadPool).scenario;
    const load: Scenario = {
      ...base,
      next: () => {
        const next = base.next();
        return { ...next, headers: { ...next.headers, cookie: testCookie(next.headers?.cookie) } };
      },
    };
    const results: CalDavRound[] = [];
    let loadRequestsPerSecond = 0;
    for (let round = 0; round < rounds; round++) {
      // The burst: booked (pending) first, outside the measurement.
      const burst: Array<{ coach: Coach; bookingId: number }> = [];
      for (const coach of coaches) {
        for (const slot of coach.slots.slice(round * PER_COACH_PER_ROUND, (round + 1) * PER_COACH_PER_ROUND)) {
          const request = bookingScenario([slot]).scenario.next();
          const booked = await call(
            app,
            'POST',
            request.path,
            testCookie(request.headers?.cookie),
            JSON.parse(request.body ?? '{}'),
            request.headers,
          );
          burst.push({ coach, bookingId: Number(booked.id) });
        }
      }
      const running = runLoad(app.url, load, { connections: options.connections, seconds: 10, headers: {} });
      await sleep(2_000);
      const confirmedAt = new Map<number, number>();
      const sentAt = new Map<number, number>();
      const seenAt = new Map<number, number>();
      let polling = true;
      const poller = (async () => {
        while (polling) {
          for (const coach of coaches) {
            const listed = await listedEvents(radicale, coach.user);
            const at = performance.now();
            for (const b of burst)
              if (b.coach === coach && !seenAt.has(b.bookingId) && listed.includes(`${sessionUid(b.bookingId)}.ics`))
                seenAt.set(b.bookingId, at);
          }
          if (seenAt.size === burst.length) return;
          await sleep(POLL_MS);
        }
      })();
      await Promise.all(
        burst.map(async ({ coach, bookingId }) => {
          sentAt.set(bookingId, performance.now());
          await call(app!, 'PATCH', `/api/bookings/${bookingId}/status`, coach.cookie, { status: 'confirmed' });
          confirmedAt.set(bookingId, performance.now());
        }),
      );
      const deadline = performance.now() + GIVE_UP_MS;
      while (seenAt.size < burst.length && performance.now() < deadline) await sleep(POLL_MS);
      polling = false;
      await poller;
      const loadResult = await running;
      loadRequestsPerSecond = loadResult.requestsPerSecond;
      const since = (from: Map<number, number>) =>
        burst.flatMap(({ bookingId }) => {
          const seen = seenAt.get(bookingId);
          const at = from.get(bookingId);
          // Seen before its confirmation's answer arrived: no wait at all.
          return seen === undefined || at === undefined ? [] : [Math.max(0, seen - at)];
        });
      const latencies = since(confirmedAt);
      const fromSending = since(sentAt);
      const result: CalDavRound = {
        bookings: burst.length,
        p50Ms: Math.round(percentile(latencies, 50)),
        p95Ms: Math.round(percentile(latencies, 95)),
        maxMs: Math.round(Math.max(...latencies)),
        fromSending: { p50Ms: Math.round(percentile(fromSending, 50)), p95Ms: Math.round(percentile(fromSending, 95)) },
        missing: burst.length - latencies.length,
      };
      results.push(result);
      log(
        `  round ${round + 1}: ${result.bookings} confirmed at once, on the calendar after p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, max ${result.maxMs} ms` +
          ` (from sending: p50 ${result.fromSending.p50Ms} ms, p95 ${result.fromSending.p95Ms} ms)` +
          `${result.missing ? `, ${result.missing} NOT written within ${GIVE_UP_MS / 1000} s` : ''} (load ${loadResult.requestsPerSecond.toFixed(0)} bookings/s)`,
      );
    }

    // An unchanged calendar's refresh: the first "Sync now" may still read; the second must cost one request.
    const first = coaches[0]!;
    await call(app, 'POST', '/api/coach/caldav/sync', first.cookie);
    const before = radicale.appRequests();
    await call(app, 'POST', '/api/coach/caldav/sync', first.cookie);
    const unchangedRefreshRequests = radicale.appRequests() - before;
    log(
      `  medians of ${rounds} rounds: p50 ${median(results.map((r) => r.p50Ms))} ms, p95 ${median(results.map((r) => r.p95Ms))} ms` +
        ` (from sending: p95 ${median(results.map((r) => r.fromSending.p95Ms))} ms)`,
    );
    log(`  an unchanged refresh ("Sync now") sent ${unchangedRefreshRequests} request(s) to the CalDAV server`);
    return {
      rounds: results,
      p50Ms: median(results.map((r) => r.p50Ms)),
      p95Ms: median(results.map((r) => r.p95Ms)),
      fromSending: {
        p50Ms: median(results.map((r) => r.fromSending.p50Ms)),
        p95Ms: median(results.map((r) => r.fromSending.p95Ms)),
      },
      unchangedRefreshRequests,
      loadRequestsPerSecond,
    };
  } finally {
    await app?.stop();
    await radicale.close();
  }
}
