// Weekly series over HTTP (docs/product/series.md): the preview tells which
// sessions are open and why the others are not, the checkout books the kept
// ones (moved or not) all at once with one credit each, refuses forged lists,
// and a series that loses a race books nothing, spends nothing and names the
// sessions taken. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { describe, expect, it } from 'vitest';
import { OCCURRENCE_REASON_TEXTS, SERIES_MESSAGES, type TSeries, type TSeriesPreview } from '../../../shared/schemas/series.js';
import { PACKAGE_MESSAGES } from '../../../shared/schemas/packages.js';
import { bothDrivers } from '../../test-support/both-drivers.js';
import { checkout, NOW } from '../../test-support/bookings.js';
import { insertCoach } from '../../test-support/coaches.js';
import { useTestAppOn } from '../../test-support/app-per-file.js';
import { buy, myPackages, offerOf, packageMismatches } from '../../test-support/packages.js';
import { signIn, type SignedIn } from '../../test-support/sign-in.js';
import { callEndpoint, type TestApp } from '../../test-support/test-app.js';
import * as api from '../../../shared/api/api-routes.generated.js';

const EVERY_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const WEEK_MS = 7 * 24 * 3_600_000;
const FIRST = '2030-01-08T09:00:00.000Z'; // a Tuesday, NOW is Monday 2030-01-07 06:00 UTC
const weekly = (n: number) => new Date(Date.parse(FIRST) + n * WEEK_MS).toISOString();

describe.each(bothDrivers())('weekly series on %s', (_name, open) => {
  let t: TestApp;
  useTestAppOn(open, { now: NOW }, (app) => (t = app));

  async function coachWith(profile: Record<string, unknown> = {}) {
    const coach = await insertCoach(t.db, { profile: { availableDays: EVERY_DAY, ...profile } });
    const { cookie } = await signIn(t, { userId: coach.userId });
    return { ...coach, cookie };
  }

  const preview = (client: SignedIn, body: Record<string, unknown>) =>
    callEndpoint(t.app, api.previewSeries, { cookie: client.cookie, invalidBody: body });
  const book = (client: SignedIn, body: Record<string, unknown>) =>
    callEndpoint(t.app, api.createSeries, { cookie: client.cookie, invalidBody: body });
  const mySeries = async (who: { cookie: string }) => {
    const listed = await callEndpoint(t.app, api.listUserSeries, { cookie: who.cookie });
    expect(listed.statusCode, listed.body).toBe(200);
    return listed.json() as TSeries[];
  };

  // A client holding `credits` credits with the coach (packages of 2-20, bought with the test card).
  async function clientWithCredits(coach: { cookie: string }, credits: number) {
    const client = await signIn(t);
    t.clock.now = NOW;
    const offerId = await offerOf(t.app, coach.cookie, { kind: 'package', sessions: credits, price: credits * 70, validityDays: 365 });
    expect((await buy(t.app, client.cookie, offerId)).response.statusCode).toBe(201);
    return client;
  }

  it('tells every occurrence apart: open, time off, already booked, daily limit, beyond the horizon', async () => {
    const coach = await coachWith({
      timeOff: [{ start: '2030-01-22T00:00', end: '2030-01-23T00:00' }],
      maxSessionsPerDay: 1,
    });
    t.clock.now = NOW;
    const other = await signIn(t);
    expect((await checkout(t.app, other.cookie, coach.id, weekly(3))).response.statusCode).toBe(201);
    expect((await checkout(t.app, other.cookie, coach.id, '2030-02-05T14:00:00.000Z')).response.statusCode).toBe(201);
    const client = await signIn(t);

    const answer = await preview(client, { coachId: coach.id, startTime: FIRST, cadenceWeeks: 1, count: 10 });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as TSeriesPreview;
    expect(body.occurrences.map((o) => [o.startTime, o.open, o.reason])).toEqual([
      [weekly(0), true, null],
      [weekly(1), true, null],
      [weekly(2), false, 'time_off'],
      [weekly(3), false, 'booked'],
      [weekly(4), false, 'daily_limit'],
      [weekly(5), true, null],
      [weekly(6), true, null],
      [weekly(7), true, null],
      [weekly(8), true, null],
      // 2030-03-12 is 64 days after NOW: past the 60-day horizon.
      [weekly(9), false, 'beyond_horizon'],
    ]);
    expect(body.occurrences[2]?.endTime).toBe('2030-01-22T10:00:00.000Z');
    expect(body.pricePerSession).toBe(85);
    expect(body.creditsAvailable).toBe(0);
    expect(Object.keys(OCCURRENCE_REASON_TEXTS)).toContain('daily_limit');

    // Every 2 weeks: the third session lands on the day off no longer.
    const fortnightly = (
      await preview(client, { coachId: coach.id, startTime: FIRST, cadenceWeeks: 2, count: 3 })
    ).json() as TSeriesPreview;
    expect(fortnightly.occurrences.map((o) => [o.startTime, o.reason])).toEqual([
      [weekly(0), null],
      [weekly(2), 'time_off'],
      [weekly(4), 'daily_limit'],
    ]);
  });

  it('books the kept sessions, one moved, with one credit each, and the dashboards list the series', async () => {
    const coach = await coachWith({ timeOff: [{ start: '2030-01-22T00:00', end: '2030-01-23T00:00' }] });
    const client = await clientWithCredits(coach, 4);
    const moved = '2030-01-23T10:00:00.000Z'; // the day after the day off, an hour later
    const made = await book(client, {
      coachId: coach.id,
      startTime: FIRST,
      cadenceWeeks: 1,
      count: 5,
      occurrences: [
        { index: 0, startTime: weekly(0) },
        { index: 1, startTime: weekly(1) },
        { index: 2, startTime: moved },
        // index 3 dropped
        { index: 4, startTime: weekly(4) },
      ],
      payment: 'credits',
      notes: 'Weekly breathing practice',
      timeZone: 'Europe/Berlin',
    });
    expect(made.statusCode, made.body).toBe(201);
    const series = made.json() as TSeries;
    expect(series.occurrences.map((o) => [o.index, o.startTime, o.status, o.paidWith])).toEqual([
      [0, weekly(0), 'pending', 'credit'],
      [1, weekly(1), 'pending', 'credit'],
      [2, moved, 'pending', 'credit'],
      [4, weekly(4), 'pending', 'credit'],
    ]);

    // Each session is an ordinary booking of both people: the coach confirms it, the client sees it.
    const bookings = await callEndpoint(t.app, api.listUserBookings, { cookie: client.cookie });
    const ids = new Set(series.occurrences.map((o) => o.bookingId));
    const mine = (bookings.json() as Array<{ id: number; paidWithCredit: boolean; paymentStatus: string }>).filter((b) => ids.has(b.id));
    expect(mine.map((b) => [b.paidWithCredit, b.paymentStatus])).toEqual(Array(4).fill([true, 'paid']));
    expect((await mySeries(coach)).map((s) => [s.id, s.clientName, s.occurrences.length])).toEqual([[series.id, series.clientName, 4]]);
    expect((await mySeries(client)).map((s) => s.id)).toEqual([series.id]);
    expect((await mySeries(await signIn(t))).length).toBe(0);

    const [bought] = await myPackages(t.app, client.cookie);
    expect(bought?.creditsLeft).toBe(0);
    expect(bought?.history.filter((h) => h.kind === 'redeemed')).toHaveLength(4);
    expect(await packageMismatches(t)).toEqual([]);
  });

  it('books nothing and spends no credit when the credits do not cover every session', async () => {
    const coach = await coachWith();
    const client = await clientWithCredits(coach, 2);
    const answer = await book(client, {
      coachId: coach.id,
      startTime: FIRST,
      cadenceWeeks: 2,
      count: 3,
      occurrences: [0, 1, 2].map((i) => ({ index: i, startTime: weekly(2 * i) })),
      payment: 'credits',
    });
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json().message).toBe(SERIES_MESSAGES.notEnoughCredits);
    expect((await myPackages(t.app, client.cookie))[0]?.creditsLeft).toBe(2);
    expect(await mySeries(client)).toEqual([]);
    expect(PACKAGE_MESSAGES.noCredit).not.toBe(SERIES_MESSAGES.notEnoughCredits);
  });

  it('recomputes forged lists: unknown sessions, moves out of their week and times that are not open are refused', async () => {
    const coach = await coachWith({ timeOff: [{ start: '2030-01-22T00:00', end: '2030-01-23T00:00' }] });
    const client = await clientWithCredits(coach, 3);
    const base = { coachId: coach.id, startTime: FIRST, cadenceWeeks: 1, count: 3, payment: 'credits' };

    const unknown = await book(client, {
      ...base,
      occurrences: [
        { index: 0, startTime: weekly(0) },
        { index: 5, startTime: weekly(5) },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ 'occurrences.5': SERIES_MESSAGES.unknownOccurrence });

    const far = await book(client, {
      ...base,
      occurrences: [
        { index: 0, startTime: weekly(0) },
        { index: 1, startTime: weekly(2) },
      ],
    });
    expect(far.statusCode).toBe(400);
    expect(far.json().errors).toEqual({ 'occurrences.1': SERIES_MESSAGES.moveTooFar });

    const twice = await book(client, {
      ...base,
      occurrences: [
        { index: 1, startTime: weekly(1) },
        { index: 1, startTime: weekly(1) },
      ],
    });
    expect(twice.json().errors).toEqual({ 'occurrences.1': SERIES_MESSAGES.duplicateOccurrence });

    // Keeping the day off as it is.
    const dayOff = await book(client, { ...base, occurrences: [0, 1, 2].map((i) => ({ index: i, startTime: weekly(i) })) });
    expect(dayOff.statusCode).toBe(409);
    expect(dayOff.json().errors).toEqual({ 'occurrences.2': SERIES_MESSAGES.notOpen });
    // Moving a session onto another client's booking.
    t.clock.now = NOW;
    expect((await checkout(t.app, (await signIn(t)).cookie, coach.id, '2030-01-16T09:00:00.000Z')).response.statusCode).toBe(201);
    const taken = await book(client, {
      ...base,
      occurrences: [
        { index: 0, startTime: weekly(0) },
        { index: 1, startTime: '2030-01-16T09:00:00.000Z' },
      ],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ 'occurrences.1': SERIES_MESSAGES.notOpen });

    const tooMany = await book(client, {
      ...base,
      count: 13,
      occurrences: [
        { index: 0, startTime: weekly(0) },
        { index: 1, startTime: weekly(1) },
      ],
    });
    expect(tooMany.statusCode).toBe(400);
    const coachAsClient = await book({ id: coach.userId, cookie: coach.cookie } as SignedIn, { ...base, occurrences: [] });
    expect(coachAsClient.statusCode).toBe(403);

    expect((await myPackages(t.app, client.cookie))[0]?.creditsLeft).toBe(3);
  });

  it('two clients racing for overlapping series: one books all, the other nothing and is told which sessions were taken', async () => {
    const coach = await coachWith();
    const [a, b] = [await clientWithCredits(coach, 3), await clientWithCredits(coach, 3)];
    const sessions = [0, 1, 2].map((i) => ({ index: i, startTime: weekly(i) }));
    // B's series shares only its second and third sessions with A's.
    const bSessions = [
      { index: 0, startTime: '2030-01-08T12:00:00.000Z' },
      { index: 1, startTime: weekly(1) },
      { index: 2, startTime: weekly(2) },
    ];
    const base = { coachId: coach.id, startTime: FIRST, cadenceWeeks: 1, count: 3, payment: 'credits' };
    const answers = await Promise.all([book(a, { ...base, occurrences: sessions }), book(b, { ...base, occurrences: bSessions })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const loser = answers.findIndex((r) => r.statusCode === 409);
    const lost = answers[loser]?.json();
    // Either the race was decided before the loser's checks (told "not open") or by the constraint (told "taken").
    expect([SERIES_MESSAGES.taken, SERIES_MESSAGES.notOpen]).toContain(lost.message);
    expect(Object.keys(lost.errors).sort()).toEqual(['occurrences.1', 'occurrences.2']);
    const loserClient = loser === 0 ? a : b;
    expect((await myPackages(t.app, loserClient.cookie))[0]?.creditsLeft).toBe(3);
    expect(await mySeries(loserClient)).toEqual([]);
    expect(await packageMismatches(t)).toEqual([]);
  });

  describe('changing a series', () => {
    async function seriesOfFour() {
      const coach = await coachWith();
      const client = await clientWithCredits(coach, 4);
      const made = await book(client, {
        coachId: coach.id,
        startTime: FIRST,
        cadenceWeeks: 1,
        count: 4,
        occurrences: [0, 1, 2, 3].map((i) => ({ index: i, startTime: weekly(i) })),
        payment: 'credits',
      });
      expect(made.statusCode, made.body).toBe(201);
      return { coach, client, series: made.json() as TSeries };
    }
    const post = (who: { cookie: string }, url: string) => t.app.inject({ method: 'POST', url, headers: { cookie: who.cookie } });
    const statuses = (series: TSeries) => series.occurrences.map((o) => o.status);

    it('the coach confirms once; cancelling one, then "this and all later ones", gives each credit back', async () => {
      const { coach, client, series } = await seriesOfFour();
      expect((await post(client, `/api/series/${series.id}/confirm`)).statusCode).toBe(403);
      const confirmed = await post(coach, `/api/series/${series.id}/confirm`);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(statuses(confirmed.json())).toEqual(['confirmed', 'confirmed', 'confirmed', 'confirmed']);
      expect((await post(coach, `/api/series/${series.id}/confirm`)).json().message).toBe(SERIES_MESSAGES.nothingPending);

      // "This session": the ordinary cancellation of one booking.
      const [first, second, third] = series.occurrences.map((o) => o.bookingId);
      const one = await callEndpoint(t.app, api.updateBookingStatus, {
        params: { id: String(second) },
        cookie: client.cookie,
        invalidBody: { status: 'cancelled' },
      });
      expect(one.statusCode, one.body).toBe(200);
      const stranger = await signIn(t);
      expect((await post(stranger, `/api/bookings/${third}/cancel-following`)).statusCode).toBe(404);
      const later = await post(client, `/api/bookings/${third}/cancel-following`);
      expect(later.statusCode, later.body).toBe(200);
      expect(statuses(later.json())).toEqual(['confirmed', 'cancelled', 'cancelled', 'cancelled']);
      // Weeks ahead under the flexible policy: every cancelled session's credit comes back.
      expect((await myPackages(t.app, client.cookie))[0]?.creditsLeft).toBe(3);
      expect((await post(coach, `/api/bookings/${third}/cancel-following`)).json().message).toBe(SERIES_MESSAGES.nothingToCancel);
      expect((await mySeries(coach))[0]?.occurrences.find((o) => o.bookingId === first)?.status).toBe('confirmed');
      expect(await packageMismatches(t)).toEqual([]);
    });

    it('the coach declines the whole request: every session cancelled, every credit back', async () => {
      const { coach, client, series } = await seriesOfFour();
      const declined = await post(coach, `/api/series/${series.id}/decline`);
      expect(declined.statusCode, declined.body).toBe(200);
      expect(statuses(declined.json())).toEqual(['cancelled', 'cancelled', 'cancelled', 'cancelled']);
      expect((await myPackages(t.app, client.cookie))[0]?.creditsLeft).toBe(4);
    });

    it('each session moves on its own: the client reschedules one, the coach proposes another', async () => {
      const { coach, client, series } = await seriesOfFour();
      await post(coach, `/api/series/${series.id}/confirm`);
      const [, second, third] = series.occurrences.map((o) => o.bookingId);
      const moved = await callEndpoint(t.app, api.rescheduleBooking, {
        params: { id: String(second) },
        cookie: client.cookie,
        invalidBody: { startTime: '2030-01-16T11:00:00.000Z' },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().rescheduleCount).toBe(1);
      const proposed = await callEndpoint(t.app, api.proposeBookingTime, {
        params: { id: String(third) },
        cookie: coach.cookie,
        invalidBody: { startTime: '2030-01-23T14:00:00.000Z' },
      });
      expect(proposed.statusCode, proposed.body).toBe(200);
      const accepted = await callEndpoint(t.app, api.acceptBookingProposal, {
        params: { id: String(third) },
        cookie: client.cookie,
        invalidBody: { startTime: '2030-01-23T14:00:00.000Z' },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      const [listed] = await mySeries(client);
      expect(listed?.occurrences.map((o) => o.startTime)).toEqual([
        weekly(0),
        '2030-01-16T11:00:00.000Z',
        '2030-01-23T14:00:00.000Z',
        weekly(3),
      ]);
    });
  });
});
