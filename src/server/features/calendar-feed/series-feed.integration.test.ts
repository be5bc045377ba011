// A weekly series in the coach's calendar feed (docs/product/series.md): one
// event with RRULE, EXDATE for the dropped and the cancelled sessions and a
// RECURRENCE-ID override for the moved one, read back with ical.js (not the
// writer) and expanded as a calendar program would, across the day Berlin's
// clocks go forward (2030-03-31).
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { seriesUid } from '../../integrations/calendar/series-ical.js';
import { useTestApp } from '../../test-support/app-per-file.js';
import { insertCoach } from '../../test-support/coaches.js';
import { creditSeriesWithDropAndMove } from '../../test-support/series.js';
import { signIn } from '../../test-support/sign-in.js';
import { callEndpoint, type TestApp } from '../../test-support/test-app.js';
import * as api from '../../../shared/api/api-routes.generated.js';

const NOW = new Date('2030-02-20T06:00:00Z');
const EVERY_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

// Every occurrence the calendar shows: the rule expanded, EXDATEs left out, overrides in place.
function expand(text: string, uid: string): string[] {
  const root = new ICAL.Component(ICAL.parse(text));
  for (const vtz of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(vtz));
  const events = root
    .getAllSubcomponents('vevent')
    .map((c) => new ICAL.Event(c))
    .filter((e) => e.uid === uid);
  const master = events.find((e) => !e.isRecurrenceException());
  if (!master) throw new Error('no series event');
  for (const exception of events.filter((e) => e.isRecurrenceException())) master.relateException(exception);
  const shown: string[] = [];
  const iterator = master.iterator();
  for (let next = iterator.next(); next; next = iterator.next()) {
    shown.push(master.getOccurrenceDetails(next).startDate.toJSDate().toISOString());
  }
  return shown;
}

describe('a weekly series in the coach feed', () => {
  let t: TestApp;
  useTestApp({ now: NOW }, (app) => (t = app));

  it('is one event whose occurrences are exactly the sessions, across a daylight-saving change', async () => {
    const coach = await insertCoach(t.db, { profile: { availableDays: EVERY_DAY, timeZone: 'Europe/Berlin', planType: 'pro' } });
    const coachSession = await signIn(t, { userId: coach.userId });
    const client = await signIn(t);
    const parties = { coachId: coach.id, coachCookie: coachSession.cookie, clientCookie: client.cookie };
    const { bought, made, usual, moved } = await creditSeriesWithDropAndMove(t.app, parties);
    expect(bought.statusCode).toBe(201);
    expect(made.statusCode, made.body).toBe(201);
    const series = made.json() as { id: number; occurrences: Array<{ index: number; bookingId: number }> };
    expect(series.occurrences.map((o) => o.index)).toEqual([0, 2, 3, 4]);
    const cancel = series.occurrences.find((o) => o.index === 3)?.bookingId;
    const cancelled = await callEndpoint(t.app, api.updateBookingStatus, {
      params: { id: String(cancel) },
      cookie: client.cookie,
      invalidBody: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const on = await callEndpoint(t.app, api.setCalendarFeed, { cookie: coachSession.cookie, body: { enabled: true } });
    expect(on.statusCode, on.body).toBe(200);
    const feed = await t.app.inject({ method: 'GET', url: new URL(on.json().calendarFeedUrl).pathname });
    expect(feed.statusCode).toBe(200);
    const text = feed.body;

    expect(text).toMatch(/RRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=5/);
    expect(text).toMatch(/BEGIN:VTIMEZONE\r\nTZID:Europe\/Berlin/);
    expect(text.match(/^EXDATE/gm)).toHaveLength(2);
    expect(text.match(/^RECURRENCE-ID;TZID=Europe\/Berlin:20300319T090000/gm)).toHaveLength(1);
    // No session of the series is listed as an event of its own.
    expect(text.match(/^UID:booking-/gm)).toBeNull();
    expect(expand(text, seriesUid(series.id))).toEqual([usual[0], moved, usual[4]]);
  });
});
