// The availability index against the engine, through the real app: after every
// kind of change (bookings held, freed or moved, the schedule, listing, the
// clock) the endpoint, the directory filter, "Next available" and the soonest
// sort answer exactly what the engine computes from the database at that moment.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOpenSlots, nextOpenSlot } from '../../../shared/domain/availability.js';
import { DAY_MS, HOUR_MS } from '../../../shared/domain/time-units.js';
import { bookings, coachAvailabilityVersions, coachBusyTimes, coachProfiles, users } from '../../db/schema.js';
import { insertBooking } from '../../test-support/bookings.js';
import { insertClient, insertCoach } from '../../test-support/coaches.js';
import { signIn } from '../../test-support/sign-in.js';
import { callEndpoint, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { createAvailabilityRepository } from './repository.js';
import { busyRangeFor, toSchedule } from './service.js';
import * as api from '../../../shared/api/api-routes.generated.js';

let t: TestApp;
let coachId: number;
let coachUserId: number;
let clientId: number;
const MONDAY_6AM = new Date('2030-01-07T06:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = MONDAY_6AM;
  ({ id: coachId, userId: coachUserId } = await insertCoach(t.database.db, { user: { firstName: 'Indexed' } }));
  clientId = await insertClient(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

// What the engine says now, from the rows as they are (no index involved).
async function engineSlots(from: Date, to: Date): Promise<string[]> {
  const repo = createAvailabilityRepository(t.database.db, { payoutsRequired: false });
  const row = await repo.findListedSchedule(coachId);
  if (!row) return [];
  const range = busyRangeFor(row, from, to);
  const busy = (await repo.findBusyIntervals([coachId], range.from, range.to)).get(coachId) ?? [];
  return listOpenSlots({ schedule: toSchedule(row), busy, from, to, now: t.clock.now }).map((d) => d.toISOString());
}

async function engineNext(): Promise<string | null> {
  const repo = createAvailabilityRepository(t.database.db, { payoutsRequired: false });
  const row = await repo.findListedSchedule(coachId);
  if (!row) return null;
  const now = t.clock.now;
  const range = busyRangeFor(row, now, new Date(now.getTime() + 90 * DAY_MS));
  const busy = (await repo.findBusyIntervals([coachId], range.from, range.to)).get(coachId) ?? [];
  return nextOpenSlot({ schedule: toSchedule(row), busy, after: now, now })?.toISOString() ?? null;
}

async function get(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.statusCode === 200 ? response.json() : undefined };
}

// Every reader of the index agrees with the engine.
async function expectConsistent() {
  const from = t.clock.now;
  const to = new Date(from.getTime() + 14 * DAY_MS);
  const expected = await engineSlots(from, to);
  const endpoint = await get(`/api/coaches/${coachId}/availability?from=${from.toISOString()}&to=${to.toISOString()}`);
  expect(endpoint.body?.slots ?? []).toEqual(expected);
  const next = await get(`/api/coaches/next-available?ids=${coachId}`);
  expect(next.body.nextAvailable[String(coachId)]).toEqual(endpoint.status === 200 ? await engineNext() : undefined);
  const today = await get('/api/coaches?availability=today&pageSize=50');
  const todayEnd = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + 1));
  const openToday = (await engineSlots(from, todayEnd)).length > 0;
  expect(today.body.coaches.some((c: { id: number }) => c.id === coachId)).toBe(openToday);
  return expected;
}

const version = async () =>
  (await t.database.db.select().from(coachAvailabilityVersions).where(eq(coachAvailabilityVersions.coachId, coachId)))[0]?.version ?? 0;

describe('availability index consistency', () => {
  it('starts out as the engine computes it', async () => {
    const slots = await expectConsistent();
    expect(slots[0]).toBe('2030-01-07T09:00:00.000Z');
  });

  it('hides a slot once a booking is created, and shows it again once cancelled', async () => {
    const bookingId = await insertBooking(t.database.db, { coachId, clientId, start: new Date('2030-01-07T09:00:00Z'), status: 'pending' });
    expect(await expectConsistent()).not.toContain('2030-01-07T09:00:00.000Z');
    await t.database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, bookingId));
    expect(await expectConsistent()).toContain('2030-01-07T09:00:00.000Z');
  });

  it('follows a request declined or expired (pending to cancelled), confirmed, completed and deleted', async () => {
    const start = new Date('2030-01-07T10:00:00Z');
    const bookingId = await insertBooking(t.database.db, { coachId, clientId, start, status: 'pending' });
    expect(await expectConsistent()).not.toContain(start.toISOString());
    const before = await version();
    // Confirming holds the same time: nothing to recompute.
    await t.database.db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, bookingId));
    expect(await version()).toBe(before);
    await t.database.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, bookingId));
    expect(await expectConsistent()).toContain(start.toISOString());
    const declined = await insertBooking(t.database.db, { coachId, clientId, start, status: 'pending' });
    expect(await expectConsistent()).not.toContain(start.toISOString());
    await t.database.db.delete(bookings).where(eq(bookings.id, declined));
    expect(await expectConsistent()).toContain(start.toISOString());
  });

  it('moves with a rescheduled booking', async () => {
    const bookingId = await insertBooking(t.database.db, { coachId, clientId, start: new Date('2030-01-08T09:00:00Z') });
    expect(await expectConsistent()).not.toContain('2030-01-08T09:00:00.000Z');
    const start = new Date('2030-01-08T13:00:00Z');
    await t.database.db
      .update(bookings)
      .set({ startTime: start, endTime: new Date(start.getTime() + HOUR_MS) })
      .where(eq(bookings.id, bookingId));
    const slots = await expectConsistent();
    expect(slots).toContain('2030-01-08T09:00:00.000Z');
    expect(slots).not.toContain('2030-01-08T13:00:00.000Z');
  });

  it('follows a schedule saved through the API', async () => {
    const { cookie } = await signIn(t, { userId: coachUserId });
    const saved = await callEndpoint(t.app, api.getCoachSchedule, { cookie });
    expect(saved.statusCode).toBe(200);
    const { schedule } = saved.json();
    const put = await callEndpoint(t.app, api.replaceCoachSchedule, { cookie, body: { ...schedule, minNoticeMinutes: 24 * 60 } });
    expect(put.statusCode, put.body).toBe(200);
    const slots = await expectConsistent();
    expect(slots[0]! >= '2030-01-08T06:00:00.000Z').toBe(true);
  });

  it('follows the coach being unlisted, deactivated and approved again', async () => {
    await t.database.db.update(coachProfiles).set({ listingStatus: 'unlisted' }).where(eq(coachProfiles.id, coachId));
    expect((await get(`/api/coaches/${coachId}/availability`)).status).toBe(404);
    expect((await get(`/api/coaches/next-available?ids=${coachId}`)).body.nextAvailable).toEqual({});
    await t.database.db.update(coachProfiles).set({ listingStatus: 'approved' }).where(eq(coachProfiles.id, coachId));
    await expectConsistent();
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, coachUserId));
    expect((await get(`/api/coaches/${coachId}/availability`)).status).toBe(404);
    await t.database.db.update(users).set({ isActive: true }).where(eq(users.id, coachUserId));
    await expectConsistent();
  });

  it('rolls forward as time passes: the notice edge and the horizon end move', async () => {
    await expectConsistent();
    for (const step of [HOUR_MS, 5 * HOUR_MS, 13 * HOUR_MS, 2 * DAY_MS, 30 * DAY_MS]) {
      t.clock.advance(step);
      await expectConsistent();
    }
    t.clock.now = MONDAY_6AM;
    await expectConsistent();
  });

  it("follows busy times from the coach's calendar, replaced by a sync or removed", async () => {
    const [firstOpen] = await expectConsistent();
    expect(firstOpen).toBeDefined();
    const start = new Date(firstOpen!);
    // As a calendar sync writes them (busy-calendar repository: replaceBusyTimes).
    await t.database.db.insert(coachBusyTimes).values({ coachId, startTime: start, endTime: new Date(start.getTime() + HOUR_MS) });
    expect(await expectConsistent()).not.toContain(firstOpen);
    await t.database.db.delete(coachBusyTimes).where(eq(coachBusyTimes.coachId, coachId));
    expect(await expectConsistent()).toContain(firstOpen);
  });
});

describe('directory: soonest available', () => {
  it('orders coaches by their next open slot, those without one last, Pro first among equal starts', async () => {
    t.clock.now = MONDAY_6AM;
    const db = t.database.db;
    const tuesdayOnly = { availableDays: ['tuesday'] };
    const late = await insertCoach(db, { user: { lastName: 'Soonest' }, profile: { ...tuesdayOnly, planType: 'pro' } });
    const early = await insertCoach(db, { user: { lastName: 'Soonest' } });
    const earlyPro = await insertCoach(db, { user: { lastName: 'Soonest' }, profile: { planType: 'pro' } });
    const none = await insertCoach(db, { user: { lastName: 'Soonest' }, profile: { ...tuesdayOnly, horizonDays: 1 } });
    const url = '/api/coaches?q=Soonest&sort=soonest';
    const ids = async () => (await get(url)).body.coaches.map((c: { id: number }) => c.id);
    expect(await ids()).toEqual([earlyPro.id, early.id, late.id, none.id]);
    const next = (await get(`/api/coaches/next-available?ids=${[late.id, early.id, none.id].join(',')}`)).body.nextAvailable;
    expect(next).toEqual({ [late.id]: '2030-01-08T09:00:00.000Z', [early.id]: '2030-01-07T09:00:00.000Z', [none.id]: null });

    // Booking the early coaches' whole Monday sends them after the Tuesday coach, in every read at once.
    for (const coach of [early, earlyPro]) {
      for (let hour = 9; hour < 17; hour += 1) {
        await insertBooking(db, { coachId: coach.id, clientId, start: new Date(Date.UTC(2030, 0, 7, hour)) });
      }
    }
    expect(await ids()).toEqual([late.id, earlyPro.id, early.id, none.id]);
    // Pages follow the same order.
    const second = (await get(`${url}&pageSize=2&page=2`)).body;
    expect(second.coaches.map((c: { id: number }) => c.id)).toEqual([early.id, none.id]);
    expect(second.total).toBe(4);
  });
});
