// The invitations e-mailed about a weekly series (docs/product/series.md): the
// whole series as ONE event (RRULE, EXDATE for the dropped and cancelled
// sessions, RECURRENCE-ID for the moved ones), the same UID in every update
// with a growing SEQUENCE, each party's copy in their language. Read back with
// ical.js (not the writer) and expanded as a calendar program would, across
// the day Berlin's clocks go forward (2030-03-31).
import { desc, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../../db/schema.js';
import { seriesUid } from '../../integrations/calendar/series-ical.js';
import { useTestApp } from '../../test-support/app-per-file.js';
import { insertCoach } from '../../test-support/coaches.js';
import { creditSeriesWithDropAndMove } from '../../test-support/series.js';
import { signIn } from '../../test-support/sign-in.js';
import { callEndpoint, type TestApp } from '../../test-support/test-app.js';
import * as api from '../../../shared/api/api-routes.generated.js';

const NOW = new Date('2030-02-20T06:00:00Z');
const EVERY_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

type Invite = { method: string; sequence: number; uid: string; summary: string; starts: string[] };

// What a calendar program makes of the attachment: the rule expanded, EXDATEs left out, overrides in place.
function readInvite(text: string): Invite {
  const root = new ICAL.Component(ICAL.parse(text));
  for (const vtz of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(vtz));
  const events = root.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
  const master = events.find((e) => !e.isRecurrenceException());
  if (!master) throw new Error('no series event');
  expect(new Set(events.map((e) => e.uid))).toEqual(new Set([master.uid]));
  for (const exception of events.filter((e) => e.isRecurrenceException())) master.relateException(exception);
  const starts: string[] = [];
  const iterator = master.iterator();
  for (let next = iterator.next(); next; next = iterator.next()) {
    starts.push(master.getOccurrenceDetails(next).startDate.toJSDate().toISOString());
  }
  return {
    method: String(root.getFirstPropertyValue('method')),
    sequence: master.sequence,
    uid: master.uid,
    summary: master.summary,
    starts,
  };
}

describe('the e-mailed invitations of a weekly series', () => {
  let t: TestApp;
  useTestApp({ now: NOW }, (app) => (t = app));

  it('carry the series as one event whose occurrences follow every change, in each reader’s language', async () => {
    const coach = await insertCoach(t.db, {
      user: { firstName: 'Mia', lastName: 'Calm' },
      profile: { availableDays: EVERY_DAY, timeZone: 'Europe/Berlin' },
    });
    const coachSession = await signIn(t, { userId: coach.userId });
    const client = await signIn(t, { firstName: 'Lena', lastName: 'Vogel' });
    await t.db.update(users).set({ locale: 'de' }).where(eq(users.id, client.id));
    const [coachUser] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, coach.userId));
    const parties = { coachId: coach.id, coachCookie: coachSession.cookie, clientCookie: client.cookie };
    const { bought, made, usual, moved: movedAtCheckout } = await creditSeriesWithDropAndMove(t.app, parties);
    expect(bought.statusCode).toBe(201);
    expect(made.statusCode, made.body).toBe(201);
    const series = made.json() as { id: number; occurrences: Array<{ index: number; bookingId: number }> };
    const bookingOf = (index: number) => series.occurrences.find((o) => o.index === index)?.bookingId;
    const uid = seriesUid(series.id);

    // The newest invitation each party was sent for this series.
    const latest = async () => {
      const rows = (await t.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id))).filter((r) =>
        r.icsAttachment?.includes(`UID:${uid}`),
      );
      const read = (to: string | undefined) => {
        const row = rows.find((r) => r.toAddress === to);
        if (!row?.icsAttachment) throw new Error(`no series invitation to ${to}`);
        return readInvite((JSON.parse(row.icsAttachment) as { content: string }).content);
      };
      return { count: rows.length, client: read(client.email), coach: read(coachUser?.email) };
    };

    const confirmed = await callEndpoint(t.app, api.confirmSeries, { params: { id: series.id }, cookie: coachSession.cookie });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const afterConfirm = await latest();
    // No single-session invitation goes out for a session of a series.
    expect((await t.db.select().from(emailOutbox)).filter((r) => /UID:booking-/.test(r.icsAttachment ?? ''))).toEqual([]);
    expect(afterConfirm.client).toMatchObject({
      method: 'REQUEST',
      uid,
      summary: 'Achtsamkeitssitzung: Mia Calm mit Lena Vogel',
      starts: [usual[0], movedAtCheckout, usual[3], usual[4]],
    });
    expect(afterConfirm.coach).toMatchObject({ method: 'REQUEST', uid, summary: 'Mindfulness session: Mia Calm with Lena Vogel' });
    expect(afterConfirm.coach.starts).toEqual(afterConfirm.client.starts);
    expect(afterConfirm.coach.sequence).toBe(afterConfirm.client.sequence);

    // The client cancels the fourth week: an update of the same event, without that week.
    const cancelled = await callEndpoint(t.app, api.updateBookingStatus, {
      params: { id: String(bookingOf(3)) },
      cookie: client.cookie,
      invalidBody: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const afterCancel = await latest();
    expect(afterCancel.count).toBeGreaterThan(afterConfirm.count);
    expect(afterCancel.client).toMatchObject({ method: 'REQUEST', uid, starts: [usual[0], movedAtCheckout, usual[4]] });
    expect(afterCancel.client.sequence).toBeGreaterThan(afterConfirm.client.sequence);

    // The client moves the last week (after the clock change) to Wednesday 10:00 Berlin, 08:00 UTC.
    const movedLater = '2030-04-03T08:00:00.000Z';
    const moved = await callEndpoint(t.app, api.rescheduleBooking, {
      params: { id: String(bookingOf(4)) },
      cookie: client.cookie,
      invalidBody: { startTime: movedLater },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const afterMove = await latest();
    expect(afterMove.client).toMatchObject({ method: 'REQUEST', uid, starts: [usual[0], movedAtCheckout, movedLater] });
    expect(afterMove.coach.starts).toEqual(afterMove.client.starts);
    expect(afterMove.client.sequence).toBeGreaterThan(afterCancel.client.sequence);
  });
});
