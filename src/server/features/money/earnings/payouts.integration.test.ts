// GET /api/coach/earnings/payouts and /export.csv: the coach's own money by
// stage, the year's transfers with their bookings, and the year as CSV.
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.js';
import { bookings, coachProfiles, coachTransfers, ledgerEntries } from '../../../db/schema.js';
import { useTestApp } from '../../../test-support/app-per-file.js';
import { callEndpoint, type TestApp } from '../../../test-support/test-app.js';
import { type SignedIn, signIn } from '../../../test-support/sign-in.js';
import * as api from '../../../../shared/api/api-routes.generated.js';

// Close to when the test sessions were made (sign-in.ts), so they stay valid.
const NOW = new Date('2030-01-10T12:00:00Z');

async function coachIn(db: Database, planType: 'free' | 'pro' = 'free'): Promise<SignedIn & { coachId: number }> {
  const user = await signIn({ db }, { role: 'coach', firstName: 'Pay', lastName: 'Ee' });
  const [row] = await db
    .insert(coachProfiles)
    .values({
      userId: user.id,
      hourlyRateCents: 10_000,
      availableDays: ['monday'],
      availableFrom: '09:00',
      availableTo: '17:00',
      timeZone: 'America/New_York',
      acceptedTerms: true,
      planType,
    })
    .returning({ id: coachProfiles.id });
  return { ...user, coachId: row?.id ?? 0 };
}

type Booking = { status: 'pending' | 'confirmed' | 'cancelled' | 'completed'; paid?: 'paid' | 'refunded'; cents?: number };
async function book(db: Database, coachId: number, clientId: number, iso: string, { status, paid = 'paid', cents = 10_000 }: Booking) {
  const start = new Date(iso);
  const [row] = await db
    .insert(bookings)
    .values({
      coachId,
      clientId,
      startTime: start,
      endTime: new Date(start.getTime() + 3_600_000),
      status,
      paymentStatus: paid,
      totalPriceCents: cents,
    })
    .returning({ id: bookings.id });
  return row?.id ?? 0;
}

type Transfer = {
  status: typeof coachTransfers.$inferSelect.status;
  amount: number;
  fee?: number;
  due: string;
  paid?: string;
  reversed?: number;
};
async function transfer(db: Database, bookingId: number, coachId: number, t: Transfer) {
  const [row] = await db
    .insert(coachTransfers)
    .values({
      bookingId,
      coachId,
      status: t.status,
      amountCents: t.amount,
      feeCents: t.fee ?? 0,
      reversedCents: t.reversed ?? 0,
      dueAt: new Date(t.due),
      nextAttemptAt: new Date(t.due),
      paidAt: t.paid ? new Date(t.paid) : null,
      providerTransferId: t.paid ? `tr_test_${bookingId}` : null,
    })
    .returning({ id: coachTransfers.id });
  return row?.id ?? 0;
}

let t: TestApp;
useTestApp({ env: { BETA: 'false' } }, (app) => {
  t = app;
  t.clock.now = NOW;
});

async function world() {
  const db = t.database.db;
  const coach = await coachIn(db, 'pro');
  const client = await signIn({ db }, { role: 'client', firstName: 'Maya', lastName: 'Chen' });
  // A client name a spreadsheet would run as a formula.
  const sly = await signIn({ db }, { role: 'client', firstName: '=HYPERLINK("x")', lastName: '+Smith' });
  const ids = {
    upcoming: await book(db, coach.coachId, client.id, '2030-04-05T15:00:00Z', { status: 'confirmed' }),
    justDone: await book(db, coach.coachId, client.id, '2030-04-01T15:00:00Z', { status: 'completed' }),
    scheduled: await book(db, coach.coachId, sly.id, '2030-03-30T15:00:00Z', { status: 'completed' }),
    paid: await book(db, coach.coachId, client.id, '2030-03-20T15:00:00Z', { status: 'completed' }),
    // 23:30 on 31 Dec 2029 in New York: a 2029 session, paid out in 2030.
    newYear: await book(db, coach.coachId, client.id, '2030-01-01T04:30:00Z', { status: 'completed', cents: 5_000 }),
    refunded: await book(db, coach.coachId, client.id, '2030-03-10T15:00:00Z', { status: 'completed', paid: 'refunded' }),
    cancelled: await book(db, coach.coachId, client.id, '2030-03-11T15:00:00Z', { status: 'cancelled', paid: 'refunded' }),
  };
  const transfers = {
    scheduled: await transfer(db, ids.scheduled, coach.coachId, {
      status: 'scheduled',
      amount: 9_500,
      fee: 500,
      due: '2030-03-31T16:00:00Z',
    }),
    paid: await transfer(db, ids.paid, coach.coachId, {
      status: 'partially_reversed',
      amount: 9_500,
      fee: 500,
      reversed: 4_750,
      due: '2030-03-21T16:00:00Z',
      paid: '2030-03-21T16:05:00Z',
    }),
    newYear: await transfer(db, ids.newYear, coach.coachId, {
      status: 'paid',
      amount: 4_750,
      fee: 250,
      due: '2030-01-02T05:30:00Z',
      paid: '2030-01-02T05:31:00Z',
    }),
  };
  await db.insert(ledgerEntries).values({
    bookingId: ids.paid,
    coachId: coach.coachId,
    kind: 'platform_fee_refund',
    amountCents: 250,
    provider: 'test',
    providerReference: `fee_refund_${ids.paid}`,
  });
  // Another coach's paid transfer is never ours.
  const other = await coachIn(db);
  const theirs = await book(db, other.coachId, client.id, '2030-03-20T15:00:00Z', { status: 'completed', cents: 99_900 });
  await transfer(db, theirs, other.coachId, { status: 'paid', amount: 99_900, due: '2030-03-21T16:00:00Z', paid: '2030-03-21T16:00:00Z' });
  return { coach, ids, transfers, other };
}

describe('coach payouts', () => {
  it('sums the coach share by stage and lists the year’s transfers with their bookings', async () => {
    const { coach, ids, transfers } = await world();
    const response = await callEndpoint(t.app, api.listEarningsPayouts, { cookie: coach.cookie });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.year).toBe(2030);
    expect(body.years).toEqual([2030, 2029]);
    // Pro, beta off: 5% before a transfer exists.
    expect(body.totals).toEqual({
      pending: { amountCents: 9_500, sessions: 1 },
      onTheWay: { amountCents: 9_500 + 9_500, sessions: 2 },
      paidOut: { amountCents: 4_750 + 4_750, sessions: 2 },
    });
    expect(body.payouts.map((p: { id: number }) => p.id)).toEqual([transfers.scheduled, transfers.paid, transfers.newYear]);
    expect(body.payouts[1]).toEqual({
      id: transfers.paid,
      status: 'partially_reversed',
      netCents: 4_750,
      feeCents: 250,
      grossCents: 5_000,
      dueAt: '2030-03-21T16:00:00.000Z',
      paidAt: '2030-03-21T16:05:00.000Z',
      bookings: [
        {
          bookingId: ids.paid,
          startTime: '2030-03-20T15:00:00.000Z',
          clientInitials: 'M.C.',
          grossCents: 5_000,
          feeCents: 250,
          netCents: 4_750,
        },
      ],
    });
    expect(JSON.stringify(body)).not.toMatch(/Maya|Chen|HYPERLINK|Smith|@/);

    const lastYear = (await callEndpoint(t.app, api.listEarningsPayouts, { query: { year: '2029' }, cookie: coach.cookie })).json();
    expect(lastYear.payouts).toEqual([]);
    expect(lastYear.totals).toEqual(body.totals);
  });

  it('exports the year as CSV: dates in the coach’s zone, initials only, two decimals, formulas defused', async () => {
    const { coach } = await world();
    const response = await callEndpoint(t.app, api.exportEarningsCsv, { query: { year: '2030' }, cookie: coach.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="stillpoint-earnings-2030.csv"');
    expect(response.body).toBe(
      [
        'date,client initials,gross,fee,net,payout',
        '2030-03-20,M.C.,50.00,2.50,47.50,Paid 2030-03-21',
        `2030-03-30,'=.+.,100.00,5.00,95.00,On the way (due 2030-03-31)`,
        '2030-04-01,M.C.,100.00,5.00,95.00,On the way',
        '2030-04-05,M.C.,100.00,5.00,95.00,Pending',
        '',
      ].join('\r\n'),
    );
    const old = await callEndpoint(t.app, api.exportEarningsCsv, { query: { year: '2029' }, cookie: coach.cookie });
    expect(old.body).toBe('date,client initials,gross,fee,net,payout\r\n2029-12-31,M.C.,50.00,2.50,47.50,Paid 2030-01-02\r\n');
  });

  it('is the caller’s own: another coach sees only theirs, and a bad year is refused', async () => {
    const { other } = await world();
    const body = (await callEndpoint(t.app, api.listEarningsPayouts, { query: { year: '2030' }, cookie: other.cookie })).json();
    expect(body.totals.paidOut).toEqual({ amountCents: 99_900, sessions: 1 });
    expect(body.payouts).toHaveLength(1);
    expect((await callEndpoint(t.app, api.exportEarningsCsv, { query: { year: '30000' }, cookie: other.cookie })).statusCode).toBe(400);
    const client = await signIn(t, { role: 'client' });
    expect((await callEndpoint(t.app, api.exportEarningsCsv, { cookie: client.cookie })).statusCode).toBe(403);
  });
});
