// The public read cache through the real app, on PGlite and (TEST_DATABASE_URL)
// PostgreSQL: a cached answer is byte-for-byte the uncached one, and every kind
// of write shows on the next read, whether made through the API or straight
// in SQL, with no wait in between. (Every response here also passes the leak audit, cached ones included.)
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.js';
import { bookings, users } from '../../db/schema.js';
import { signIn } from '../../test-support/sign-in.js';
import { callEndpoint, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { insertClient, insertCoach, insertSpecialization } from '../../test-support/coaches.js';
import { insertBooking } from '../../test-support/bookings.js';
import * as api from '../../../shared/api/api-routes.generated.js';

let t: TestApp;
let db: Database;
let coach: { id: number; userId: number; cookie: string };
let specializationId: number;
let adminCookie: string;

// A change the triggers do not announce (session_replication_role = replica
// switches them off): only a cached answer can still show the old value.
async function changeUnannounced(change: (tx: Database) => Promise<unknown>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await change(tx as unknown as Database);
  });
}

// Unannounced and then dropped from the cache by hand, so each test starts alike.
async function restoreLastName() {
  await changeUnannounced((tx) => tx.update(users).set({ lastName: 'Calm' }).where(eq(users.id, coach.userId)));
  t.app.publicReadCache.invalidate();
}

function read(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url, headers });
}

async function json(url: string, headers: Record<string, string> = {}) {
  const response = await read(url, headers);
  return { status: response.statusCode, body: response.statusCode === 200 ? response.json() : undefined };
}

// Reads twice, so the second answer comes from the cache when it is cached at all.
async function primed(url: string) {
  await read(url);
  return json(url);
}

function decoded(response: LightMyRequestResponse) {
  const encoding = response.headers['content-encoding'];
  const raw = response.rawPayload;
  const text = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
  return JSON.parse(text.toString('utf8'));
}

// Date changes by the second; X-Cache says where the answer came from (miss, then hit).
function headersWithoutDate(response: LightMyRequestResponse) {
  const { date: _date, 'x-cache': _from, ...rest } = response.headers;
  return rest;
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  specializationId = await insertSpecialization(db, 'Sleep');
  // Enough coaches for a directory page above the 1 KiB compression threshold.
  for (let i = 0; i < 5; i += 1) await insertCoach(db, { user: { firstName: `Other${i}` }, specializationIds: [specializationId] });
  const inserted = await insertCoach(db, { user: { firstName: 'Mia', lastName: 'Calm' }, specializationIds: [specializationId] });
  coach = { ...inserted, cookie: (await signIn(t, { userId: inserted.userId })).cookie };
  adminCookie = (await signIn(t, { role: 'admin' })).cookie;
  await vi.waitFor(() => expect(t.app.publicReadCache.listening).toBe(true));
});

afterAll(async () => {
  await t?.close();
});

describe('public read cache', () => {
  for (const encoding of ['br', 'gzip', 'identity']) {
    it(`answers a repeated read with exactly the uncached status, headers and bytes (${encoding})`, async () => {
      const headers = { 'accept-encoding': encoding };
      const uncached = await callEndpoint(t.app, api.listCoaches, { query: { page: '1' }, headers: headers });
      expect(uncached.statusCode).toBe(200);
      expect(uncached.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      await changeUnannounced((tx) => tx.update(users).set({ lastName: 'Unannounced' }).where(eq(users.id, coach.userId)));

      const cached = await callEndpoint(t.app, api.listCoaches, { query: { page: '1' }, headers: headers });
      expect([uncached.headers['x-cache'], cached.headers['x-cache']]).toEqual(['miss', 'hit']);
      expect(headersWithoutDate(cached)).toEqual(headersWithoutDate(uncached));
      expect(cached.rawPayload.equals(uncached.rawPayload)).toBe(true);
      // Security headers are part of it.
      expect(cached.headers['content-security-policy']).toContain("default-src 'self'");

      // And it really was the cache: once told of a change, the same read shows the row as it is.
      t.app.publicReadCache.invalidate();
      const fresh = await callEndpoint(t.app, api.listCoaches, { query: { page: '1' }, headers: headers });
      expect(decoded(fresh).coaches.map((c: { lastName: string }) => c.lastName)).toContain('Unannounced');
      await restoreLastName();
    });
  }

  it('gives a signed-in visitor the same answer as everyone else', async () => {
    const anonymous = await callEndpoint(t.app, api.getCoach, { params: { id: coach.id }, headers: { 'accept-encoding': 'br' } });
    const signedIn = await callEndpoint(t.app, api.getCoach, {
      params: { id: coach.id },
      cookie: adminCookie,
      headers: { 'accept-encoding': 'br' },
    });
    expect(signedIn.rawPayload.equals(anonymous.rawPayload)).toBe(true);
  });

  it('shows a review posted through the API on the next read of the profile, its reviews and the directory', async () => {
    const client = await signIn(t, { role: 'client' });
    const bookingId = await insertBooking(db, {
      coachId: coach.id,
      clientId: client.id,
      start: new Date('2021-03-01T10:00:00Z'),
      status: 'completed',
    });
    const before = await primed(`/api/coaches/${coach.id}`);
    await primed(`/api/coaches/${coach.id}/reviews`);
    await primed('/api/coaches');

    const posted = await callEndpoint(t.app, api.createReview, {
      cookie: client.cookie,
      body: { bookingId, rating: 2, comment: 'Helpful enough.' },
    });
    expect(posted.statusCode).toBe(201);

    expect((await json(`/api/coaches/${coach.id}`)).body.reviewCount).toBe(before.body.reviewCount + 1);
    expect((await json(`/api/coaches/${coach.id}/reviews`)).body.map((r: { comment: string }) => r.comment)).toContain('Helpful enough.');
    const listed = (await json('/api/coaches')).body.coaches.find((c: { id: number }) => c.id === coach.id);
    expect(listed.reviewCount).toBe(before.body.reviewCount + 1);
  });

  it('shows a profile edit on the next read', async () => {
    await primed(`/api/coaches/${coach.id}`);
    await primed('/api/coaches');
    const edited = await callEndpoint(t.app, api.editCoachProfile, {
      cookie: coach.cookie,
      body: {
        firstName: 'Mira',
        lastName: 'Calm',
        bio: 'I help people find calm, one breath at a time.',
        hourlyRate: 90,
        sessionLength: 60,
        specializationIds: [specializationId],
      },
    });
    expect(edited.statusCode).toBe(200);
    expect((await json(`/api/coaches/${coach.id}`)).body).toMatchObject({ firstName: 'Mira', hourlyRate: 90 });
    expect((await json('/api/coaches')).body.coaches.map((c: { firstName: string }) => c.firstName)).toContain('Mira');
  });

  it('shows a specialization renamed by an admin on the next read', async () => {
    await primed('/api/specializations');
    await primed(`/api/coaches/${coach.id}`);
    const renamed = await callEndpoint(t.app, api.updateSpecialization, {
      params: { id: specializationId },
      cookie: adminCookie,
      body: { name: 'Rest' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await json('/api/specializations')).body.map((s: { name: string }) => s.name)).toContain('Rest');
    expect((await json(`/api/coaches/${coach.id}`)).body.specializations.map((s: { name: string }) => s.name)).toEqual(['Rest']);
  });

  it('stops listing a coach an admin deactivates, at once; the "not found" is not cached either', async () => {
    expect((await primed(`/api/coaches/${coach.id}`)).status).toBe(200);
    await primed('/api/coaches');
    const deactivated = await callEndpoint(t.app, api.updateAdminUserStatus, {
      params: { id: coach.userId },
      cookie: adminCookie,
      body: { isActive: false },
    });
    expect(deactivated.statusCode).toBe(200);
    expect((await json(`/api/coaches/${coach.id}`)).status).toBe(404);
    expect((await json('/api/coaches')).body.coaches.map((c: { id: number }) => c.id)).not.toContain(coach.id);

    await changeUnannounced((tx) => tx.update(users).set({ isActive: true }).where(eq(users.id, coach.userId)));
    expect((await json(`/api/coaches/${coach.id}`)).status).toBe(200);
    // The directory page without the coach may be cached: the unannounced change is the test's own doing.
    t.app.publicReadCache.invalidate();
  });

  it('shows a change made straight in SQL, bypassing the app (the triggers announce it)', async () => {
    await primed(`/api/coaches/${coach.id}`);
    await primed('/api/coaches');
    await db.update(users).set({ firstName: 'Sqlwritten' }).where(eq(users.id, coach.userId));
    expect((await json(`/api/coaches/${coach.id}`)).body.firstName).toBe('Sqlwritten');
    expect((await json('/api/coaches')).body.coaches.map((c: { firstName: string }) => c.firstName)).toContain('Sqlwritten');
  });

  it('counts a session completed in SQL in "clients helped" on the next read', async () => {
    const clientId = await insertClient(db);
    const bookingId = await insertBooking(db, {
      coachId: coach.id,
      clientId,
      start: new Date('2021-04-01T10:00:00Z'),
      status: 'confirmed',
    });
    const before = await primed(`/api/coaches/${coach.id}`);
    await db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, bookingId));
    expect((await json(`/api/coaches/${coach.id}`)).body.clientsHelped).toBe(before.body.clientsHelped + 1);
  });

  it('counts a completed session inserted or deleted in SQL in "clients helped" on the next read', async () => {
    const before = await primed(`/api/coaches/${coach.id}`);
    const start = new Date('2021-04-02T10:00:00Z');
    const bookingId = await insertBooking(db, { coachId: coach.id, clientId: await insertClient(db), start, status: 'completed' });
    expect((await json(`/api/coaches/${coach.id}`)).body.clientsHelped).toBe(before.body.clientsHelped + 1);
    await db.delete(bookings).where(eq(bookings.id, bookingId));
    expect((await json(`/api/coaches/${coach.id}`)).body.clientsHelped).toBe(before.body.clientsHelped);
  });

  // A checkout writes bookings that no public answer shows (pending, then paid,
  // maybe cancelled): announcing them emptied every process's cache on every
  // checkout and made checkouts queue for PostgreSQL's notification lock.
  it('keeps its answers through booking requests, payments and cancellations', async () => {
    const clientId = await insertClient(db);
    await primed(`/api/coaches/${coach.id}`);
    await changeUnannounced((tx) => tx.update(users).set({ lastName: 'StillCached' }).where(eq(users.id, coach.userId)));
    const start = new Date('2030-02-04T10:00:00Z');
    const bookingId = await insertBooking(db, { coachId: coach.id, clientId, start, status: 'pending' });
    await db.update(bookings).set({ paymentStatus: 'paid' }).where(eq(bookings.id, bookingId));
    await db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, bookingId));
    expect((await json(`/api/coaches/${coach.id}`)).body.lastName).toBe('Calm');
    await restoreLastName();
  });

  it("keeps the directory filtered by availability only until a booking or the clock changes its coaches' open time", async () => {
    // A Monday morning: the coach (weekdays 09:00-17:00 UTC, two hours' notice) has open slots this week.
    const realNow = t.clock.now;
    t.clock.now = new Date('2030-01-07T08:05:00Z');
    const url = '/api/coaches?availability=this-week&pageSize=50';
    // A new user is announced: added before the answer is kept, so only the booking below can drop it.
    const clientId = await insertClient(db);
    const servedFrom = async () => (await read(url)).headers['x-cache'];
    expect((await primed(url)).body.coaches.map((c: { id: number }) => c.id)).toContain(coach.id);
    // Kept: a change nobody announced is not seen...
    await changeUnannounced((tx) => tx.update(users).set({ lastName: 'Filtered' }).where(eq(users.id, coach.userId)));
    expect(await servedFrom()).toBe('hit');
    expect((await json(url)).body.coaches.find((c: { id: number }) => c.id === coach.id)?.lastName).toBe('Calm');
    // ...until a booking of one of its coaches (which announces nothing, but moves the coach's version)...
    await insertBooking(db, { coachId: coach.id, clientId, start: new Date('2030-01-08T10:00:00Z'), status: 'pending' });
    expect(await servedFrom()).toBe('miss');
    expect(await servedFrom()).toBe('hit');
    // ...or the clock passing the coach's first open start (10:30 falls within the notice after 08:30).
    t.clock.now = new Date('2030-01-07T08:20:00Z');
    expect(await servedFrom()).toBe('hit');
    t.clock.now = new Date('2030-01-07T08:31:00Z');
    expect(await servedFrom()).toBe('miss');
    t.clock.now = realNow;
    await restoreLastName();
  });
});
