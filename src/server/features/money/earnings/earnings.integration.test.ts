import { describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.js';
import { bookings, coachProfiles } from '../../../db/schema.js';
import { useTestApp } from '../../../test-support/app-per-file.js';
import { callEndpoint, type TestApp } from '../../../test-support/test-app.js';
import { type SignedIn, signIn } from '../../../test-support/sign-in.js';
import * as api from '../../../../shared/api/api-routes.generated.js';

// Tuesday 2030-04-02 12:00 UTC; in New York the week began on Sunday 31 March.
const NOW = new Date('2030-04-02T12:00:00Z');

type Status = 'pending' | 'confirmed' | 'cancelled' | 'completed';
type Paid = 'pending' | 'paid' | 'refunded';

async function coachIn(db: Database, timeZone: string, planType: 'free' | 'pro' = 'free'): Promise<SignedIn & { coachId: number }> {
  const user = await signIn({ db }, { role: 'coach', firstName: 'Earn', lastName: 'Er' });
  const [row] = await db
    .insert(coachProfiles)
    .values({
      userId: user.id,
      hourlyRateCents: 10_000,
      availableDays: ['monday', 'tuesday'],
      availableFrom: '09:00',
      availableTo: '17:00',
      timeZone,
      acceptedTerms: true,
      planType,
    })
    .returning({ id: coachProfiles.id });
  return { ...user, coachId: row?.id ?? 0 };
}

async function book(db: Database, coachId: number, clientId: number, iso: string, status: Status, paymentStatus: Paid, cents = 10_000) {
  const start = new Date(iso);
  await db.insert(bookings).values({
    coachId,
    clientId,
    startTime: start,
    endTime: new Date(start.getTime() + 3_600_000),
    status,
    paymentStatus,
    totalPriceCents: cents,
  });
}

async function seed(db: Database, planType: 'free' | 'pro' = 'free') {
  const coach = await coachIn(db, 'America/New_York', planType);
  const client = await signIn({ db }, { role: 'client', firstName: 'Maya', lastName: 'Chen' });
  // Counted: completed and paid.
  await book(db, coach.coachId, client.id, '2030-04-01T15:00:00Z', 'completed', 'paid', 10_000);
  // 23:30 on Sunday 31 March in New York (UTC says 1 April): March, and this week.
  await book(db, coach.coachId, client.id, '2030-04-01T03:30:00Z', 'completed', 'paid', 5_000);
  await book(db, coach.coachId, client.id, '2029-06-01T15:00:00Z', 'completed', 'paid', 20_000);
  // Never counted.
  await book(db, coach.coachId, client.id, '2030-04-03T15:00:00Z', 'pending', 'paid');
  await book(db, coach.coachId, client.id, '2030-04-04T15:00:00Z', 'confirmed', 'paid');
  await book(db, coach.coachId, client.id, '2030-04-01T17:00:00Z', 'cancelled', 'refunded');
  await book(db, coach.coachId, client.id, '2030-04-01T18:00:00Z', 'cancelled', 'paid');
  await book(db, coach.coachId, client.id, '2030-04-01T19:00:00Z', 'completed', 'refunded');
  await book(db, coach.coachId, client.id, '2030-04-01T20:00:00Z', 'completed', 'pending');
  // Another coach's revenue is not ours.
  const other = await coachIn(db, 'UTC');
  await book(db, other.coachId, client.id, '2030-04-01T15:00:00Z', 'completed', 'paid', 99_900);
  return coach;
}

describe('GET /api/coach/earnings (beta: gross)', () => {
  let t: TestApp;
  useTestApp({}, (app) => {
    t = app;
    t.clock.now = NOW;
  });

  it('is for coaches with a profile only', async () => {
    expect((await callEndpoint(t.app, api.getEarnings)).statusCode).toBe(401);
    const client = await signIn(t, { role: 'client' });
    expect((await callEndpoint(t.app, api.getEarnings, { cookie: client.cookie })).statusCode).toBe(403);
    const bare = await signIn(t, { role: 'coach' });
    const response = await callEndpoint(t.app, api.getEarnings, { cookie: bare.cookie });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Coach profile not found');
  });

  it('counts completed and paid sessions only, in periods of the coach zone', async () => {
    const coach = await seed(t.database.db);
    const response = await callEndpoint(t.app, api.getEarnings, { cookie: coach.cookie });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.earnings).toEqual({ weekly: 150, monthly: 100, yearly: 150, total: 350 });
    expect(body.sessions).toEqual({ weekly: 2, monthly: 1, yearly: 2, total: 3 });
    expect(body.recentSessions).toEqual([
      { startTime: '2030-04-01T15:00:00.000Z', clientName: 'Maya Chen', totalPrice: 100 },
      { startTime: '2030-04-01T03:30:00.000Z', clientName: 'Maya Chen', totalPrice: 50 },
      { startTime: '2029-06-01T15:00:00.000Z', clientName: 'Maya Chen', totalPrice: 200 },
    ]);
    expect(body.breakdown.weekly).toHaveLength(8);
    expect(body.breakdown.weekly.at(-1)).toEqual({ label: 'Mar 31', amount: 150 });
    expect(body.breakdown.monthly).toHaveLength(12);
    expect(body.breakdown.monthly.slice(-2)).toEqual([
      { label: 'Mar 2030', amount: 50 },
      { label: 'Apr 2030', amount: 100 },
    ]);
    expect(body.breakdown.monthly.find((r: { label: string }) => r.label === 'Jun 2029')).toEqual({ label: 'Jun 2029', amount: 200 });
    expect(body.breakdown.yearly.map((r: { label: string }) => r.label)).toEqual(['2026', '2027', '2028', '2029', '2030']);
  });

  it('shows zeros for a coach without sessions', async () => {
    const coach = await coachIn(t.database.db, 'Europe/Berlin');
    const body = (await callEndpoint(t.app, api.getEarnings, { cookie: coach.cookie })).json();
    expect(body.earnings).toEqual({ weekly: 0, monthly: 0, yearly: 0, total: 0 });
    expect(body.recentSessions).toEqual([]);
  });
});

describe('GET /api/coach/earnings (beta over: net of the platform fee)', () => {
  let t: TestApp;
  useTestApp({ env: { BETA: 'false' } }, (app) => {
    t = app;
    t.clock.now = NOW;
  });

  it('keeps 12% for a free coach', async () => {
    const coach = await seed(t.database.db, 'free');
    const body = (await callEndpoint(t.app, api.getEarnings, { cookie: coach.cookie })).json();
    expect(body.earnings).toEqual({ weekly: 132, monthly: 88, yearly: 132, total: 308 });
    expect(body.recentSessions[0].totalPrice).toBe(88);
  });

  it('keeps 5% for a Pro coach', async () => {
    const coach = await seed(t.database.db, 'pro');
    const body = (await callEndpoint(t.app, api.getEarnings, { cookie: coach.cookie })).json();
    expect(body.earnings).toEqual({ weekly: 142.5, monthly: 95, yearly: 142.5, total: 332.5 });
  });
});
