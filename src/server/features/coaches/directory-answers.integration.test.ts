// The availability-filtered and soonest-sorted directory answers are kept in
// the public read cache under a condition (docs/decisions/0047-availability-index.md);
// a kept answer must never outlive a booking, a schedule change or the clock
// moving past an open slot.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coachProfiles, users } from '../../db/schema.js';
import { useTestApp } from '../../test-support/app-per-file.js';
import type { TestApp } from '../../test-support/test-app.js';
import { insertClient, insertCoach, insertSpecialization } from '../../test-support/coaches.js';
import { insertBooking } from '../../test-support/bookings.js';

let t: TestApp;
useTestApp({ countQueries: true }, (app) => (t = app));

const at = (iso: string) => new Date(iso);

async function read(url: string) {
  t.queries.length = 0;
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { coaches: { id: number; firstName: string }[]; total: number };
  return {
    ids: body.coaches.map((c) => c.id),
    names: body.coaches.map((c) => c.firstName),
    total: body.total,
    statements: t.queries.length,
  };
}

// Wednesday 2030-01-09. Default notice: 2 hours; sessions of an hour starting every half hour.
async function twoCoaches(name: string) {
  const spec = await insertSpecialization(t.db, name);
  const allDay = await insertCoach(t.db, { specializationIds: [spec] });
  const morning = await insertCoach(t.db, {
    profile: { availableDays: ['wednesday'], availableFrom: '10:00', availableTo: '13:00' },
    specializationIds: [spec],
  });
  return { allDay, morning, url: `/api/coaches?specialty=${encodeURIComponent(name.toLowerCase())}&availability=today&tz=UTC` };
}

describe('kept directory answers', () => {
  it('answers a repeated filtered read with one statement, and drops it the moment a booking takes the last open slot', async () => {
    t.clock.now = at('2030-01-09T08:05:00Z');
    const { allDay, morning, url } = await twoCoaches('Kept Answers Booking');
    const first = await read(url);
    expect(first.ids.sort()).toEqual([allDay.id, morning.id].sort());
    const again = await read(url);
    expect(again.ids).toEqual(first.ids);
    // Only the availability versions are read again.
    expect(again.statements).toBe(1);

    // 10:30 to 12:00 remain (10:00 is within the notice); they are taken straight in SQL.
    const client = await insertClient(t.db);
    await insertBooking(t.db, { coachId: morning.id, clientId: client, start: at('2030-01-09T10:30:00Z'), status: 'confirmed' });
    expect((await read(url)).ids).toContain(morning.id);
    await insertBooking(t.db, { coachId: morning.id, clientId: client, start: at('2030-01-09T11:30:00Z'), minutes: 90, status: 'pending' });
    const booked = await read(url);
    expect(booked.ids).toEqual([allDay.id]);
    expect(booked.total).toBe(1);
  });

  it('drops a coach whose last open slot today fell within the notice, with nothing written in between', async () => {
    t.clock.now = at('2030-01-09T08:05:00Z');
    const { allDay, morning, url } = await twoCoaches('Kept Answers Clock');
    expect((await read(url)).ids.sort()).toEqual([allDay.id, morning.id].sort());
    // Starts are every half hour: the first (10:30) is within the notice from 08:30, so this answer holds until then.
    t.clock.now = at('2030-01-09T08:20:00Z');
    expect((await read(url)).statements).toBe(1);

    // 12:00 is the morning coach's last start today; from 10:00 on it is within the two hours' notice.
    t.clock.now = at('2030-01-09T10:00:01Z');
    expect((await read(url)).ids).toEqual([allDay.id]);
    // 16:00 is the other coach's last start: from 14:00 on nobody is free today.
    t.clock.now = at('2030-01-09T13:59:00Z');
    expect((await read(url)).ids).toEqual([allDay.id]);
    t.clock.now = at('2030-01-09T14:00:01Z');
    expect((await read(url)).total).toBe(0);
  });

  it('reorders the soonest sort at once when a coach changes their schedule', async () => {
    t.clock.now = at('2030-01-09T08:05:00Z');
    const { allDay, morning } = await twoCoaches('Kept Answers Soonest');
    const url = '/api/coaches?specialty=kept%20answers%20soonest&sort=soonest';
    // Both are first free at 10:30 (within the notice before): Pro and rating tie, id decides.
    expect((await read(url)).ids).toEqual([allDay.id, morning.id]);
    await t.db.update(coachProfiles).set({ minNoticeMinutes: 0 }).where(eq(coachProfiles.id, morning.id));
    // Without notice the morning coach is free at 10:00; the other, with two hours' notice, at 11:30.
    t.clock.now = at('2030-01-09T09:10:00Z');
    expect((await read(url)).ids).toEqual([morning.id, allDay.id]);
  });

  it('builds another page of coaches already shown without reading their cards again, and shows a profile edit on the next read', async () => {
    t.clock.now = at('2030-01-09T08:05:00Z');
    const { allDay, morning } = await twoCoaches('Kept Answers Cards');
    const base = '/api/coaches?specialty=kept%20answers%20cards';
    const first = await read(base);
    expect(first.ids.sort()).toEqual([allDay.id, morning.id].sort());
    // Another query (not a kept answer) over the same coaches: the filters and the cards are both in memory.
    const other = await read(`${base}&pageSize=5`);
    expect(other.ids).toEqual(first.ids);
    expect(other.statements).toBe(0);
    // A profile edit is announced: the cards are read again on the very next read.
    await t.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, morning.userId));
    const edited = await read(`${base}&pageSize=6`);
    expect(edited.names[edited.ids.indexOf(morning.id)]).toBe('Renamed');
  });
});
