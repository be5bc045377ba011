// CalDAV calendar sync end to end against a real CalDAV server: Radicale,
// started by this file on a free port with a temporary folder
// (src/server/test-support/radicale.ts). The app may reach loopback only
// because this file sets BUSY_CALENDAR_ALLOW_LOOPBACK; a second app without it
// shows the address guard's refusal. The test's own look at the server goes
// through tsdav too, never a stand-in for the protocol.
import { eq, inArray } from 'drizzle-orm';
import { createDAVClient } from 'tsdav';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALDAV_MESSAGES } from '../../../shared/schemas/caldav.js';
import { caldavConnections, coachBusyTimes, coachProfiles, sessions as authSessions } from '../../db/schema.js';
import { credentialCipher } from '../../security/credential-key.js';
import { checkout, NOW, patchBookingStatus } from '../../test-support/bookings.js';
import { coachWithSession, insertCoach, type TestCoach } from '../../test-support/coaches.js';
import { startRadicale, type Radicale } from '../../test-support/radicale.js';
import { readEvent } from '../../test-support/read-event.js';
import { signIn, type SignedIn } from '../../test-support/sign-in.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const PASSWORD = 'app-password-4f9e2c';
let radicale: Radicale;
let t: TestApp;
let pro: TestCoach;
let free: TestCoach;
let client: SignedIn;
let work: number;
let sessions: number;

type Dav = Awaited<ReturnType<typeof createDAVClient>>;
let dav: Dav;
const calendarUrl = (name: string) => `${radicale.url}/coach/${name}/`;

const api = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', path: string, cookie: string | undefined, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/coach/caldav${path}`,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const event = (uid: string, start: string, end: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//EN',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20300101T000000Z',
    `DTSTART:${start}`,
    `DTEND:${end}`,
    'SUMMARY:Dentist',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

async function slotsOn(day: string): Promise<string[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/coaches/${pro.id}/availability?from=${day}T00:00:00Z&to=${day}T23:59:00Z`,
  });
  return response.json().slots;
}

// The events of one of the coach's calendars ("sessions" unless named) as the server holds them, by UID.
async function sessionEvents(calendar = 'sessions'): Promise<Map<string, string>> {
  const objects = await dav.fetchCalendarObjects({ calendar: { url: calendarUrl(calendar) } });
  const out = new Map<string, string>();
  for (const o of objects) {
    const uid = /UID:(\S+)/.exec(o.data ?? '')?.[1];
    if (uid) out.set(uid, o.data);
  }
  return out;
}

async function writesSettle() {
  await t.app.calendarWrites.idle();
}

beforeAll(async () => {
  radicale = await startRadicale({ coach: PASSWORD });
  dav = await createDAVClient({
    serverUrl: radicale.url,
    credentials: { username: 'coach', password: PASSWORD },
    authMethod: 'Basic',
    defaultAccountType: 'caldav',
  });
  await dav.makeCalendar({ url: calendarUrl('work'), props: { displayname: 'Work' } });
  await dav.makeCalendar({ url: calendarUrl('sessions'), props: { displayname: 'Sessions' } });
  t = await createTestApp({ now: NOW, env: { BUSY_CALENDAR_ALLOW_LOOPBACK: 'true' } });
  pro = await coachWithSession(t);
  free = await coachWithSession(t);
  await t.db.update(coachProfiles).set({ planType: 'pro' }).where(eq(coachProfiles.id, pro.id));
  client = await signIn(t);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await radicale?.close();
});

describe('who may connect a calendar', () => {
  it('asks visitors to sign in, refuses clients, and tells a free coach it is a Pro feature', async () => {
    const body = { serverUrl: radicale.url, username: 'coach', password: PASSWORD };
    expect((await api('GET', '', undefined)).statusCode).toBe(401);
    expect((await api('PUT', '', client.cookie, body)).statusCode).toBe(403);
    const refused = await api('PUT', '', free.cookie, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CALDAV_MESSAGES.proOnly);
  });
});

describe('connecting', () => {
  it('says in plain words when the password is wrong, and keeps nothing', async () => {
    const requests = radicale.appRequests();
    const response = await api('PUT', '', pro.cookie, { serverUrl: radicale.url, username: 'coach', password: 'wrong' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(CALDAV_MESSAGES.wrongPassword);
    expect(radicale.appRequests()).toBeGreaterThan(requests);
    expect((await api('GET', '', pro.cookie)).json()).toEqual({ caldav: null });
  });

  it('lists the calendars, keeps the password only sealed, and never sends it back', async () => {
    const response = await api('PUT', '', pro.cookie, { serverUrl: radicale.url, username: 'coach', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(PASSWORD);
    const state = response.json().caldav;
    expect(state).toMatchObject({ serverUrl: radicale.url, username: 'coach', lastError: null, pendingWrites: 0 });
    const names = state.calendars.map((c: { displayName: string }) => c.displayName).sort();
    expect(names).toEqual(['Sessions', 'Work']);
    work = state.calendars.find((c: { displayName: string }) => c.displayName === 'Work').id;
    sessions = state.calendars.find((c: { displayName: string }) => c.displayName === 'Sessions').id;
    const [row] = await t.db.select().from(caldavConnections).where(eq(caldavConnections.coachId, pro.id));
    expect(row?.passwordSecret).not.toContain(PASSWORD);
    expect(credentialCipher(t.config).open(row!.passwordSecret)).toBe(PASSWORD);
    expect((await api('GET', '', pro.cookie)).body).not.toContain(PASSWORD);
  });

  it('refuses calendars that are not the coach’s own', async () => {
    const response = await api('PUT', '/calendars', pro.cookie, { blockingCalendarIds: [999_999], bookingCalendarId: null });
    expect(response.statusCode).toBe(400);
  });
});

describe('reading busy times', () => {
  it('hides the slot of an event created on the server after "Sync now"', async () => {
    await dav.createCalendarObject({
      calendar: { url: calendarUrl('work') },
      filename: 'dentist.ics',
      iCalString: event('dentist-1', '20300108T100000Z', '20300108T110000Z'),
    });
    const chosen = await api('PUT', '/calendars', pro.cookie, { blockingCalendarIds: [work], bookingCalendarId: sessions });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().caldav).toMatchObject({ lastSyncedAt: NOW.toISOString(), lastError: null, busyTimeCount: 1 });
    const slots = await slotsOn('2030-01-08');
    expect(slots).not.toContain('2030-01-08T10:00:00.000Z');
    expect(slots).toContain('2030-01-08T11:00:00.000Z');

    await dav.createCalendarObject({
      calendar: { url: calendarUrl('work') },
      filename: 'lunch.ics',
      iCalString: event('lunch-1', '20300108T130000Z', '20300108T140000Z'),
    });
    expect((await slotsOn('2030-01-08')).includes('2030-01-08T13:00:00.000Z')).toBe(true);
    const synced = await api('POST', '/sync', pro.cookie);
    expect(synced.json().caldav.busyTimeCount).toBe(2);
    expect(await slotsOn('2030-01-08')).not.toContain('2030-01-08T13:00:00.000Z');
  });

  it('costs one request when the calendar has not changed, on "Sync now" and in the 5-minute job', async () => {
    let before = radicale.appRequests();
    expect((await api('POST', '/sync', pro.cookie)).statusCode).toBe(200);
    expect(radicale.appRequests() - before).toBe(1);

    before = radicale.appRequests();
    t.clock.advance(4 * 60_000);
    await t.app.jobs.runDueJobs(t.clock.now);
    expect(radicale.appRequests() - before).toBe(0);
    t.clock.advance(2 * 60_000);
    await t.app.jobs.runDueJobs(t.clock.now);
    expect(radicale.appRequests() - before).toBe(1);
  });

  it('labels each busy block with its calendar in "What clients see"', async () => {
    const week = (await api('GET', '/week?from=2030-01-07T00:00:00.000Z', pro.cookie)).json();
    expect(week.busy).toEqual([
      { start: '2030-01-08T10:00:00.000Z', end: '2030-01-08T11:00:00.000Z', source: 'Work' },
      { start: '2030-01-08T13:00:00.000Z', end: '2030-01-08T14:00:00.000Z', source: 'Work' },
    ]);
    expect(week.openSlots).toContain('2030-01-08T11:00:00.000Z');
    expect(week.openSlots).not.toContain('2030-01-08T10:00:00.000Z');
  });

  it('shows a wrong password in plain words and keeps the last good busy times', async () => {
    radicale.setPassword('coach', 'revoked-by-the-coach');
    try {
      const state = (await api('POST', '/sync', pro.cookie)).json().caldav;
      expect(state.lastError).toBe(CALDAV_MESSAGES.wrongPassword);
      expect(state.busyTimeCount).toBe(2);
      expect(await slotsOn('2030-01-08')).not.toContain('2030-01-08T10:00:00.000Z');
    } finally {
      radicale.setPassword('coach', PASSWORD);
    }
    expect((await api('POST', '/sync', pro.cookie)).json().caldav.lastError).toBeNull();
  });
});

describe('writing bookings into the calendar', () => {
  let bookingId: number;
  const uid = () => `booking-${bookingId}@stillpoint.app`;

  it('writes a confirmed booking as an event with the invitation’s UID and times', async () => {
    const { response } = await checkout(t.app, client.cookie, pro.id, '2030-01-09T09:00:00.000Z');
    expect(response.statusCode).toBe(201);
    bookingId = response.json().id;
    await writesSettle();
    expect((await sessionEvents()).has(uid())).toBe(false); // pending: nothing yet
    expect((await patchBookingStatus(t.app, pro.cookie, bookingId, 'confirmed')).statusCode).toBe(200);
    await writesSettle();
    const written = (await sessionEvents()).get(uid());
    expect(written).toMatch(/DTSTART(;VALUE=DATE-TIME)?:20300109T090000Z/);
    expect(written).toMatch(/DTEND(;VALUE=DATE-TIME)?:20300109T100000Z/);
    // The invitation e-mailed to the coach carries the same UID.
    const invites = await t.db.query.emailOutbox.findMany();
    expect(invites.some((m) => m.icsAttachment?.includes(`UID:${uid()}`))).toBe(true);
    // Our own event does not block our own booking's time twice, nor show as a busy time.
    expect((await api('POST', '/sync', pro.cookie)).json().caldav.busyTimeCount).toBe(2);
  });

  it('moves the event when the booking is moved, and removes it when cancelled', async () => {
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/reschedule`,
      headers: { cookie: client.cookie },
      payload: { startTime: '2030-01-09T14:00:00.000Z' },
    });
    expect(moved.statusCode).toBe(200);
    await writesSettle();
    expect((await sessionEvents()).get(uid())).toMatch(/DTSTART(;VALUE=DATE-TIME)?:20300109T140000Z/);
    expect((await patchBookingStatus(t.app, pro.cookie, bookingId, 'cancelled')).statusCode).toBe(200);
    await writesSettle();
    expect((await sessionEvents()).has(uid())).toBe(false);
  });

  it('loses no write while the server is down', async () => {
    const { response } = await checkout(t.app, client.cookie, pro.id, '2030-01-10T09:00:00.000Z');
    bookingId = response.json().id;
    await radicale.stop();
    try {
      expect((await patchBookingStatus(t.app, pro.cookie, bookingId, 'confirmed')).statusCode).toBe(200);
      await writesSettle();
      const state = (await api('GET', '', pro.cookie)).json().caldav;
      expect(state.pendingWrites).toBe(1);
      expect(state.lastError).toBe('The calendar server could not be reached.');
    } finally {
      await radicale.start();
    }
    t.clock.advance(60_000);
    await t.app.jobs.runDueJobs(t.clock.now);
    expect((await sessionEvents()).has(uid())).toBe(true);
    expect((await api('GET', '', pro.cookie)).json().caldav.pendingWrites).toBe(0);
  });

  // Issue 41, item 7: the queue's workers try the write again once its backoff (5 s) is over; no job pass runs here.
  it('writes the event once the server is back and the backoff is over, without waiting for the next job pass', async () => {
    const { response } = await checkout(t.app, client.cookie, pro.id, '2030-01-10T11:00:00.000Z');
    const id: number = response.json().id;
    const written = async () => (await sessionEvents()).has(`booking-${id}@stillpoint.app`);
    await radicale.stop();
    try {
      expect((await patchBookingStatus(t.app, pro.cookie, id, 'confirmed')).statusCode).toBe(200);
      await writesSettle();
      expect((await api('GET', '', pro.cookie)).json().caldav.pendingWrites).toBe(1);
    } finally {
      await radicale.start();
    }
    // The workers run as in a process that runs jobs (RUN_JOBS); the job runner's passes do not.
    t.app.workQueue.start();
    try {
      t.clock.advance(5_000);
      const deadline = Date.now() + 15_000;
      while (!(await written()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await written()).toBe(true);
      expect((await api('GET', '', pro.cookie)).json().caldav.pendingWrites).toBe(0);
    } finally {
      await t.app.workQueue.stop();
    }
  });

  it('does not put back an event the coach deleted by hand, and says so', async () => {
    const [object] = (await dav.fetchCalendarObjects({ calendar: { url: calendarUrl('sessions') } })).filter((o) =>
      o.data?.includes(uid()),
    );
    await dav.deleteCalendarObject({ calendarObject: { url: object!.url, etag: object!.etag } });
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/reschedule`,
      headers: { cookie: client.cookie },
      payload: { startTime: '2030-01-10T15:00:00.000Z' },
    });
    expect(moved.statusCode).toBe(200);
    await writesSettle();
    expect((await sessionEvents()).has(uid())).toBe(false);
    expect((await patchBookingStatus(t.app, pro.cookie, bookingId, 'confirmed')).statusCode).toBe(200);
    await writesSettle();
    expect((await sessionEvents()).has(uid())).toBe(false);
    const state = (await api('GET', '', pro.cookie)).json().caldav;
    expect(state.deletedByCoach).toEqual([{ bookingId, startTime: '2030-01-10T15:00:00.000Z' }]);
  });
});

describe('a burst of confirmations', () => {
  it('writes every one right after its confirmation, without waiting for the job runner', async () => {
    const starts = ['09', '10', '11', '12', '13', '14'].map((hour) => `2030-01-15T${hour}:00:00.000Z`);
    const ids: number[] = [];
    for (const start of starts) {
      const { response } = await checkout(t.app, client.cookie, pro.id, start);
      expect(response.statusCode).toBe(201);
      ids.push(response.json().id);
    }
    const confirmed = await Promise.all(ids.map((id) => patchBookingStatus(t.app, pro.cookie, id, 'confirmed')));
    expect(confirmed.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
    await writesSettle(); // no runDueJobs: the confirmations themselves started the writes
    const events = await sessionEvents();
    for (const id of ids) expect(events.has(`booking-${id}@stillpoint.app`)).toBe(true);
    expect((await api('GET', '', pro.cookie)).json().caldav.pendingWrites).toBe(0);
  });
});

describe('disconnecting', () => {
  it('removes the credentials and busy times, and stops writes', async () => {
    expect((await api('DELETE', '', pro.cookie)).statusCode).toBe(204);
    expect((await api('GET', '', pro.cookie)).json()).toEqual({ caldav: null });
    expect(await t.db.select().from(caldavConnections)).toEqual([]);
    expect(await t.db.select().from(coachBusyTimes).where(eq(coachBusyTimes.coachId, pro.id))).toEqual([]);
    const { response } = await checkout(t.app, client.cookie, pro.id, '2030-01-11T09:00:00.000Z');
    const id: number = response.json().id;
    await patchBookingStatus(t.app, pro.cookie, id, 'confirmed');
    await writesSettle();
    expect((await sessionEvents()).has(`booking-${id}@stillpoint.app`)).toBe(false);
    expect((await api('DELETE', '', pro.cookie)).statusCode).toBe(404);
  });
});

describe('without the test flag', () => {
  it('refuses to connect to a loopback server and sends it nothing', async () => {
    const plain = await createTestApp({ now: NOW });
    try {
      const coach = await coachWithSession(plain);
      await plain.db.update(coachProfiles).set({ planType: 'pro' }).where(eq(coachProfiles.id, coach.id));
      const before = radicale.appRequests();
      const response = await plain.app.inject({
        method: 'PUT',
        url: '/api/coach/caldav',
        headers: { cookie: coach.cookie },
        payload: { serverUrl: radicale.url, username: 'coach', password: PASSWORD },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/private network/);
      expect(radicale.appRequests()).toBe(before);
    } finally {
      await plain.close();
    }
    // A second app of its own: slow to build on a busy machine.
  }, 120_000);
});

// The "right UID, times and zone": a coach in Europe/Berlin gets the
// event in Europe/Berlin, read back from Radicale with ical.js (not the
// writer's library), exact to the instant across both daylight-saving changes.
// Last in the file: it moves the shared clock on to spring and autumn 2030.
describe('writing in the coach’s time zone', () => {
  let berlin: TestCoach;
  const EVERY_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  let buyer: SignedIn;
  // Months on, a session started at NOW is past its longest life: both sign
  // in again, their sessions started at the new time.
  async function clockTo(iso: string) {
    t.clock.advance(new Date(iso).getTime() - t.clock.now.getTime());
    buyer = await signIn(t);
    berlin = { ...berlin, cookie: (await signIn(t, { userId: berlin.userId })).cookie };
    const started = { createdAt: t.clock.now, lastSeenAt: t.clock.now };
    await t.db
      .update(authSessions)
      .set(started)
      .where(inArray(authSessions.userId, [buyer.id, berlin.userId]));
  }
  const written = async (id: number) => {
    const text = (await sessionEvents('berlin')).get(`booking-${id}@stillpoint.app`);
    if (!text) throw new Error(`no event for booking ${id}`);
    return { text, read: readEvent(text) };
  };
  async function confirmedBooking(start: string): Promise<number> {
    const { response } = await checkout(t.app, buyer.cookie, berlin.id, start);
    expect(response.statusCode).toBe(201);
    const id: number = response.json().id;
    expect((await patchBookingStatus(t.app, berlin.cookie, id, 'confirmed')).statusCode).toBe(200);
    await writesSettle();
    return id;
  }

  beforeAll(async () => {
    await dav.makeCalendar({ url: calendarUrl('berlin'), props: { displayname: 'Berlin sessions' } });
    const coach = await insertCoach(t.db, {
      profile: { timeZone: 'Europe/Berlin', planType: 'pro', availableDays: EVERY_DAY, availableFrom: '00:00', availableTo: '24:00' },
    });
    berlin = { ...coach, cookie: (await signIn(t, { userId: coach.userId })).cookie };
    const connected = await api('PUT', '', berlin.cookie, { serverUrl: radicale.url, username: 'coach', password: PASSWORD });
    expect(connected.statusCode).toBe(200);
    const calendar = connected.json().caldav.calendars.find((c: { displayName: string }) => c.displayName === 'Berlin sessions');
    const chosen = await api('PUT', '/calendars', berlin.cookie, { blockingCalendarIds: [], bookingCalendarId: calendar.id });
    expect(chosen.statusCode).toBe(200);
  });

  it('writes a session across the spring change in Europe/Berlin, exact to the instant', async () => {
    await clockTo('2030-03-25T06:00:00Z');
    // 00:00Z-01:00Z on 31 March 2030: 01:00 CET to 03:00 CEST, one hour.
    const id = await confirmedBooking('2030-03-31T00:00:00.000Z');
    const { text, read } = await written(id);
    expect(read.uid).toBe(`booking-${id}@stillpoint.app`);
    expect(read.vtimezones).toEqual(['Europe/Berlin']);
    expect(read.start).toEqual({ zone: 'Europe/Berlin', instant: '2030-03-31T00:00:00.000Z' });
    expect(read.end).toEqual({ zone: 'Europe/Berlin', instant: '2030-03-31T01:00:00.000Z' });
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20300331T010000');
    expect(text).toContain('DTEND;TZID=Europe/Berlin:20300331T030000');
    // The invitation e-mailed for it carries the same UID.
    const invites = await t.db.query.emailOutbox.findMany();
    expect(invites.some((m) => m.icsAttachment?.includes(`UID:${read.uid}`))).toBe(true);
  });

  it('moves the event across the autumn change, keeps it exact in the repeated hour, and removes it when cancelled', async () => {
    await clockTo('2030-10-20T06:00:00Z');
    // Saturday 26 October, 10:00 CEST (08:00Z).
    const id = await confirmedBooking('2030-10-26T08:00:00.000Z');
    expect((await written(id)).read.start).toEqual({ zone: 'Europe/Berlin', instant: '2030-10-26T08:00:00.000Z' });
    // Moved to Monday 28 October, 10:00 CET (09:00Z): same wall time, one hour later in UTC.
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/reschedule`,
      headers: { cookie: buyer.cookie },
      payload: { startTime: '2030-10-28T09:00:00.000Z' },
    });
    expect(moved.statusCode).toBe(200);
    await writesSettle();
    const after = await written(id);
    expect(after.read.start).toEqual({ zone: 'Europe/Berlin', instant: '2030-10-28T09:00:00.000Z' });
    expect(after.read.end).toEqual({ zone: 'Europe/Berlin', instant: '2030-10-28T10:00:00.000Z' });
    expect(after.text).toContain('DTSTART;TZID=Europe/Berlin:20301028T100000');
    expect(after.read.uid).toBe(`booking-${id}@stillpoint.app`);

    // 23:00Z-00:00Z the night before: 01:00 to 02:00 CEST, and 02:00 comes
    // twice that night (CEST, then CET again), so the end is written in UTC
    // and no reader takes it for the later 02:00.
    const night = await confirmedBooking('2030-10-26T23:00:00.000Z');
    const across = await written(night);
    expect(across.read.start).toEqual({ zone: 'Europe/Berlin', instant: '2030-10-26T23:00:00.000Z' });
    expect(across.read.end).toEqual({ zone: 'UTC', instant: '2030-10-27T00:00:00.000Z' });
    expect(across.text).toContain('DTSTART;TZID=Europe/Berlin:20301027T010000');

    expect((await patchBookingStatus(t.app, berlin.cookie, id, 'cancelled')).statusCode).toBe(200);
    await writesSettle();
    expect((await sessionEvents('berlin')).has(`booking-${id}@stillpoint.app`)).toBe(false);
  });

  it('shows "What clients see" from the coach’s own midnight, a day of 25 hours included', async () => {
    await clockTo('2030-10-21T06:00:00Z');
    const week = (await api('GET', '/week', berlin.cookie)).json();
    // Monday 21 October 00:00 CEST to Monday 28 October 00:00 CET.
    expect([week.from, week.to]).toEqual(['2030-10-20T22:00:00.000Z', '2030-10-27T23:00:00.000Z']);
    expect(week.timeZone).toBe('Europe/Berlin');
  });
});
