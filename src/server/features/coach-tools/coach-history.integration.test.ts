import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCoachHistoryPage } from '../../../shared/schemas/coach-tools.js';
import { callEndpoint, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { type SignedIn, signIn } from '../../test-support/sign-in.js';
import { coachWithSession, insertClient, type TestCoach } from '../../test-support/coaches.js';
import { insertBooking, NOW } from '../../test-support/bookings.js';
import * as api from '../../../shared/api/api-routes.generated.js';

let t: TestApp;
let coach: TestCoach;
let otherCoach: TestCoach;
let client: SignedIn;
let admin: SignedIn;
let clientId: number;
// The coach's 12 past sessions, newest first.
const pastIds: number[] = [];
const otherIds: number[] = [];

const hour = (n: number) => new Date(Date.UTC(2029, 11, 1, 9) + n * 3_600_000);

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  coach = await coachWithSession(t);
  otherCoach = await coachWithSession(t);
  client = await signIn(t);
  admin = await signIn(t, { role: 'admin' });
  clientId = await insertClient(t.db, { firstName: 'Maya', lastName: 'Chen' });
  const made: Array<{ id: number; at: number }> = [];
  for (let i = 0; i < 12; i++) {
    const id = await insertBooking(t.db, {
      coachId: coach.id,
      clientId,
      start: hour(i * 3),
      status: i % 3 === 0 ? 'cancelled' : 'completed',
    });
    made.push({ id, at: i });
  }
  pastIds.push(...made.sort((a, b) => b.at - a.at).map((m) => m.id));
  // Upcoming ones of the same coach and past ones of another coach never appear.
  otherIds.push(await insertBooking(t.db, { coachId: coach.id, clientId, start: hour(100), status: 'pending' }));
  otherIds.push(await insertBooking(t.db, { coachId: coach.id, clientId, start: hour(103), status: 'confirmed' }));
  otherIds.push(await insertBooking(t.db, { coachId: otherCoach.id, clientId, start: hour(1), status: 'completed' }));
  otherIds.push(await insertBooking(t.db, { coachId: otherCoach.id, clientId, start: hour(2), status: 'cancelled' }));
});
afterAll(async () => {
  await t.close();
});

const history = (cookie: string | undefined, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/coach/bookings/history${query}`, headers: cookie ? { cookie } : {} });

describe('GET /api/coach/bookings/history', () => {
  it('asks visitors to sign in and refuses clients and admins', async () => {
    expect((await history(undefined)).statusCode).toBe(401);
    expect((await history(client.cookie)).statusCode).toBe(403);
    expect((await history(admin.cookie)).statusCode).toBe(403);
  });

  it('lists only this coach’s completed and cancelled sessions, newest first, ten per page', async () => {
    const response = await history(coach.cookie);
    expect(response.statusCode).toBe(200);
    const page = ZCoachHistoryPage.parse(response.json());
    expect(page).toMatchObject({ total: 12, page: 1, pageSize: 10, totalPages: 2 });
    expect(page.bookings.map((b) => b.id)).toEqual(pastIds.slice(0, 10));
    for (const booking of page.bookings) {
      expect(['completed', 'cancelled']).toContain(booking.status);
      expect(booking).toMatchObject({
        coachId: coach.id,
        clientName: 'Maya Chen',
        coachName: 'Mia Calm',
        totalPrice: 85,
        sessionLength: 60,
        meetingUrl: null,
      });
    }
    const second = ZCoachHistoryPage.parse((await history(coach.cookie, '?page=2')).json());
    expect(second.bookings.map((b) => b.id)).toEqual(pastIds.slice(10));
    for (const id of otherIds) expect([...page.bookings, ...second.bookings].map((b) => b.id)).not.toContain(id);
  });

  it('honours pageSize up to 50 and returns an empty page past the end', async () => {
    const five = ZCoachHistoryPage.parse((await history(coach.cookie, '?page=3&pageSize=5')).json());
    expect(five).toMatchObject({ total: 12, page: 3, pageSize: 5, totalPages: 3 });
    expect(five.bookings.map((b) => b.id)).toEqual(pastIds.slice(10, 12));
    const beyond = ZCoachHistoryPage.parse((await history(coach.cookie, '?page=9')).json());
    expect(beyond.bookings).toEqual([]);
    expect((await history(coach.cookie, '?pageSize=50')).statusCode).toBe(200);
    expect((await history(coach.cookie, '?pageSize=51')).statusCode).toBe(400);
    expect((await history(coach.cookie, '?page=0')).statusCode).toBe(400);
    expect((await history(coach.cookie, '?page=abc')).statusCode).toBe(400);
  });

  it('gives the other coach only their own past sessions', async () => {
    const page = ZCoachHistoryPage.parse((await history(otherCoach.cookie)).json());
    expect(page.bookings.map((b) => b.id).sort()).toEqual(otherIds.slice(2).sort());
  });

  it('gives a coach without a profile an empty history', async () => {
    const newcomer = await signIn(t, { role: 'coach' });
    const page = ZCoachHistoryPage.parse((await history(newcomer.cookie)).json());
    expect(page).toEqual({ bookings: [], total: 0, page: 1, pageSize: 10, totalPages: 1 });
  });
});

describe('history query count', () => {
  let c: TestApp;
  beforeAll(async () => {
    c = await createTestApp({ countQueries: true });
  });
  afterAll(async () => {
    await c.close();
  });

  it('costs the same number of statements for 1 or 40 sessions', async () => {
    const small = await coachWithSession(c);
    const large = await coachWithSession(c);
    const someone = await insertClient(c.db);
    await insertBooking(c.db, { coachId: small.id, clientId: someone, start: hour(0), status: 'completed' });
    for (let i = 0; i < 40; i++)
      await insertBooking(c.db, { coachId: large.id, clientId: someone, start: hour(i * 2), status: 'completed' });

    const countFor = async (cookie: string) => {
      c.queries.length = 0;
      const response = await callEndpoint(c.app, api.listCoachHistory, { query: { pageSize: '50' }, cookie });
      expect(response.statusCode).toBe(200);
      return { statements: c.queries.length, shown: ZCoachHistoryPage.parse(response.json()).bookings.length };
    };
    const one = await countFor(small.cookie);
    const forty = await countFor(large.cookie);
    expect(one.shown).toBe(1);
    expect(forty.shown).toBe(40);
    expect(forty.statements).toBe(one.statements);
  });
});
