// A coach's calendar (GET /api/coaches/:id/availability) is kept in the public
// read cache under a condition (docs/decisions/0047-availability-index.md,
// "Reusing answers"): a kept calendar must never outlive a booking, a busy
// time from the coach's own calendar, a schedule change or the clock moving
// a slot out of (or into) the window. Each read is compared with the same
// request answered without the cache (an explicit "do not compress" bypasses it).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coachBusyTimes, coachProfiles } from '../../db/schema.js';
import { useTestApp } from '../../test-support/app-per-file.js';
import type { TestApp } from '../../test-support/test-app.js';
import { insertClient, insertCoach } from '../../test-support/coaches.js';
import { insertBooking } from '../../test-support/bookings.js';

let t: TestApp;
useTestApp({ countQueries: true }, (app) => (t = app));

const at = (iso: string) => new Date(iso);

async function calendar(url: string) {
  t.queries.length = 0;
  const cached = await t.app.inject({ method: 'GET', url });
  const statements = t.queries.length;
  const fresh = await t.app.inject({ method: 'GET', url, headers: { 'x-no-compression': '1' } });
  expect(cached.statusCode).toBe(200);
  expect(cached.json()).toEqual(fresh.json());
  return { slots: (cached.json() as { slots: string[] }).slots, statements };
}

// Wednesday 2030-01-09. Default notice: 2 hours; sessions of an hour starting every half hour.
async function morningCoach() {
  const coach = await insertCoach(t.db, {
    profile: { availableDays: ['wednesday', 'thursday'], availableFrom: '10:00', availableTo: '13:00' },
  });
  return { coach, url: `/api/coaches/${coach.id}/availability` };
}

describe('kept calendars', () => {
  it('answers a repeated calendar read with one statement, and drops it the moment a booking or a busy time takes a slot', async () => {
    t.clock.now = at('2030-01-09T08:05:00Z');
    const { coach, url } = await morningCoach();
    const first = await calendar(url);
    expect(first.slots).toContain('2030-01-09T10:30:00.000Z');
    const again = await calendar(url);
    expect(again.slots).toEqual(first.slots);
    // Only the coach's availability version is read again.
    expect(again.statements).toBe(1);

    // Taken straight in SQL, as another process or psql would.
    const client = await insertClient(t.db);
    await insertBooking(t.db, { coachId: coach.id, clientId: client, start: at('2030-01-09T10:30:00Z'), status: 'pending' });
    expect((await calendar(url)).slots).not.toContain('2030-01-09T10:30:00.000Z');

    await t.db
      .insert(coachBusyTimes)
      .values({ coachId: coach.id, startTime: at('2030-01-10T10:00:00Z'), endTime: at('2030-01-10T11:00:00Z') });
    const busy = await calendar(url);
    expect(busy.slots).not.toContain('2030-01-10T10:00:00.000Z');
    expect(busy.slots).toContain('2030-01-10T11:00:00.000Z');
  });

  it('follows the clock: a slot leaves within the notice and the fortnight moves on, with nothing written in between', async () => {
    t.clock.now = at('2030-01-09T08:05:00Z');
    const { url } = await morningCoach();
    const first = await calendar(url);
    // Starts are every half hour: 10:30 stays bookable until 08:30 (two hours' notice).
    t.clock.now = at('2030-01-09T08:20:00Z');
    expect(await calendar(url)).toEqual({ slots: first.slots, statements: 1 });
    t.clock.now = at('2030-01-09T08:30:01Z');
    const later = await calendar(url);
    expect(later.slots[0]).toBe('2030-01-09T11:00:00.000Z');
    // Two weeks on, Wednesday 23 January's morning comes into the window as the clock passes 10:00 on the 9th.
    t.clock.now = at('2030-01-09T10:00:01Z');
    const moved = await calendar(url);
    expect(moved.slots.at(-1)).toBe('2030-01-23T10:00:00.000Z');
  });

  it('keeps a calendar for a fixed week, and drops it when the coach changes their hours', async () => {
    t.clock.now = at('2030-01-09T08:05:00Z');
    const { coach } = await morningCoach();
    const url = `/api/coaches/${coach.id}/availability?from=2030-01-14T00:00:00.000Z&to=2030-01-21T00:00:00.000Z`;
    const week = await calendar(url);
    expect(week.slots[0]).toBe('2030-01-16T10:00:00.000Z');
    // Within the index's twelve hours before it rolls forward.
    t.clock.now = at('2030-01-09T19:00:00Z');
    expect((await calendar(url)).statements).toBe(1);
    await t.db.update(coachProfiles).set({ horizonDays: 7 }).where(eq(coachProfiles.id, coach.id));
    // Seven days from the 9th at 19:00 end on the 16th at 19:00: Wednesday the 16th stays, Thursday the 17th goes.
    const shorter = await calendar(url);
    expect(shorter.slots.at(-1)).toBe('2030-01-16T12:00:00.000Z');
  });
});
