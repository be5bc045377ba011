// Two real server processes on one PostgreSQL database, each with its own
// availability index (docs/decisions/0047-availability-index.md): a slot
// booked or freed through one is gone or back on the other's very next read
// of the coach's calendar, the directory's "Next available" and its
// availability filter. The version the writes bump is read in the same
// statement that reads the schedule, so no wait is needed.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertAlwaysOpenCoach, insertSignedInClients, openSlots } from './fixtures.js';
import { bookingIdOf, createIntent, postBooking, request } from './http-client.js';
import type { ServerProcess } from './server-process.js';
import type { SystemDatabase } from './system-database.js';
import { useTwoServers } from './two-servers.js';

let database: SystemDatabase;
let a: ServerProcess;
let b: ServerProcess;
useTwoServers((servers) => ({ database, a, b } = servers));

async function nextAvailable(server: ServerProcess, coachId: number): Promise<string | null | undefined> {
  const answer = await request(server.url, 'GET', `/api/coaches/next-available?ids=${coachId}`);
  expect(answer.status).toBe(200);
  return (answer.body as { nextAvailable: Record<string, string | null> }).nextAvailable[String(coachId)];
}

async function soonestIds(server: ServerProcess): Promise<number[]> {
  const answer = await request(server.url, 'GET', '/api/coaches?sort=soonest&pageSize=50&q=Sys');
  expect(answer.status).toBe(200);
  return (answer.body as { coaches: { id: number }[] }).coaches.map((c) => c.id);
}

describe('two server processes, each with its availability index', { timeout: 90_000 }, () => {
  it('a slot booked through B is gone from A at once, and back at once when the client cancels through B', async () => {
    const coach = await insertAlwaysOpenCoach(database.db);
    const [client] = await insertSignedInClients(database.db, 1);
    if (!client) throw new Error('no client');
    // Both processes have the coach in their index.
    const before = await openSlots(a.url, coach.id);
    expect(await openSlots(b.url, coach.id)).toEqual(before);
    const first = before[0];
    if (!first) throw new Error('no open slot');
    expect(await nextAvailable(a, coach.id)).toBe(first);

    const intent = await createIntent(b.url, client.cookie, coach.id, first);
    const booked = await postBooking(b.url, client.cookie, { coachId: coach.id, startTime: first, paymentIntentId: intent });
    expect(booked.status).toBe(201);
    expect(await openSlots(a.url, coach.id)).not.toContain(first);
    expect(await nextAvailable(a, coach.id)).toBe(before[1]);

    const cancelled = await request(b.url, 'PATCH', `/api/bookings/${bookingIdOf(booked)}/status`, {
      cookie: client.cookie,
      json: { status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    expect(await openSlots(a.url, coach.id)).toEqual(before);
    expect(await nextAvailable(a, coach.id)).toBe(first);
  });

  it('a schedule change written by a third party (SQL) reorders the soonest sort in both processes', async () => {
    const early = await insertAlwaysOpenCoach(database.db);
    const late = await insertAlwaysOpenCoach(database.db);
    for (const server of [a, b]) {
      const ids = await soonestIds(server);
      expect(ids).toContain(early.id);
      expect(ids).toContain(late.id);
    }
    // A week's notice for `early`: it now comes after every coach open today.
    await database.db.execute(sql`update coach_profiles set min_notice_minutes = 7 * 24 * 60 where id = ${early.id}`);
    for (const server of [a, b]) {
      const ids = await soonestIds(server);
      expect(ids.indexOf(early.id)).toBeGreaterThan(ids.indexOf(late.id));
      expect(ids.at(-1)).toBe(early.id);
    }
  });
});
