// The number of database statements a list request costs must not
// grow with the number of rows it returns (no query per row, "N+1"). Each list
// is requested with 2 rows behind it and again with 20; the statements
// counted through Drizzle's logger must be the same. Runs on PGlite, and on
// PostgreSQL when TEST_DATABASE_URL is set. (The directory's own count test is
// in features/coaches.)
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../test-support/sign-in.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { insertClient, insertCoach } from '../test-support/coaches.js';
import { insertBooking, insertReview } from '../test-support/bookings.js';
import { users } from './schema.js';
import { HOUR_MS } from '../../shared/domain/time-units.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ countQueries: true });
});
afterAll(async () => {
  await t.close();
});

// A signed-in browser for a user the fixtures made.
const cookieFor = async (userId: number) => (await signIn(t, { userId })).cookie;

type Counted = { statements: number; rows: number };

async function count(url: string, cookie: string | undefined, rowsOf: (body: unknown) => unknown[]): Promise<Counted> {
  t.queries.length = 0;
  const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return { statements: t.queries.length, rows: rowsOf(response.json()).length };
}

const list = (body: unknown) => body as unknown[];
const field = (name: string) => (body: unknown) => (body as Record<string, unknown[]>)[name] ?? [];

describe('statements per list request do not grow with the rows returned', () => {
  let coach: { id: number; userId: number };
  let client: number;
  let cookies: { client: string; coach: string; admin: string };
  let made = 0;

  // n more past sessions (completed, reviewed) and n more upcoming ones between this coach and client.
  async function addRows(n: number) {
    for (let i = 0; i < n; i++) {
      made += 1;
      await insertReview(t.db, {
        coachId: coach.id,
        clientId: client,
        rating: 1 + (made % 5),
        start: new Date(Date.UTC(2021, 0, 1) + made * 2 * HOUR_MS),
      });
      await insertBooking(t.db, {
        coachId: coach.id,
        clientId: client,
        start: new Date(Date.now() + (48 + made * 2) * HOUR_MS),
        status: 'confirmed',
      });
    }
  }

  beforeAll(async () => {
    coach = await insertCoach(t.db);
    client = await insertClient(t.db);
    const admin = await insertClient(t.db);
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin));
    cookies = { client: await cookieFor(client), coach: await cookieFor(coach.userId), admin: await cookieFor(admin) };
  });

  it('holds for reviews, client and coach bookings, the coach history and earnings, and the admin lists', async () => {
    const requests: Array<[string, string | undefined, (body: unknown) => unknown[]]> = [
      [`/api/coaches/${coach.id}/reviews?limit=100`, undefined, list],
      ['/api/user/bookings', cookies.client, list],
      ['/api/user/bookings', cookies.coach, list],
      ['/api/coach/bookings/history?pageSize=50', cookies.coach, field('bookings')],
      ['/api/coach/earnings', cookies.coach, () => []],
      ['/api/bookings?pageSize=50', cookies.admin, field('bookings')],
      ['/api/admin/users?pageSize=50', cookies.admin, field('users')],
      ['/api/admin/coaches?pageSize=50', cookies.admin, field('coaches')],
    ];
    const countAll = async () => {
      const results: Counted[] = [];
      // One request at a time, so each count holds that request's statements only.
      for (const [url, cookie, rowsOf] of requests) results.push(await count(url, cookie, rowsOf));
      return results;
    };

    await addRows(2);
    const small = await countAll();
    await addRows(18);
    const large = await countAll();

    expect(large.map((r) => r.statements)).toEqual(small.map((r) => r.statements));
    // The counts are of real work: 2 then 20 reviews; 4 then 40 bookings of the client and of the coach.
    expect([small[0]?.rows, large[0]?.rows]).toEqual([2, 20]);
    expect([small[1]?.rows, large[1]?.rows]).toEqual([4, 40]);
    expect([small[2]?.rows, large[2]?.rows]).toEqual([4, 40]);
    expect([small[5]?.rows, large[5]?.rows]).toEqual([4, 40]);
  });
});
