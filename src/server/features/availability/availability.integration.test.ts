import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { insertClient, insertCoach } from '../../test-support/coaches.js';
import { insertBooking } from '../../test-support/bookings.js';
import { createAvailabilityService } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// Wednesday 2030-01-09, 08:00 UTC: with two hours' notice the first bookable start is 10:00.
const WEDNESDAY_8AM = new Date('2030-01-09T08:00:00Z');
const at = (iso: string) => new Date(iso);

async function get(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

describe('GET /api/coaches/:id/availability', () => {
  let coachId: number;

  beforeAll(async () => {
    t.clock.now = WEDNESDAY_8AM;
    ({ id: coachId } = await insertCoach(t.database.db, {
      profile: { availableDays: ['wednesday'], availableFrom: '09:00', availableTo: '14:00', sessionLength: 60 },
    }));
    const client = await insertClient(t.database.db);
    await insertBooking(t.database.db, { coachId, clientId: client, start: at('2030-01-09T11:00:00Z'), status: 'confirmed' });
    // Cancelled and completed sessions free their time again.
    await insertBooking(t.database.db, { coachId, clientId: client, start: at('2030-01-09T12:00:00Z'), status: 'cancelled' });
    await insertBooking(t.database.db, { coachId, clientId: client, start: at('2030-01-16T09:00:00Z'), status: 'pending' });
  });

  it('lists open starts in UTC, skipping booked time and starts inside the notice period', async () => {
    const { status, body } = await get(`/api/coaches/${coachId}/availability?from=2030-01-09T00:00:00Z&to=2030-01-10T00:00:00Z`);
    expect(status).toBe(200);
    expect(body).toEqual({
      timeZone: 'UTC',
      sessionLength: 60,
      // 09:00 and 09:30 are within two hours of now; 10:30-11:30 overlap the 11:00 session; 13:00 ends at 14:00.
      slots: ['2030-01-09T10:00:00.000Z', '2030-01-09T12:00:00.000Z', '2030-01-09T12:30:00.000Z', '2030-01-09T13:00:00.000Z'],
    });
  });

  it('defaults to the next 14 days from now, where a pending booking also blocks', async () => {
    const { body } = await get(`/api/coaches/${coachId}/availability`);
    const days = new Set((body.slots as string[]).map((s) => s.slice(0, 10)));
    expect([...days]).toEqual(['2030-01-09', '2030-01-16']);
    expect(body.slots).not.toContain('2030-01-16T09:00:00.000Z');
    expect(body.slots).not.toContain('2030-01-16T09:30:00.000Z');
    expect(body.slots).toContain('2030-01-16T10:00:00.000Z');
  });

  it('reads the schedule in the coach zone', async () => {
    const { id } = await insertCoach(t.database.db, {
      profile: { availableDays: ['thursday'], availableFrom: '09:00', availableTo: '10:00', timeZone: 'Europe/Berlin', sessionLength: 30 },
    });
    const { body } = await get(`/api/coaches/${id}/availability?from=2030-01-10T00:00:00Z&to=2030-01-11T00:00:00Z`);
    expect(body).toEqual({ timeZone: 'Europe/Berlin', sessionLength: 30, slots: ['2030-01-10T08:00:00.000Z', '2030-01-10T08:30:00.000Z'] });
  });

  it.each([
    ['from=2030-01-10T00:00:00Z&to=2030-01-09T00:00:00Z', '"to" must be after "from".'],
    ['from=2030-01-09T00:00:00Z&to=2030-01-09T00:00:00Z', '"to" must be after "from".'],
    ['from=2030-01-01T00:00:00Z&to=2030-03-05T00:00:00Z', 'The range may span at most 62 days.'],
    ['from=tomorrow', 'Use an ISO 8601 date-time with a time zone, e.g. 2030-01-07T09:00:00Z'],
  ])('refuses %s with 400', async (query, message) => {
    const { status, body } = await get(`/api/coaches/${coachId}/availability?${query}`);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it('accepts exactly 62 days', async () => {
    expect((await get(`/api/coaches/${coachId}/availability?from=2030-01-01T00:00:00Z&to=2030-03-04T00:00:00Z`)).status).toBe(200);
  });

  it.each(['999999', 'abc'])('answers 404 for coach %s', async (id) => {
    expect((await get(`/api/coaches/${id}/availability`)).status).toBe(404);
  });
});

describe('isBookableSlot (reused by booking)', () => {
  it('accepts exactly the open slots', async () => {
    t.clock.now = WEDNESDAY_8AM;
    const service = createAvailabilityService({ db: t.database.db, now: () => t.clock.now, listing: { payoutsRequired: false } });
    const { id } = await insertCoach(t.database.db, {
      profile: { availableDays: ['wednesday'], availableFrom: '09:00', availableTo: '14:00' },
    });
    await insertBooking(t.database.db, { coachId: id, clientId: await insertClient(t.database.db), start: at('2030-01-09T11:00:00Z') });
    expect(await service.isBookableSlot(id, at('2030-01-09T10:00:00Z'))).toBe(true);
    expect(await service.isBookableSlot(id, at('2030-01-09T12:00:00Z'))).toBe(true);
    expect(await service.isBookableSlot(id, at('2030-01-09T09:00:00Z'))).toBe(false); // notice
    expect(await service.isBookableSlot(id, at('2030-01-09T10:30:00Z'))).toBe(false); // overlaps 11:00
    expect(await service.isBookableSlot(id, at('2030-01-09T10:15:00Z'))).toBe(false); // off the grid
    expect(await service.isBookableSlot(id, at('2030-01-09T13:30:00Z'))).toBe(false); // would end after 14:00
    expect(await service.isBookableSlot(999_999, at('2030-01-09T10:00:00Z'))).toBe(false);
  });
});
