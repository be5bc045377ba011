// Two real server processes on one PostgreSQL database, each with its own
// public read cache: a write through one is on the other's very next read.
// NOTIFY reaches every listening connection when the write commits, before
// the writer's process even learns the commit succeeded, so no answer the
// test can see was computed or kept from before it.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import { insertCoach, insertSpecialization } from '../test-support/coaches.js';
import { signIn } from '../test-support/sign-in.js';
import { insertBooking } from '../test-support/bookings.js';
import { insertSignedInClients } from './fixtures.js';
import { request } from './http-client.js';
import type { ServerProcess } from './server-process.js';
import type { SystemDatabase } from './system-database.js';
import { useTwoServers } from './two-servers.js';

let database: SystemDatabase;
let a: ServerProcess;
let b: ServerProcess;
useTwoServers((servers) => ({ database, a, b } = servers));

async function signedInCoach(db: Database) {
  const specializationId = await insertSpecialization(db, `Focus ${Date.now()}`);
  const coach = await insertCoach(db, { user: { firstName: 'Ada', lastName: 'Before' }, specializationIds: [specializationId] });
  const { cookie } = await signIn({ db }, { userId: coach.userId });
  return { ...coach, specializationId, cookie };
}

type Listed = { id: number; lastName: string; reviewCount: number };

async function directoryOf(server: ServerProcess): Promise<Listed[]> {
  const answer = await request(server.url, 'GET', '/api/coaches?pageSize=50', { headers: { 'accept-encoding': 'br' } });
  expect(answer.status).toBe(200);
  return (answer.body as { coaches: Listed[] }).coaches;
}

describe('two server processes, each caching the public reads', { timeout: 90_000 }, () => {
  it('a profile edit and a review through B are on A’s very next read of the directory and the profile', async () => {
    const db = database.db;
    const coach = await signedInCoach(db);
    const [client] = await insertSignedInClients(db, 1);
    if (!client) throw new Error('no client');
    const bookingId = await insertBooking(db, {
      coachId: coach.id,
      clientId: client.id,
      start: new Date('2021-05-03T10:00:00Z'),
      status: 'completed',
    });

    // A serves the directory from its cache: a change the triggers do not announce stays unseen there.
    await directoryOf(a);
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(users).set({ lastName: 'Unannounced' }).where(eq(users.id, coach.userId));
    });
    expect((await directoryOf(a)).find((c) => c.id === coach.id)?.lastName).toBe('Before');

    const edited = await request(b.url, 'PUT', '/api/coaches/me', {
      cookie: coach.cookie,
      json: {
        firstName: 'Ada',
        lastName: 'After',
        bio: 'Calm, steady coaching for busy people.',
        hourlyRate: 70,
        sessionLength: 60,
        specializationIds: [coach.specializationId],
      },
    });
    expect(edited.status).toBe(200);
    expect((await directoryOf(a)).find((c) => c.id === coach.id)?.lastName).toBe('After');

    const profileBefore = await request(a.url, 'GET', `/api/coaches/${coach.id}`);
    expect(profileBefore.body).toMatchObject({ lastName: 'After', reviewCount: 0 });
    const reviewed = await request(b.url, 'POST', '/api/reviews', {
      cookie: client.cookie,
      json: { bookingId, rating: 4, comment: 'Clear and kind.' },
    });
    expect(reviewed.status).toBe(201);
    expect((await request(a.url, 'GET', `/api/coaches/${coach.id}`)).body).toMatchObject({ reviewCount: 1, rating: 4 });
    expect((await directoryOf(a)).find((c) => c.id === coach.id)?.reviewCount).toBe(1);
    const reviews = await request(a.url, 'GET', `/api/coaches/${coach.id}/reviews`);
    expect((reviews.body as Array<{ comment: string }>).map((r) => r.comment)).toEqual(['Clear and kind.']);
  });

  // The in-memory directory (docs/decisions/0066-in-memory-directory.md) is
  // loaded per cache generation: A's search, price and specialty filters see
  // an edit through B, and a deactivation written straight in SQL, at once.
  it('the directory’s filters on A see a price, name and listing change made through B or in SQL on the very next read', async () => {
    const db = database.db;
    const coach = await signedInCoach(db);
    const word = `Zephyr${Date.now()}`;
    const ids = async (query: string) => {
      const answer = await request(a.url, 'GET', `/api/coaches?${query}&pageSize=50`, { headers: { 'accept-encoding': 'br' } });
      expect(answer.status).toBe(200);
      return (answer.body as { coaches: Listed[] }).coaches.map((c) => c.id);
    };
    const under50 = `q=${word.toLowerCase()}&price=under-50`;
    expect(await ids(under50)).toEqual([]);

    const edited = await request(b.url, 'PUT', '/api/coaches/me', {
      cookie: coach.cookie,
      json: {
        firstName: 'Ada',
        lastName: word,
        bio: 'Calm, steady coaching for busy people.',
        hourlyRate: 40,
        sessionLength: 60,
        specializationIds: [coach.specializationId],
      },
    });
    expect(edited.status).toBe(200);
    expect(await ids(under50)).toEqual([coach.id]);
    expect(await ids(`${under50}&sort=soonest`)).toEqual([coach.id]);
    expect(await ids(`q=${word}&price=over-100`)).toEqual([]);

    await db.update(users).set({ isActive: false }).where(eq(users.id, coach.userId));
    expect(await ids(under50)).toEqual([]);
    expect(await ids(`${under50}&sort=soonest`)).toEqual([]);
  });
});
