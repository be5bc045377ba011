// A coach's stored schedule over HTTP (docs/decisions/0044-stored-schedules.md),
// on both drivers: the editor's API, and every rule taking effect where clients
// meet it (the calendar, the directory filter, the checkout, a move), including
// the daily limit and the buffers under simultaneous checkouts.
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES } from '../../../shared/schemas/schedule.js';
import { BOOKING_MESSAGES } from '../../../shared/schemas/bookings.js';
import { DAY_MS } from '../../../shared/domain/time-units.js';
import { weeklySchedule } from '../../../shared/domain/schedule.js';
import { bookings } from '../../db/schema.js';
import { bothDrivers } from '../../test-support/both-drivers.js';
import { checkout, createIntent, GOOD_CARD, insertBooking, NOW, postBooking } from '../../test-support/bookings.js';
import { coachWithSession, insertClient, type TestCoach } from '../../test-support/coaches.js';
import { signIn } from '../../test-support/sign-in.js';
import { callEndpoint, type TestApp } from '../../test-support/test-app.js';
import { useTestAppOn } from '../../test-support/app-per-file.js';
import * as api from '../../../shared/api/api-routes.generated.js';

// NOW is Monday 2030-01-07 06:00 UTC; test coaches work weekdays 09:00-17:00 UTC, 60-minute sessions.
const TUESDAY = '2030-01-08';
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
const officeHours = WEEKDAYS.map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));
const base = { timeZone: 'UTC', weeklyRules: officeHours };
const times = (date: string, ...hhmm: string[]) => hhmm.map((time) => `${date}T${time}:00.000Z`);

describe.each(bothDrivers())('the coach schedule on %s', (_name, open) => {
  let t: TestApp;
  useTestAppOn(open, { now: NOW }, (app) => (t = app));

  const put = (coach: TestCoach, body: unknown) =>
    callEndpoint(t.app, api.replaceCoachSchedule, { cookie: coach.cookie, invalidBody: body });
  const slotsOn = async (coach: TestCoach, date: string) => {
    const from = `${date}T00:00:00Z`;
    const to = new Date(new Date(from).getTime() + DAY_MS).toISOString();
    const response = await callEndpoint(t.app, api.getCoachAvailability, { params: { id: coach.id }, query: { from, to } });
    expect(response.statusCode).toBe(200);
    return response.json().slots as string[];
  };
  const withSchedule = async (schedule: Record<string, unknown>) => {
    const coach = await coachWithSession(t);
    const response = await put(coach, { ...base, ...schedule });
    expect(response.statusCode, response.body).toBe(200);
    return coach;
  };
  // The checkout as the browser does it, answering with the first refusal
  // (opening the checkout already checks the slot). `meanwhile` runs after
  // the client opened the checkout, before they pay.
  const book = async (coach: TestCoach, start: string, meanwhile?: () => Promise<unknown>) => {
    const client = await signIn(t);
    const intent = await createIntent(t.app, client.cookie, coach.id, start);
    if (intent.statusCode !== 200) return intent;
    await meanwhile?.();
    return postBooking(t.app, client.cookie, {
      coachId: coach.id,
      startTime: start,
      paymentIntentId: intent.json().paymentIntentId,
      card: GOOD_CARD,
    });
  };

  describe('GET and PUT /api/coach/schedule', () => {
    it('shows the hours from onboarding as weekly rules, with the defaults', async () => {
      const coach = await coachWithSession(t);
      const response = await callEndpoint(t.app, api.getCoachSchedule, { cookie: coach.cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        schedule: weeklySchedule('UTC', officeHours),
        sessionLengthMinutes: 60,
        outsideHours: [],
      });
    });

    it.each([
      [
        'overlapping windows',
        [
          { weekday: 'monday', start: '07:00', end: '09:00' },
          { weekday: 'monday', start: '08:30', end: '10:00' },
        ],
        'Windows on Monday overlap: 07:00–09:00 and 08:30–10:00',
      ],
      ['an end before the start', [{ weekday: 'friday', start: '17:00', end: '09:00' }], SCHEDULE_MESSAGES.endAfterStart],
    ])('refuses %s with a clear message and keeps the saved schedule', async (_case, weeklyRules, message) => {
      const coach = await coachWithSession(t);
      const response = await put(coach, { ...base, weeklyRules });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      const saved = await callEndpoint(t.app, api.getCoachSchedule, { cookie: coach.cookie });
      expect(saved.json().schedule.weeklyRules).toEqual(officeHours);
    });

    it('saves without touching bookings and lists the upcoming ones the new hours leave out', async () => {
      const coach = await coachWithSession(t);
      const client = await insertClient(t.db, { firstName: 'Ada', lastName: 'Quill' });
      const early = await insertBooking(t.db, {
        coachId: coach.id,
        clientId: client,
        start: new Date(`${TUESDAY}T10:00:00Z`),
        status: 'confirmed',
      });
      const late = await insertBooking(t.db, {
        coachId: coach.id,
        clientId: client,
        start: new Date(`${TUESDAY}T15:00:00Z`),
        status: 'pending',
      });
      // Past and cancelled bookings are no one's worry.
      await insertBooking(t.db, { coachId: coach.id, clientId: client, start: new Date('2030-01-03T10:00:00Z'), status: 'confirmed' });
      await insertBooking(t.db, { coachId: coach.id, clientId: client, start: new Date(`${TUESDAY}T09:00:00Z`), status: 'cancelled' });
      const before = await t.db.select().from(bookings).where(eq(bookings.coachId, coach.id));

      const response = await put(coach, {
        ...base,
        weeklyRules: [...officeHours.filter((r) => r.weekday !== 'tuesday'), { weekday: 'tuesday', start: '13:00', end: '17:00' }],
        bufferAfterMinutes: 15,
        maxSessionsPerDay: 1,
      });
      expect(response.statusCode).toBe(200);
      // 15:00 is still inside the hours: neither the buffer nor the daily limit makes a booking "outside".
      expect(response.json().outsideHours).toEqual([
        {
          bookingId: early,
          startTime: `${TUESDAY}T10:00:00.000Z`,
          endTime: `${TUESDAY}T11:00:00.000Z`,
          status: 'confirmed',
          clientName: 'Ada Quill',
        },
      ]);
      expect(await t.db.select().from(bookings).where(eq(bookings.coachId, coach.id))).toEqual(before);

      const off = await put(coach, { ...base, timeOff: [{ start: `${TUESDAY}T14:00`, end: `${TUESDAY}T18:00` }] });
      expect(off.json().outsideHours.map((b: { bookingId: number }) => b.bookingId)).toEqual([late]);
    });
  });

  describe('each rule in the availability endpoint', () => {
    it('several windows a day', async () => {
      const coach = await withSchedule({
        weeklyRules: [
          { weekday: 'tuesday', start: '07:00', end: '09:00' },
          { weekday: 'tuesday', start: '18:00', end: '21:00' },
        ],
      });
      expect(await slotsOn(coach, TUESDAY)).toEqual(times(TUESDAY, '07:00', '07:30', '08:00', '18:00', '18:30', '19:00', '19:30', '20:00'));
    });

    it('a date with its own hours, and a closed date', async () => {
      const coach = await withSchedule({
        dateOverrides: [
          { date: TUESDAY, windows: [{ start: '12:00', end: '14:00' }] },
          { date: '2030-01-09', windows: [] },
        ],
      });
      expect(await slotsOn(coach, TUESDAY)).toEqual(times(TUESDAY, '12:00', '12:30', '13:00'));
      expect(await slotsOn(coach, '2030-01-09')).toEqual([]);
      expect(await slotsOn(coach, '2030-01-10')).toHaveLength(15);
    });

    it('time off', async () => {
      const coach = await withSchedule({ timeOff: [{ start: `${TUESDAY}T11:00`, end: `${TUESDAY}T15:00` }] });
      expect(await slotsOn(coach, TUESDAY)).toEqual(times(TUESDAY, '09:00', '09:30', '10:00', '15:00', '15:30', '16:00'));
    });

    it('buffers around a booking', async () => {
      const coach = await withSchedule({ bufferAfterMinutes: 30 });
      await insertBooking(t.db, { coachId: coach.id, clientId: await insertClient(t.db), start: new Date(`${TUESDAY}T12:00:00Z`) });
      // A new session keeps 30 minutes after itself, and the booking 30 after its end.
      expect(await slotsOn(coach, TUESDAY)).toEqual(
        times(TUESDAY, '09:00', '09:30', '10:00', '10:30', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00'),
      );
    });

    it('minimum notice', async () => {
      const monday = NOW.toISOString().slice(0, 10);
      const early = [{ weekday: 'monday', start: '06:00', end: '09:00' }];
      expect(await slotsOn(await withSchedule({ weeklyRules: early }), monday)).toEqual(times(monday, '08:00'));
      expect(await slotsOn(await withSchedule({ weeklyRules: early, minNoticeMinutes: 0 }), monday)).toEqual(
        times(monday, '06:00', '06:30', '07:00', '07:30', '08:00'),
      );
    });

    it('a horizon beyond 60 days', async () => {
      const day65 = '2030-03-13'; // a Wednesday
      expect(await slotsOn(await coachWithSession(t), day65)).toEqual([]);
      expect(await slotsOn(await withSchedule({ horizonDays: 70 }), day65)).toHaveLength(15);
    });

    it('a daily limit', async () => {
      const coach = await withSchedule({ maxSessionsPerDay: 1 });
      await insertBooking(t.db, { coachId: coach.id, clientId: await insertClient(t.db), start: new Date(`${TUESDAY}T12:00:00Z`) });
      expect(await slotsOn(coach, TUESDAY)).toEqual([]);
      expect(await slotsOn(coach, '2030-01-09')).toHaveLength(15);
    });
  });

  describe('each rule at checkout', () => {
    // The coach changes the schedule while a client is at the checkout: paying is refused, and nothing is charged.
    it.each<[string, Record<string, unknown>, string]>([
      ['a closed date', { dateOverrides: [{ date: TUESDAY, windows: [] }] }, `${TUESDAY}T10:00:00.000Z`],
      ['time off', { timeOff: [{ start: `${TUESDAY}T00:00`, end: '2030-01-09T00:00' }] }, `${TUESDAY}T10:00:00.000Z`],
      ['a buffer', { bufferBeforeMinutes: 30 }, `${TUESDAY}T13:00:00.000Z`],
      ['a full day', { maxSessionsPerDay: 1 }, `${TUESDAY}T15:00:00.000Z`],
      ['less notice than asked', { minNoticeMinutes: 7 * 24 * 60 }, `${TUESDAY}T15:00:00.000Z`],
    ])('refuses a time closed by %s', async (_case, schedule, start) => {
      const coach = await coachWithSession(t);
      await insertBooking(t.db, { coachId: coach.id, clientId: await insertClient(t.db), start: new Date(`${TUESDAY}T12:00:00Z`) });
      const response = await book(coach, start, () => put(coach, { ...base, ...schedule }));
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(BOOKING_MESSAGES.slotUnavailable);
      expect(await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.coachId, coach.id))).toHaveLength(1);
    });

    it('accepts a time 65 days ahead from a coach whose horizon is 70 days', async () => {
      const coach = await withSchedule({ horizonDays: 70 });
      expect((await book(coach, '2030-03-13T10:00:00.000Z')).statusCode).toBe(201);
      // The default horizon still ends at 60 days.
      expect((await book(await coachWithSession(t), '2030-03-13T10:00:00.000Z')).statusCode).toBe(409);
    });

    it('refuses a move into time off', async () => {
      const coach = await coachWithSession(t);
      const client = await signIn(t);
      const made = (await checkout(t.app, client.cookie, coach.id, `${TUESDAY}T10:00:00.000Z`)).response;
      expect(made.statusCode).toBe(201);
      await put(coach, { ...base, timeOff: [{ start: '2030-01-09T00:00', end: '2030-01-10T00:00' }] });
      const move = (startTime: string) =>
        callEndpoint(t.app, api.rescheduleBooking, { params: { id: made.json().id }, cookie: client.cookie, body: { startTime } });
      expect((await move('2030-01-09T10:00:00.000Z')).statusCode).toBe(409);
      expect((await move('2030-01-10T10:00:00.000Z')).statusCode).toBe(200);
    });

    it.each([
      ['the last place of a day', { maxSessionsPerDay: 1 }, [`${TUESDAY}T10:00:00.000Z`, `${TUESDAY}T14:00:00.000Z`]],
      ['two slots closer than the buffers', { bufferAfterMinutes: 30 }, [`${TUESDAY}T10:00:00.000Z`, `${TUESDAY}T11:00:00.000Z`]],
    ])('gives %s to one of two simultaneous checkouts', async (_case, schedule, starts) => {
      const coach = await withSchedule(schedule);
      const clients = await Promise.all(starts.map(() => signIn(t)));
      const intents: string[] = [];
      for (const [i, client] of clients.entries()) {
        const intent = await createIntent(t.app, client.cookie, coach.id, starts[i] ?? '');
        expect(intent.statusCode).toBe(200);
        intents.push(intent.json().paymentIntentId);
      }
      const responses = await Promise.all(
        clients.map((client, i) =>
          postBooking(t.app, client.cookie, { coachId: coach.id, startTime: starts[i], paymentIntentId: intents[i], card: GOOD_CARD }),
        ),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const refused = responses.find((r) => r.statusCode === 409);
      expect([BOOKING_MESSAGES.slotTaken, BOOKING_MESSAGES.slotUnavailable]).toContain(refused?.json().message);
      const held = await t.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.coachId, coach.id), inArray(bookings.status, ['pending', 'confirmed'])));
      expect(held).toHaveLength(1);
    });
  });

  it('the directory filter reads the schedule at once (no stale cache)', async () => {
    const coach = await coachWithSession(t);
    const listedToday = async () => {
      const response = await callEndpoint(t.app, api.listCoaches, { query: { availability: 'today', tz: 'UTC', pageSize: '50' } });
      expect(response.statusCode).toBe(200);
      return (response.json().coaches as Array<{ id: number }>).some((c) => c.id === coach.id);
    };
    expect(await listedToday()).toBe(true);
    await put(coach, { ...base, dateOverrides: [{ date: NOW.toISOString().slice(0, 10), windows: [] }] });
    expect(await listedToday()).toBe(false);
  });
});
