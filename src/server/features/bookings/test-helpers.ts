// Shared set-up for the bookings integration suites: an app on a chosen
// database with a fixed clock, signed-in users inserted directly (no argon2
// per user, so twenty clients cost nothing), and checkout helpers over HTTP.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import type { MeetingProvider } from '../../integrations/meetings/meeting-provider.js';
import { hashSessionToken, newSessionToken } from '../auth/session-token.js';
import { testRunSink } from '../../test-audits/leak-audit/sinks.js';
import { uniqueName } from '../../test-support/test-app.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import { insertCoach } from '../coaches/test-fixtures.js';

// Monday 2030-01-07 06:00 UTC: the coach's 09:00-17:00 UTC weekday window is 3 hours away.
export const NOW = new Date('2030-01-07T06:00:00Z');
export const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
export const DECLINED_CARD = { number: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' };
export const RATE_CENTS = 8_500;

export type BookingTestApp = { app: FastifyInstance; db: Database; clock: { now: Date }; close: () => Promise<void> };

export async function createBookingTestApp(database?: DatabaseHandle, options: { meetings?: MeetingProvider; env?: Record<string, string> } = {}): Promise<BookingTestApp> {
  // Abuse limits relaxed as in createTestApp: the clock stands still, so every booking falls in one window.
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: ':memory:', RATE_LIMIT_SCALE: '1000', ...options.env });
  const handle = database ?? (await createTestDatabase());
  const clock = { now: NOW };
  const app = await buildApp({ config, database: handle, now: () => clock.now, logger: false, meetings: options.meetings, leakAudit: { sink: testRunSink } });
  await app.ready();
  return {
    app,
    db: handle.db,
    clock,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

export type SignedIn = { id: number; cookie: string; firstName: string; lastName: string };

export async function signedInUser(db: Database, role: 'client' | 'coach' | 'admin' = 'client', names = { firstName: 'Cli', lastName: 'Ent' }): Promise<SignedIn> {
  const username = uniqueName(role);
  const [user] = await db
    .insert(users)
    .values({ username, email: `${username}@example.com`, passwordHash: 'not-a-real-hash', role, bio: role === 'coach' ? 'Calm.' : null, ...names })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  const token = newSessionToken();
  await db.insert(sessions).values({ tokenHash: hashSessionToken(token), userId: user.id, createdAt: NOW, lastSeenAt: NOW, expiresAt: new Date('2099-01-01T00:00:00Z') });
  return { id: user.id, cookie: `sid=${token}`, ...names };
}

export type TestCoach = { id: number; userId: number; cookie: string };

// A listable coach (UTC, weekdays 09:00-17:00, 60 minutes, $85) who can also sign in.
export async function coachWithSession(db: Database, rateCents = RATE_CENTS): Promise<TestCoach> {
  const coach = await insertCoach(db, { user: { firstName: 'Mia', lastName: 'Calm' }, profile: { hourlyRateCents: rateCents } });
  const token = newSessionToken();
  await db.insert(sessions).values({ tokenHash: hashSessionToken(token), userId: coach.userId, createdAt: NOW, lastSeenAt: NOW, expiresAt: new Date('2099-01-01T00:00:00Z') });
  return { ...coach, cookie: `sid=${token}` };
}

export function createIntent(app: FastifyInstance, cookie: string, coachId: number, startTime: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/create-payment-intent', headers: { cookie }, payload: { coachId, startTime } });
}

let keys = 0;
export function newKey(): string {
  keys += 1;
  return `key-${process.pid}-${keys}-${Math.random().toString(36).slice(2)}`;
}

export function postBooking(app: FastifyInstance, cookie: string, payload: Record<string, unknown>, key: string | null = newKey()) {
  return app.inject({ method: 'POST', url: '/api/bookings', headers: key ? { cookie, 'idempotency-key': key } : { cookie }, payload });
}

// The whole checkout as the browser does it: an intent, then the booking.
export async function checkout(app: FastifyInstance, cookie: string, coachId: number, startTime: string, extra: Record<string, unknown> = {}) {
  const intent = await createIntent(app, cookie, coachId, startTime);
  if (intent.statusCode !== 200) throw new Error(`intent failed: ${intent.statusCode} ${intent.body}`);
  const paymentIntentId: string = intent.json().paymentIntentId;
  const response = await postBooking(app, cookie, { coachId, startTime, paymentIntentId, card: GOOD_CARD, ...extra });
  return { response, paymentIntentId };
}

// Successive weekday slots 09:00..16:00 UTC from Monday 2030-01-07 (all within 60 days of NOW).
export function* weekdaySlots(): Generator<string> {
  for (let day = 0; day < 56; day++) {
    const date = new Date(Date.UTC(2030, 0, 7 + day));
    if (date.getUTCDay() === 0 || date.getUTCDay() === 6) continue;
    for (let hour = 9; hour < 17; hour++) yield new Date(date.getTime() + hour * 3_600_000).toISOString();
  }
}
