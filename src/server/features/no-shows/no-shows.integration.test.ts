// No-shows over HTTP (docs/product/no-shows.md): marks, reports, disputes, the admin's decision,
// refunds through the test-mode gateway, and the completion job and earnings waiting meanwhile.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NO_SHOW_MESSAGES } from '../../../shared/domain/no-shows.js';
import { HOUR_MS } from '../../../shared/domain/time-units.js';
import { bookings, emailOutbox, noShowReports, payments } from '../../db/schema.js';
import { bookSession, newEveryDayCoach, setStatus, type TestCoach } from '../../test-support/booked-sessions.js';
import { useAppWithAdmin } from '../../test-support/app-with-admin.js';
import type { SignedIn } from '../../test-support/sign-in.js';
import { lastHistoryRow } from '../../test-support/booking-rows.js';
import { callEndpoint, type TestApp } from '../../test-support/test-app.js';
import * as api from '../../../shared/api/api-routes.generated.js';

let t: TestApp;
let admin: SignedIn;
useAppWithAdmin({}, (setup) => ({ t, admin } = setup));

const STATEMENT = 'I waited in the video call for the whole hour.';
const markAbsent = (cookie: string, id: number) =>
  callEndpoint(t.app, api.markClientAbsent, { params: { id }, cookie, body: { statement: STATEMENT } });
const reportCoach = (cookie: string, id: number) =>
  callEndpoint(t.app, api.reportCoachAbsent, { params: { id }, cookie, body: { statement: STATEMENT } });
const dispute = (cookie: string, id: number) =>
  callEndpoint(t.app, api.disputeNoShow, { params: { id }, cookie, body: { statement: 'I was there; the client never joined.' } });
const decide = (id: number, refund: boolean) =>
  callEndpoint(t.app, api.decideNoShowCase, { params: { id }, cookie: admin.cookie, body: { refund, note: 'Checked the call log.' } });
const queue = async () => (await callEndpoint(t.app, api.listNoShowCases, { cookie: admin.cookie })).json();
const rowOf = async (id: number) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const reportOf = async (id: number) => (await t.db.select().from(noShowReports).where(eq(noShowReports.bookingId, id)))[0];
const refunds = (id: number) =>
  t.db
    .select({ amountCents: payments.amountCents })
    .from(payments)
    .where(eq(payments.bookingId, id))
    .then((rows) => rows.slice(1));
const runJobs = (at: Date) => t.app.jobs.runDueJobs(at);
const earned = async (coach: TestCoach) => (await callEndpoint(t.app, api.getEarnings, { cookie: coach.cookie })).json().earnings.total;

let day = 0;
// A confirmed, paid one-hour session that ended; the clock stands `hoursAfterEnd` after its end.
async function heldSession(hoursAfterEnd = 1) {
  day += 1;
  const coach = await newEveryDayCoach(t);
  const start = new Date(Date.UTC(2030, 0, 8 + day, 10));
  const session = await bookSession(t, coach, start.toISOString());
  expect((await setStatus(t, coach.cookie, session.id, 'confirmed')).statusCode).toBe(200);
  const end = new Date(start.getTime() + HOUR_MS);
  t.clock.now = new Date(end.getTime() + hoursAfterEnd * HOUR_MS);
  return { ...session, coach, end };
}

describe('the client reports the coach absent', () => {
  it('refunds in full through the gateway when the coach does not dispute within 48 hours; completion waits meanwhile', async () => {
    const { id, coach, client } = await heldSession(0.5);
    const reported = await reportCoach(client.cookie, id);
    expect(reported.statusCode).toBe(200);
    const reportedAt = t.clock.now;
    expect(reported.json().noShow).toMatchObject({
      state: 'reported',
      clientStatement: STATEMENT,
      disputeUntil: new Date(reportedAt.getTime() + 48 * HOUR_MS).toISOString(),
    });
    const told = (await t.db.select().from(emailOutbox)).filter((m) => m.subject.includes('reported that you missed a session'));
    expect(told).toHaveLength(1);

    // The completion job waits while the report is open.
    await runJobs(new Date(reportedAt.getTime() + HOUR_MS));
    expect((await rowOf(id))?.status).toBe('confirmed');
    await runJobs(new Date(reportedAt.getTime() + 48 * HOUR_MS));
    expect((await rowOf(id))?.paymentStatus).toBe('paid');
    expect(await earned(coach)).toBe(0);

    await runJobs(new Date(reportedAt.getTime() + 48 * HOUR_MS + 1));
    expect(await rowOf(id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundCents: 8_500 });
    expect(await refunds(id)).toEqual([{ amountCents: 8_500 }]);
    expect((await reportOf(id))?.state).toBe('refunded');
    expect((await lastHistoryRow(t.db, id))?.reason).toMatch(/did not dispute it within 48 hours/);
    // Repeat-safe: the next run refunds nothing more.
    await runJobs(new Date(reportedAt.getTime() + 50 * HOUR_MS));
    expect(await refunds(id)).toHaveLength(1);
  });

  it('goes to the admin queue with both statements when disputed; "no refund" lets the session complete and be earned', async () => {
    const { id, coach, client } = await heldSession();
    await reportCoach(client.cookie, id);
    const disputed = await dispute(coach.cookie, id);
    expect(disputed.statusCode).toBe(200);
    expect(disputed.json().noShow).toMatchObject({ state: 'disputed', coachStatement: 'I was there; the client never joined.' });
    expect(await queue()).toContainEqual(
      expect.objectContaining({ bookingId: id, clientStatement: STATEMENT, coachStatement: 'I was there; the client never joined.' }),
    );
    // Still held after the dispute deadline: only the admin decides now.
    await runJobs(new Date(t.clock.now.getTime() + 60 * HOUR_MS));
    expect(await rowOf(id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });

    const decided = await decide(id, false);
    expect(decided.statusCode).toBe(200);
    expect(decided.json().map((c: { bookingId: number }) => c.bookingId)).not.toContain(id);
    expect(await reportOf(id)).toMatchObject({ state: 'not_refunded', decidedByUserId: admin.id, decisionNote: 'Checked the call log.' });
    await runJobs(new Date(t.clock.now.getTime() + 61 * HOUR_MS));
    expect(await rowOf(id)).toMatchObject({ status: 'completed', paymentStatus: 'paid' });
    expect(await earned(coach)).toBe(85);
    expect((await decide(id, true)).statusCode).toBe(409);
  });

  it('refunds in full when the admin decides so, also after the session was completed', async () => {
    const { id, coach, client } = await heldSession();
    await runJobs(t.clock.now);
    expect((await rowOf(id))?.status).toBe('completed');
    await reportCoach(client.cookie, id);
    await dispute(coach.cookie, id);
    expect(await earned(coach)).toBe(0);
    expect((await decide(id, true)).statusCode).toBe(200);
    expect(await rowOf(id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await refunds(id)).toEqual([{ amountCents: 8_500 }]);
    const decisions = (await t.db.select().from(emailOutbox)).filter((m) => m.subject.startsWith('Decision on'));
    expect(decisions.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps to the windows: after the end, within 48 hours; disputes within 48 hours of the report', async () => {
    const early = await heldSession(-0.5);
    expect((await reportCoach(early.client.cookie, early.id)).json().message).toBe(NO_SHOW_MESSAGES.tooEarly);
    t.clock.now = new Date(early.end.getTime() + 48 * HOUR_MS + 1);
    expect((await reportCoach(early.client.cookie, early.id)).json().message).toBe(NO_SHOW_MESSAGES.tooLate);
    t.clock.now = new Date(early.end.getTime() + 48 * HOUR_MS);
    expect((await reportCoach(early.client.cookie, early.id)).statusCode).toBe(200);
    expect((await reportCoach(early.client.cookie, early.id)).json().message).toBe(NO_SHOW_MESSAGES.alreadyReported);
    t.clock.now = new Date(early.end.getTime() + 96 * HOUR_MS + 1);
    const tooLate = await dispute(early.coach.cookie, early.id);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toBe(NO_SHOW_MESSAGES.disputeClosed);
  });

  it('takes one of two simultaneous reports', async () => {
    const { id, client } = await heldSession();
    const responses = await Promise.all([reportCoach(client.cookie, id), reportCoach(client.cookie, id)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('the coach marks the client absent', () => {
  it('refunds nothing and lets the session complete; the client may answer with a report that goes to the admin', async () => {
    const { id, coach, client } = await heldSession();
    const marked = await markAbsent(coach.cookie, id);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().noShow).toMatchObject({ state: 'client_absent', coachStatement: STATEMENT });
    expect(
      (await t.db.select().from(emailOutbox)).some((m) => m.toAddress === client.email && m.subject.includes('marked you absent')),
    ).toBe(true);
    await runJobs(t.clock.now);
    expect(await rowOf(id)).toMatchObject({ status: 'completed', paymentStatus: 'paid' });
    expect(await earned(coach)).toBe(85);
    expect((await markAbsent(coach.cookie, id)).json().message).toBe(NO_SHOW_MESSAGES.alreadyReported);

    const answered = await reportCoach(client.cookie, id);
    expect(answered.json().noShow).toMatchObject({ state: 'disputed', coachStatement: STATEMENT, clientStatement: STATEMENT });
    expect(await earned(coach)).toBe(0);
    expect((await queue()).map((c: { bookingId: number }) => c.bookingId)).toContain(id);
  });

  it('is refused before the end, for cancelled sessions, and to anyone but the session’s coach', async () => {
    const { id, coach, client } = await heldSession(-0.5);
    expect((await markAbsent(coach.cookie, id)).json().message).toBe(NO_SHOW_MESSAGES.tooEarly);
    t.clock.now = new Date(t.clock.now.getTime() + HOUR_MS);
    const otherCoach = await newEveryDayCoach(t);
    expect((await markAbsent(otherCoach.cookie, id)).statusCode).toBe(404);
    expect((await markAbsent(client.cookie, id)).statusCode).toBe(403);
    expect((await markAbsent(admin.cookie, id)).statusCode).toBe(403);
    expect((await reportCoach(coach.cookie, id)).statusCode).toBe(403);
    expect((await dispute(client.cookie, id)).statusCode).toBe(403);
    expect((await decide(id, true)).statusCode).toBe(404);
    const cancelled = await heldSession(-30);
    await setStatus(t, cancelled.client.cookie, cancelled.id, 'cancelled');
    t.clock.now = new Date(cancelled.end.getTime() + HOUR_MS);
    expect((await markAbsent(cancelled.coach.cookie, cancelled.id)).json().message).toBe(NO_SHOW_MESSAGES.notHeld);
  });
});
