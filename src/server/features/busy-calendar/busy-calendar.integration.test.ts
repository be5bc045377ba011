// Busy calendars end to end over HTTP: a fixture server on 127.0.0.1 plays the
// coach's calendar provider (the app may reach loopback only because this
// file sets BUSY_CALENDAR_ALLOW_LOOPBACK; a second app without it shows the refusal).
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSY_CALENDAR_MESSAGES } from '../../../shared/schemas/busy-calendar.js';
import { coachBusyTimes, coachProfiles } from '../../db/schema.js';
import { checkout, createIntent, GOOD_CARD, NOW, patchBookingStatus, payWithIntent } from '../../test-support/bookings.js';
import { coachWithSession, type TestCoach } from '../../test-support/coaches.js';
import { signIn, type SignedIn } from '../../test-support/sign-in.js';
import { callEndpoint, createTestApp, type TestApp } from '../../test-support/test-app.js';
import * as api from '../../../shared/api/api-routes.generated.js';

// What the fixture server answers: a calendar, or an error status.
let served: { status: number; body: string } = { status: 200, body: '' };
let fetches = 0;
let server: Server;
let calendarUrl: string;

const calendar = (...events: Array<[string, string]>) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    ...events.flatMap(([start, end], i) => [
      'BEGIN:VEVENT',
      `UID:event-${i}@google.com`,
      'DTSTAMP:20291201T000000Z',
      `DTSTART:${start}`,
      `DTEND:${end}`,
      'SUMMARY:Private appointment',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ].join('\r\n');

let t: TestApp;
let pro: TestCoach;
let free: TestCoach;
let client: SignedIn;

beforeAll(async () => {
  server = createServer((request, response) => {
    fetches += 1;
    // The providers' shapes (src/server/integrations/calendar/fixtures), as their servers send them.
    const provider = /^\/(google|apple|outlook)\.ics$/.exec(request.url ?? '')?.[1];
    if (provider) {
      const body = readFileSync(new URL(`../../integrations/calendar/fixtures/${provider}.ics`, import.meta.url), 'utf8');
      return response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(body);
    }
    response.writeHead(served.status, { 'content-type': 'text/calendar' }).end(served.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  calendarUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/private/basic.ics`;
  t = await createTestApp({ now: NOW, env: { BUSY_CALENDAR_ALLOW_LOOPBACK: 'true' } });
  pro = await coachWithSession(t);
  free = await coachWithSession(t);
  await t.db.update(coachProfiles).set({ planType: 'pro' }).where(eq(coachProfiles.id, pro.id));
  client = await signIn(t);
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', cookie: string | undefined, payload?: unknown) =>
  t.app.inject({
    method,
    url: method === 'POST' ? '/api/coach/busy-calendar/sync' : '/api/coach/busy-calendar',
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function slotsOn(day: string): Promise<string[]> {
  const response = await callEndpoint(t.app, api.getCoachAvailability, {
    params: { id: pro.id },
    query: { from: `${day}T00:00:00Z`, to: `${day}T23:59:00Z` },
  });
  expect(response.statusCode).toBe(200);
  return response.json().slots;
}

describe('who may use busy calendars', () => {
  it('asks visitors to sign in, refuses clients, and tells a free coach it is a Pro feature', async () => {
    expect((await call('GET', undefined)).statusCode).toBe(401);
    expect((await call('PUT', client.cookie, { url: calendarUrl })).statusCode).toBe(403);
    const refused = await call('PUT', free.cookie, { url: calendarUrl });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(BUSY_CALENDAR_MESSAGES.proOnly);
    expect((await call('GET', free.cookie)).statusCode).toBe(403);
  });

  it('answers a Pro coach without a calendar with null, and refuses addresses that are not http(s)', async () => {
    expect((await call('GET', pro.cookie)).json()).toEqual({ busyCalendar: null });
    for (const url of ['file:///etc/passwd', 'ftp://example.com/cal.ics', 'javascript:alert(1)']) {
      const response = await call('PUT', pro.cookie, { url });
      expect(response.statusCode).toBe(400);
    }
    expect((await call('POST', pro.cookie)).statusCode).toBe(404);
  });
});

describe('a synced busy calendar', () => {
  beforeAll(async () => {
    // Tuesday 2030-01-08 10:00-11:00 UTC, inside the coach's 09:00-17:00 weekday hours.
    served = { status: 200, body: calendar(['20300108T100000Z', '20300108T110000Z']) };
  });

  it('is synced as soon as it is saved, and its event hides the slots it covers', async () => {
    expect(await slotsOn('2030-01-08')).toContain('2030-01-08T10:00:00.000Z');
    const saved = await call('PUT', pro.cookie, { url: calendarUrl });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().busyCalendar).toEqual({ url: calendarUrl, lastSyncedAt: NOW.toISOString(), lastError: null, busyTimeCount: 1 });
    const slots = await slotsOn('2030-01-08');
    // 60-minute sessions: 09:30 would run into the event too.
    expect(slots).not.toContain('2030-01-08T09:30:00.000Z');
    expect(slots).not.toContain('2030-01-08T10:00:00.000Z');
    expect(slots).not.toContain('2030-01-08T10:30:00.000Z');
    expect(slots).toContain('2030-01-08T09:00:00.000Z');
    expect(slots).toContain('2030-01-08T11:00:00.000Z');
  });

  it('is refused at checkout with 409, as a taken slot is', async () => {
    const intent = await createIntent(t.app, client.cookie, pro.id, '2030-01-08T10:00:00.000Z');
    expect(intent.statusCode).toBe(409);
  });

  it('refuses a checkout whose time became busy after the card was authorised', async () => {
    const start = '2030-01-08T14:00:00.000Z';
    const intent = await createIntent(t.app, client.cookie, pro.id, start);
    expect(intent.statusCode).toBe(200);
    served = { status: 200, body: calendar(['20300108T100000Z', '20300108T110000Z'], ['20300108T140000Z', '20300108T143000Z']) };
    expect((await call('POST', pro.cookie)).json().busyCalendar.busyTimeCount).toBe(2);
    const booking = await payWithIntent(t.app, client.cookie, pro.id, start, intent.json().paymentIntentId, { card: GOOD_CARD });
    expect(booking.statusCode).toBe(409);
  });

  it('takes the coach out of the directory filter when it fills the day', async () => {
    const listed = async () =>
      (await callEndpoint(t.app, api.listCoaches, { query: { availability: 'today', pageSize: '50' } }))
        .json()
        .coaches.map((c: { id: number }) => c.id);
    expect(await listed()).toContain(pro.id);
    served = { status: 200, body: calendar(['20300107T000000Z', '20300108T000000Z']) };
    expect((await call('POST', pro.cookie)).statusCode).toBe(200);
    expect(await listed()).not.toContain(pro.id);
    expect(await listed()).toContain(free.id);
  });
});

describe('the refresh job', () => {
  beforeAll(async () => {
    served = { status: 200, body: calendar(['20300109T100000Z', '20300109T110000Z']) };
    expect((await call('POST', pro.cookie)).statusCode).toBe(200);
  });

  it('leaves a calendar alone for 15 minutes, then fetches it again', async () => {
    served = { status: 200, body: calendar(['20300109T130000Z', '20300109T140000Z']) };
    const before = fetches;
    t.clock.advance(10 * 60_000);
    await t.app.jobs.runDueJobs(t.clock.now);
    expect(fetches).toBe(before);
    t.clock.advance(6 * 60_000);
    await t.app.jobs.runDueJobs(t.clock.now);
    expect(fetches).toBe(before + 1);
    const slots = await slotsOn('2030-01-09');
    expect(slots).toContain('2030-01-09T10:00:00.000Z');
    expect(slots).not.toContain('2030-01-09T13:00:00.000Z');
  });

  it('records a failed fetch for the coach and keeps the last good busy times', async () => {
    served = { status: 500, body: 'oops' };
    t.clock.advance(16 * 60_000);
    await t.app.jobs.runDueJobs(t.clock.now);
    const state = (await call('GET', pro.cookie)).json().busyCalendar;
    expect(state.lastError).toBe('The calendar address answered with HTTP 500.');
    expect(state.busyTimeCount).toBe(1);
    expect(await slotsOn('2030-01-09')).not.toContain('2030-01-09T13:00:00.000Z');
  });

  it('records a page that is not a calendar the same way', async () => {
    served = { status: 200, body: '<html>Please sign in</html>' };
    const state = (await call('POST', pro.cookie)).json().busyCalendar;
    expect(state.lastError).toMatch(/did not return an iCalendar/);
    expect(state.busyTimeCount).toBe(1);
  });

  it('stops blocking time for a coach who left Pro', async () => {
    await t.db.update(coachProfiles).set({ planType: 'free' }).where(eq(coachProfiles.id, pro.id));
    t.clock.advance(16 * 60_000);
    await t.app.jobs.runDueJobs(t.clock.now);
    expect(await slotsOn('2030-01-09')).toContain('2030-01-09T13:00:00.000Z');
    await t.db.update(coachProfiles).set({ planType: 'pro' }).where(eq(coachProfiles.id, pro.id));
  });
});

describe('changing and removing the address', () => {
  it("reads Google, iCloud and Outlook calendars and replaces the old calendar's busy times with the new one's", async () => {
    // The fixtures' events lie in December 2026: the clock goes there for this test.
    const saved = t.clock.now;
    t.clock.now = new Date('2026-11-25T00:00:00Z');
    try {
      const provider = (name: string) => calendarUrl.replace('/private/basic.ics', `/${name}.ics`);
      const counts: Record<string, number> = {};
      for (const name of ['google', 'apple', 'outlook']) {
        const state = (await call('PUT', pro.cookie, { url: provider(name) })).json().busyCalendar;
        expect(state).toMatchObject({ url: provider(name), lastError: null });
        counts[name] = state.busyTimeCount;
      }
      expect(counts).toEqual({ google: 6, apple: 4, outlook: 4 });
      // Outlook's weekly supervision, 14:00 "W. Europe Standard Time": 13:00 UTC on Thursdays, not on the excluded 10 December.
      expect(await slotsOn('2026-12-03')).not.toContain('2026-12-03T13:00:00.000Z');
      expect(await slotsOn('2026-12-10')).toContain('2026-12-10T13:00:00.000Z');
      // Its all-day conference on 16 December, in the coach's zone (UTC): the whole day.
      expect(await slotsOn('2026-12-16')).toEqual([]);
      expect(await slotsOn('2026-12-15')).not.toEqual([]);
    } finally {
      t.clock.now = saved;
    }
  });

  it('removes the calendar and its busy times', async () => {
    served = { status: 200, body: calendar(['20300110T100000Z', '20300110T110000Z']) };
    expect((await call('PUT', pro.cookie, { url: calendarUrl })).json().busyCalendar.busyTimeCount).toBe(1);
    expect((await call('DELETE', pro.cookie)).statusCode).toBe(204);
    expect((await call('GET', pro.cookie)).json()).toEqual({ busyCalendar: null });
    expect(await t.db.select().from(coachBusyTimes).where(eq(coachBusyTimes.coachId, pro.id))).toEqual([]);
    expect((await call('DELETE', pro.cookie)).statusCode).toBe(404);
  });
});

describe('moving a booking', () => {
  it('cannot move it onto a busy time, but can move it elsewhere', async () => {
    const { response } = await checkout(t.app, client.cookie, pro.id, '2030-01-10T09:00:00.000Z');
    expect(response.statusCode).toBe(201);
    const id: number = response.json().id;
    expect((await patchBookingStatus(t.app, pro.cookie, id, 'confirmed')).statusCode).toBe(200);
    served = { status: 200, body: calendar(['20300110T150000Z', '20300110T160000Z']) };
    expect((await call('PUT', pro.cookie, { url: calendarUrl })).json().busyCalendar.busyTimeCount).toBe(1);
    const move = (startTime: string) =>
      callEndpoint(t.app, api.rescheduleBooking, { params: { id }, cookie: client.cookie, body: { startTime } });
    expect((await move('2030-01-10T15:00:00.000Z')).statusCode).toBe(409);
    expect((await move('2030-01-10T13:00:00.000Z')).statusCode).toBe(200);
  });
});

describe('without the test flag', () => {
  it('refuses to fetch from loopback and says why, without failing the save', async () => {
    const plain = await createTestApp({ now: NOW });
    try {
      const coach = await coachWithSession(plain);
      await plain.db.update(coachProfiles).set({ planType: 'pro' }).where(eq(coachProfiles.id, coach.id));
      const before = fetches;
      const response = await callEndpoint(plain.app, api.saveBusyCalendar, { cookie: coach.cookie, body: { url: calendarUrl } });
      expect(response.statusCode).toBe(200);
      expect(response.json().busyCalendar).toMatchObject({ lastSyncedAt: null, busyTimeCount: 0 });
      expect(response.json().busyCalendar.lastError).toMatch(/private network/);
      expect(fetches).toBe(before);
    } finally {
      await plain.close();
    }
  });
});
