// A weekly series paid by card in test mode (docs/decisions/0079-series-paid-by-card-on-file.md):
// the checkout asks for consent and a saved card; each session is charged once
// its full-refund cutoff passes (ledger capture, booking paid, transfer after the
// session as for any card booking); a refused card cancels that session, frees
// its slot and tells both people; a new card charges the later sessions; two
// servers running the job at once charge each session once. On PGlite, and on
// PostgreSQL with two pools (two processes) when TEST_DATABASE_URL is set.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SERIES_MESSAGES, type TSeries } from '../../../../shared/schemas/series.js';
import { bookings, coachTransfers, emailOutbox, ledgerEntries, payments, users } from '../../../db/schema.js';
import { useTwoServersOn } from '../../../test-support/app-per-file.js';
import { bothDrivers } from '../../../test-support/both-drivers.js';
import { newEveryDayCoach } from '../../../test-support/booked-sessions.js';
import { GOOD_CARD, NOW } from '../../../test-support/bookings.js';
import type { TestCoach } from '../../../test-support/coaches.js';
import { signIn, type SignedIn } from '../../../test-support/sign-in.js';
import { callEndpoint, type TestApp } from '../../../test-support/test-app.js';
import * as api from '../../../../shared/api/api-routes.generated.js';

const FAILS_LATER_CARD = { number: '4000 0000 0000 0341', expiry: '12/34', cvc: '123' };
const WEEK_MS = 7 * 24 * 3_600_000;
const HOUR_MS = 3_600_000;

describe.each(bothDrivers())('a series paid by card on %s', (_name, open) => {
  let a: TestApp;
  let b: TestApp;
  useTwoServersOn(open, NOW, (first, second) => {
    a = first;
    b = second;
  });

  let slot = 0;
  // Four weekly sessions from a fresh Tuesday-ish start a few days ahead, each test its own hour.
  function rhythm(count = 4) {
    const first = Date.parse('2030-01-10T09:00:00.000Z') + (slot++ % 8) * HOUR_MS;
    const starts = Array.from({ length: count }, (_, i) => new Date(first + i * WEEK_MS).toISOString());
    return { startTime: starts[0] as string, starts };
  }

  async function saveCard(client: SignedIn, card = GOOD_CARD) {
    const setup = await callEndpoint(a.app, api.openSeriesCardSetup, { cookie: client.cookie });
    expect(setup.statusCode, setup.body).toBe(200);
    const saved = await callEndpoint(a.app, api.saveSeriesCard, { cookie: client.cookie, body: { setupId: setup.json().setupId, card } });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json() as { savedCardId: number; last4: string };
  }

  const bookSeries = (client: SignedIn, coach: TestCoach, body: Record<string, unknown>) => {
    const { startTime, starts } = rhythm();
    return callEndpoint(a.app, api.createSeries, {
      cookie: client.cookie,
      body: {
        coachId: coach.id,
        startTime,
        cadenceWeeks: 1,
        count: starts.length,
        occurrences: starts.map((s, index) => ({ index, startTime: s })),
        payment: 'card',
        ...body,
      },
    });
  };

  async function cardSeries(coach: TestCoach, card = GOOD_CARD) {
    a.clock.now = NOW;
    const client = await signIn(a);
    const { savedCardId } = await saveCard(client, card);
    const made = await bookSeries(client, coach, { savedCardId, cardConsent: true });
    expect(made.statusCode, made.body).toBe(201);
    const series = made.json() as TSeries;
    const confirmed = await callEndpoint(a.app, api.confirmSeries, { params: { id: series.id }, cookie: coach.cookie });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { client, series };
  }

  const sessionsOf = (series: TSeries) =>
    a.db
      .select({ id: bookings.id, status: bookings.status, paymentStatus: bookings.paymentStatus, start: bookings.startTime })
      .from(bookings)
      .where(
        inArray(
          bookings.id,
          series.occurrences.map((o) => o.bookingId),
        ),
      )
      .orderBy(asc(bookings.startTime));
  const capturesOf = (bookingId: number) =>
    a.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.bookingId, bookingId), eq(ledgerEntries.kind, 'capture')));
  const runJobs = (app: TestApp, at: Date, series: TSeries) =>
    app.app.jobs.runDueJobs(at, { bookingIds: series.occurrences.map((o) => o.bookingId) });

  it('asks for consent and a saved card of the client’s own before booking anything', async () => {
    const coach = await newEveryDayCoach(a);
    a.clock.now = NOW;
    const client = await signIn(a);
    const other = await signIn(a);
    const { savedCardId } = await saveCard(client);

    const noConsent = await bookSeries(client, coach, { savedCardId });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().errors).toMatchObject({ cardConsent: SERIES_MESSAGES.consentRequired });
    const noCard = await bookSeries(client, coach, { cardConsent: true });
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json().errors).toMatchObject({ savedCardId: SERIES_MESSAGES.cardRequired });
    // Another client's saved card is refused as not saved (never charged to someone else).
    const notMine = await bookSeries(other, coach, { savedCardId, cardConsent: true });
    expect(notMine.statusCode).toBe(409);
    expect(notMine.json().message).toBe(SERIES_MESSAGES.cardNotSaved);
    // A setup whose card was refused saves nothing.
    const setup = await callEndpoint(a.app, api.openSeriesCardSetup, { cookie: client.cookie });
    const declined = await callEndpoint(a.app, api.saveSeriesCard, {
      cookie: client.cookie,
      body: { setupId: setup.json().setupId, card: { number: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' } },
    });
    expect(declined.statusCode).toBe(400);
    expect(declined.json().message).toBe('Your card was declined.');

    const listed = await callEndpoint(a.app, api.listUserSeries, { cookie: client.cookie });
    expect(listed.json()).toEqual([]);
  });

  it('charges each session once its full-refund cutoff passes, into the ledger, and pays the coach after the session', async () => {
    const coach = await newEveryDayCoach(a);
    const { series } = await cardSeries(coach);
    expect(series).toMatchObject({ payment: 'card', cardLast4: '4242' });
    expect(series.occurrences.map((o) => o.charge)).toEqual(['due', 'due', 'due', 'due']);
    const [first, secondSession] = await sessionsOf(series);

    // An hour before the first session's cutoff (24 hours before it under Flexible): nothing charged.
    const cutoff = new Date(first!.start.getTime() - 24 * HOUR_MS);
    await runJobs(a, new Date(cutoff.getTime() - HOUR_MS), series);
    expect(await capturesOf(first!.id)).toEqual([]);

    // At the cutoff: the first session only, at the coach's rate.
    a.clock.now = cutoff;
    await runJobs(a, cutoff, series);
    expect((await capturesOf(first!.id)).map((c) => c.amountCents)).toEqual([8_500]);
    expect(await capturesOf(secondSession!.id)).toEqual([]);
    const after = await sessionsOf(series);
    expect(after.map((s) => s.paymentStatus)).toEqual(['paid', 'pending', 'pending', 'pending']);
    // A later run charges nothing again.
    await runJobs(a, new Date(cutoff.getTime() + HOUR_MS), series);
    expect(await capturesOf(first!.id)).toHaveLength(1);

    // The session is held and completed: its transfer is scheduled as for any card booking.
    const done = new Date(first!.start.getTime() + 2 * HOUR_MS);
    a.clock.now = done;
    await runJobs(a, done, series);
    const listed = (await callEndpoint(a.app, api.listUserSeries, { cookie: coach.cookie })).json() as TSeries[];
    const mine = listed.find((s) => s.id === series.id);
    expect(mine?.occurrences.map((o) => [o.status, o.charge])).toEqual([
      ['completed', 'paid'],
      ['confirmed', 'due'],
      ['confirmed', 'due'],
      ['confirmed', 'due'],
    ]);
    const transfers = await a.db.select().from(coachTransfers).where(eq(coachTransfers.bookingId, first!.id));
    expect(transfers).toHaveLength(1);
  });

  it('cancels a session whose charge is refused, frees its slot, tells both, and charges a new card after that', async () => {
    const coach = await newEveryDayCoach(a);
    const { client, series } = await cardSeries(coach, FAILS_LATER_CARD);
    const [first, secondSession, third] = await sessionsOf(series);

    const cutoff = new Date(first!.start.getTime() - 24 * HOUR_MS);
    a.clock.now = cutoff;
    const mailsBefore = (await a.db.select({ id: emailOutbox.id }).from(emailOutbox)).length;
    await runJobs(a, cutoff, series);
    const afterFailure = await sessionsOf(series);
    expect(afterFailure.map((s) => [s.status, s.paymentStatus])).toEqual([
      ['cancelled', 'pending'],
      ['confirmed', 'pending'],
      ['confirmed', 'pending'],
      ['confirmed', 'pending'],
    ]);
    expect(await capturesOf(first!.id)).toEqual([]);
    // Both people are told the session is off.
    const mails = (await a.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id))).slice(mailsBefore);
    const [coachUser] = await a.db.select({ email: users.email }).from(users).where(eq(users.id, coach.userId));
    expect(mails.map((m) => m.toAddress).sort()).toEqual([client.email, coachUser?.email].sort());
    // The slot is free again: another client may book it.
    const slots = await callEndpoint(a.app, api.previewSeries, {
      cookie: (await signIn(a)).cookie,
      body: { coachId: coach.id, startTime: first!.start.toISOString(), cadenceWeeks: 1, count: 2 },
    });
    expect(slots.json().occurrences[0]).toMatchObject({ open: true });
    // The dashboard says which charge failed.
    const listed = (await callEndpoint(a.app, api.listUserSeries, { cookie: client.cookie })).json() as TSeries[];
    expect(listed.find((s) => s.id === series.id)?.occurrences[0]?.charge).toBe('failed');

    // The client saves a good card for the series: the next session is charged to it.
    const { savedCardId } = await saveCard(client);
    const updated = await callEndpoint(a.app, api.updateSeriesCard, {
      params: { id: series.id },
      cookie: client.cookie,
      body: { savedCardId },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((updated.json() as TSeries).cardLast4).toBe('4242');
    // Nobody else may point the series at a card.
    const stranger = await signIn(a);
    const forged = await callEndpoint(a.app, api.updateSeriesCard, {
      params: { id: series.id },
      cookie: stranger.cookie,
      body: { savedCardId },
    });
    expect(forged.statusCode).toBe(404);

    const nextCutoff = new Date(secondSession!.start.getTime() - 24 * HOUR_MS);
    a.clock.now = nextCutoff;
    await runJobs(a, nextCutoff, series);
    expect((await capturesOf(secondSession!.id)).map((c) => c.amountCents)).toEqual([8_500]);
    expect(await capturesOf(third!.id)).toEqual([]);
  });

  it('charges each session once when two servers run the job at the same moment', async () => {
    const coach = await newEveryDayCoach(a);
    const { series } = await cardSeries(coach);
    const sessions = await sessionsOf(series);
    // Past the first session's cutoff: it is due, and four runs on two servers race for it.
    const at = new Date(sessions[0]!.start.getTime() - 2 * HOUR_MS);
    a.clock.now = at;
    await Promise.all([runJobs(a, at, series), runJobs(b, at, series), runJobs(a, at, series), runJobs(b, at, series)]);
    expect(await capturesOf(sessions[0]!.id)).toHaveLength(1);
    const ledger = await a.db
      .select()
      .from(payments)
      .where(
        inArray(
          payments.bookingId,
          sessions.map((s) => s.id),
        ),
      );
    expect(ledger.map((p) => [p.bookingId, p.status, p.amountCents])).toEqual([[sessions[0]!.id, 'captured', 8_500]]);
  });
});
