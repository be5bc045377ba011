import { eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, coachProfiles, users } from '../../db/schema.js';
import { sessionUid } from '../../integrations/calendar/ical.js';
import { callEndpoint, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { type SignedIn, signIn } from '../../test-support/sign-in.js';
import { coachWithSession, insertClient, type TestCoach } from '../../test-support/coaches.js';
import { checkout, insertBooking, NOW } from '../../test-support/bookings.js';
import { DAY_MS, HOUR_MS } from '../../../shared/domain/time-units.js';
import * as api from '../../../shared/api/api-routes.generated.js';

let t: TestApp;
let pro: TestCoach;
let otherPro: TestCoach;
let free: TestCoach;
let client: SignedIn;
let mayaId: number;
const at = (days: number) => new Date(NOW.getTime() + days * DAY_MS + 3 * HOUR_MS);
const expected: Record<string, { status: string; url?: string }> = {};

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  pro = await coachWithSession(t);
  otherPro = await coachWithSession(t);
  free = await coachWithSession(t);
  await t.db.update(coachProfiles).set({ planType: 'pro' }).where(eq(coachProfiles.id, pro.id));
  await t.db.update(coachProfiles).set({ planType: 'pro' }).where(eq(coachProfiles.id, otherPro.id));
  client = await signIn(t);
  mayaId = await insertClient(t.db, { firstName: 'Maya', lastName: 'chen', email: 'maya.private@example.com' });

  const pending = await insertBooking(t.db, { coachId: pro.id, clientId: mayaId, start: at(2), status: 'pending' });
  const confirmed = await insertBooking(t.db, { coachId: pro.id, clientId: mayaId, start: at(3), status: 'confirmed' });
  await t.db.update(bookings).set({ meetingUrl: 'https://meet.jit.si/Stillpoint-room-1' }).where(eq(bookings.id, confirmed));
  const recent = await insertBooking(t.db, { coachId: pro.id, clientId: mayaId, start: at(-29), status: 'confirmed' });
  const pendingWithLink = await insertBooking(t.db, { coachId: pro.id, clientId: mayaId, start: at(4), status: 'pending' });
  await t.db.update(bookings).set({ meetingUrl: 'https://meet.jit.si/Stillpoint-not-yet' }).where(eq(bookings.id, pendingWithLink));
  expected[sessionUid(pending)] = { status: 'TENTATIVE' };
  expected[sessionUid(confirmed)] = { status: 'CONFIRMED', url: 'https://meet.jit.si/Stillpoint-room-1' };
  expected[sessionUid(recent)] = { status: 'CONFIRMED' };
  expected[sessionUid(pendingWithLink)] = { status: 'TENTATIVE' };
  // Cancelled and completed sessions stay, so subscribed calendars update them instead of losing them.
  const cancelled = await insertBooking(t.db, { coachId: pro.id, clientId: mayaId, start: at(5), status: 'cancelled' });
  await t.db.update(bookings).set({ meetingUrl: 'https://meet.jit.si/Stillpoint-called-off' }).where(eq(bookings.id, cancelled));
  const completed = await insertBooking(t.db, { coachId: pro.id, clientId: mayaId, start: at(-1), status: 'completed' });
  expected[sessionUid(cancelled)] = { status: 'CANCELLED' };
  expected[sessionUid(completed)] = { status: 'CONFIRMED' };
  // Never in the feed: sessions older than 30 days, another coach's sessions.
  await insertBooking(t.db, { coachId: pro.id, clientId: mayaId, start: at(-31), status: 'confirmed' });
  await insertBooking(t.db, { coachId: otherPro.id, clientId: mayaId, start: at(2), status: 'pending' });
  await insertBooking(t.db, { coachId: otherPro.id, clientId: mayaId, start: at(6), status: 'confirmed' });
});
afterAll(async () => {
  await t.close();
});
const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

// node-ical gives URL-valued properties as {val, params}.
function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value || null;
  const val = (value as { val?: unknown } | undefined)?.val;
  return typeof val === 'string' ? val : null;
}

function eventsOf(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
}

describe('calendar feed settings', () => {
  it('asks visitors to sign in and refuses non-coaches', async () => {
    expect((await callEndpoint(t.app, api.setCalendarFeed, { body: { enabled: true } })).statusCode).toBe(401);
    expect((await callEndpoint(t.app, api.regenerateCalendarFeed)).statusCode).toBe(401);
    expect((await callEndpoint(t.app, api.setCalendarFeed, { cookie: client.cookie, body: { enabled: true } })).statusCode).toBe(403);
    expect((await callEndpoint(t.app, api.regenerateCalendarFeed, { cookie: client.cookie })).statusCode).toBe(403);
  });

  it('is a Pro feature', async () => {
    for (const response of [
      await callEndpoint(t.app, api.setCalendarFeed, { cookie: free.cookie, body: { enabled: true } }),
      await callEndpoint(t.app, api.regenerateCalendarFeed, { cookie: free.cookie }),
      await callEndpoint(t.app, api.setCalendarFeed, { cookie: free.cookie, body: { enabled: false } }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: 'Calendar sync is a Pro feature.' });
    }
    const [row] = await t.db
      .select({ token: coachProfiles.calendarSyncToken, on: coachProfiles.calendarSyncEnabled })
      .from(coachProfiles)
      .where(eq(coachProfiles.id, free.id));
    expect(row).toEqual({ token: null, on: false });
  });

  it('tells a coach without a profile to create one', async () => {
    const newcomer = await signIn(t, { role: 'coach' });
    const response = await callEndpoint(t.app, api.setCalendarFeed, { cookie: newcomer.cookie, body: { enabled: true } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Coach profile not found' });
  });

  it('validates the body', async () => {
    expect((await callEndpoint(t.app, api.setCalendarFeed, { cookie: pro.cookie, invalidBody: { enabled: 'yes' } })).statusCode).toBe(400);
  });
});

describe('the feed', () => {
  it('lists exactly this coach’s sessions from 30 days ago on, cancelled and completed ones included, with first name and initial only', async () => {
    const enabled = await callEndpoint(t.app, api.setCalendarFeed, { cookie: pro.cookie, body: { enabled: true } });
    expect(enabled.statusCode).toBe(200);
    const url: string = enabled.json().calendarFeedUrl;
    expect(url).toMatch(/^http:\/\/localhost:\d+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    // Switching on again keeps the same URL.
    expect((await callEndpoint(t.app, api.setCalendarFeed, { cookie: pro.cookie, body: { enabled: true } })).json()).toEqual({
      calendarFeedUrl: url,
    });

    const response = await fetchFeed(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    const events = eventsOf(response.body);
    expect(events.map((e) => e.uid).sort()).toEqual(Object.keys(expected).sort());
    for (const event of events) {
      const want = expected[event.uid];
      expect(event.summary).toBe('Mindfulness session with Maya C.');
      expect(event.status).toBe(want?.status);
      expect(textOf(event.url)).toBe(want?.url ?? null);
      expect(textOf(event.location)).toBe(want?.url ?? null);
    }
    expect(response.body).not.toContain('maya.private@example.com');
    expect(response.body).not.toContain('chen');
    expect(response.body).not.toContain('Stillpoint-not-yet');
    expect(response.body).not.toContain('Stillpoint-called-off');
  });

  it('stops working at the old URL after regenerating', async () => {
    const old: string = (await callEndpoint(t.app, api.setCalendarFeed, { cookie: pro.cookie, body: { enabled: true } })).json()
      .calendarFeedUrl;
    const regenerated = await callEndpoint(t.app, api.regenerateCalendarFeed, { cookie: pro.cookie });
    expect(regenerated.statusCode).toBe(200);
    const fresh: string = regenerated.json().calendarFeedUrl;
    expect(fresh).not.toBe(old);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect(eventsOf((await fetchFeed(fresh)).body)).toHaveLength(Object.keys(expected).length);
  });

  it('disappears when switched off, and a new URL is issued when switched on again', async () => {
    const before: string = (await callEndpoint(t.app, api.setCalendarFeed, { cookie: pro.cookie, body: { enabled: true } })).json()
      .calendarFeedUrl;
    expect((await callEndpoint(t.app, api.setCalendarFeed, { cookie: pro.cookie, body: { enabled: false } })).json()).toEqual({
      calendarFeedUrl: null,
    });
    expect((await fetchFeed(before)).statusCode).toBe(404);
    const after: string = (await callEndpoint(t.app, api.setCalendarFeed, { cookie: pro.cookie, body: { enabled: true } })).json()
      .calendarFeedUrl;
    expect(after).not.toBe(before);
    expect((await fetchFeed(after)).statusCode).toBe(200);
  });

  it('disappears when the coach is no longer Pro or is deactivated', async () => {
    const url: string = (await callEndpoint(t.app, api.setCalendarFeed, { cookie: otherPro.cookie, body: { enabled: true } })).json()
      .calendarFeedUrl;
    expect(eventsOf((await fetchFeed(url)).body)).toHaveLength(2);
    await t.db.update(coachProfiles).set({ planType: 'free' }).where(eq(coachProfiles.id, otherPro.id));
    expect((await fetchFeed(url)).statusCode).toBe(404);
    await t.db.update(coachProfiles).set({ planType: 'pro' }).where(eq(coachProfiles.id, otherPro.id));
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, otherPro.userId));
    expect((await fetchFeed(url)).statusCode).toBe(404);
  });

  it('keeps a session it showed once it is cancelled, under the same UID with a higher SEQUENCE', async () => {
    const coach = await coachWithSession(t);
    await t.db.update(coachProfiles).set({ planType: 'pro' }).where(eq(coachProfiles.id, coach.id));
    const url: string = (await callEndpoint(t.app, api.setCalendarFeed, { cookie: coach.cookie, body: { enabled: true } })).json()
      .calendarFeedUrl;
    const { response: booked } = await checkout(t.app, client.cookie, coach.id, '2030-01-07T10:00:00.000Z');
    expect(booked.statusCode).toBe(201);
    const bookingId: number = booked.json().id;
    const eventOf = async () => {
      const events = eventsOf((await fetchFeed(url)).body);
      expect(events).toHaveLength(1);
      return events[0] as VEvent;
    };
    const changeStatus = (status: string) =>
      callEndpoint(t.app, api.updateBookingStatus, { params: { id: String(bookingId) }, cookie: coach.cookie, invalidBody: { status } });

    const requested = await eventOf();
    expect(requested).toMatchObject({ uid: sessionUid(bookingId), status: 'TENTATIVE' });
    expect((await changeStatus('confirmed')).statusCode).toBe(200);
    const confirmed = await eventOf();
    expect(confirmed).toMatchObject({ uid: sessionUid(bookingId), status: 'CONFIRMED' });
    expect(Number(confirmed.sequence)).toBeGreaterThan(Number(requested.sequence));
    expect(textOf(confirmed.url)).toMatch(/^https:\/\//);

    expect((await changeStatus('cancelled')).statusCode).toBe(200);
    const cancelled = await eventOf();
    expect(cancelled).toMatchObject({ uid: sessionUid(bookingId), status: 'CANCELLED', start: confirmed.start, end: confirmed.end });
    expect(Number(cancelled.sequence)).toBeGreaterThan(Number(confirmed.sequence));
    expect(textOf(cancelled.url)).toBeNull();
  });

  it('answers 404 to unknown or malformed tokens', async () => {
    for (const path of [
      '/api/calendar/nope.ics',
      `/api/calendar/${'A'.repeat(43)}.ics`,
      '/api/calendar/.ics',
      '/api/calendar/abc',
      `/api/calendar/${'A'.repeat(43)}`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    }
  });
});
