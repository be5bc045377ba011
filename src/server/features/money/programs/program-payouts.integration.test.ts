// The coach of a group program is paid per seat and per meeting held
// (DECISIONS section 14, docs/decisions/0081-program-payouts.md): an 8-week
// course with three seats, one given up before the start under the moderate
// policy (half refunded, the kept half paid out per meeting), the transfer job
// paying each meeting's part 24 hours after it; every seat's ledger balances
// and reconciliation finds nothing. A cancelled program is never paid out.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../../../../shared/domain/coach-share.js';
import { ledgerEntries, programTransfers, testTransfers } from '../../../db/schema.js';
import { newEveryDayCoach } from '../../../test-support/booked-sessions.js';
import { NOW } from '../../../test-support/bookings.js';
import { HOUR, runJobsAt } from '../../../test-support/money.js';
import { giveTestModePayoutsEnabled } from '../../../test-support/payouts.js';
import { buySeat, eightWeekCourse, programSpecialization, publishedProgram, saturdayWorkshop } from '../../../test-support/programs.js';
import { signIn } from '../../../test-support/sign-in.js';
import { callEndpoint, createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { createMoneyService } from '../money-service.js';
import * as api from '../../../../shared/api/api-routes.generated.js';

let t: TestApp;
let specializationId: number;
beforeAll(async () => {
  // Beta off, so the platform fee (12% for a free coach) is really taken.
  t = await createTestApp({ now: NOW, env: { BETA: 'false' } });
  specializationId = await programSpecialization(t.db);
});
afterAll(async () => t?.close());
const reconciliation = () =>
  createMoneyService({ db: t.db, now: () => t.clock.now }).coachPayouts({ payments: t.config.payments, beta: false, log: t.app.log })
    .reconciliation;

async function ledgerOfSeat(seatId: number) {
  return t.db
    .select({ kind: ledgerEntries.kind, amountCents: ledgerEntries.amountCents, bookingId: ledgerEntries.bookingId })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.programSeatId, seatId))
    .orderBy(asc(ledgerEntries.id));
}
const partsOf = (seatId: number) =>
  t.db.select().from(programTransfers).where(eq(programTransfers.seatId, seatId)).orderBy(asc(programTransfers.id));

describe('paying the coach of an 8-week course', () => {
  it('sends each meeting’s part of each seat 24 hours after the meeting, and every seat’s ledger balances', async () => {
    t.clock.now = NOW;
    const coach = await newEveryDayCoach(t, 'moderate');
    const accountId = await giveTestModePayoutsEnabled(t.db, coach.id);
    // $400 a seat over eight meetings: $50 a meeting, of which the coach gets $44 and the platform keeps $6.
    const id = await publishedProgram(t.app, coach.cookie, eightWeekCourse(specializationId, { price: 400 }));
    const meetings = (await callEndpoint(t.app, api.getProgram, { params: { id }, cookie: coach.cookie })).json().meetings as Array<{
      start: string;
      end: string;
    }>;
    expect(meetings).toHaveLength(8);
    const buyers = [await signIn(t), await signIn(t), await signIn(t)];
    for (const buyer of buyers) expect((await buySeat(t.app, buyer.cookie, id)).response.statusCode).toBe(201);
    const seatOf = async (cookie: string) => (await callEndpoint(t.app, api.listMySeats, { cookie })).json()[0].id as number;
    const [kept, alsoKept, given] = [await seatOf(buyers[0]!.cookie), await seatOf(buyers[1]!.cookie), await seatOf(buyers[2]!.cookie)];

    // 36 hours before the first meeting the third participant gives up their seat: half back, half kept.
    t.clock.now = new Date(new Date(meetings[0]!.start).getTime() - 36 * HOUR);
    const cancelled = await callEndpoint(t.app, api.cancelMySeat, { params: { id: given }, cookie: buyers[2]!.cookie });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refunded: 200 });
    expect(await ledgerOfSeat(given)).toEqual([
      { kind: 'capture', amountCents: 40_000, bookingId: null },
      { kind: 'refund', amountCents: 20_000, bookingId: null },
    ]);

    // The first meeting ends; nothing is sent for 24 hours.
    const firstEnd = new Date(meetings[0]!.end);
    await runJobsAt(t, new Date(firstEnd.getTime() + 23 * HOUR));
    expect((await partsOf(kept)).map((p) => [p.status, p.amountCents, p.feeCents])).toEqual([['scheduled', 4_400, 600]]);
    // Once started, the program runs to its end: the coach cannot cancel it and take back what was earned.
    expect((await callEndpoint(t.app, api.cancelProgram, { params: { id }, cookie: coach.cookie })).statusCode).toBe(409);

    // Two processes run the job at once: each part is sent once.
    const due = new Date(firstEnd.getTime() + 24 * HOUR + 60_000);
    await Promise.all([runJobsAt(t, due), runJobsAt(t, due)]);
    expect((await partsOf(kept)).map((p) => [p.status, p.amountCents, p.feeCents])).toEqual([['paid', 4_400, 600]]);
    // The given-up seat's kept half is paid out by the meeting too: $25 a meeting, $22 to the coach.
    expect((await partsOf(given)).map((p) => [p.status, p.amountCents, p.feeCents])).toEqual([['paid', 2_200, 300]]);
    const sent = await t.db.select().from(testTransfers).where(eq(testTransfers.destination, accountId));
    expect(sent.map((s) => s.amountCents).sort()).toEqual([2_200, 4_400, 4_400]);
    // Midway the platform still holds the seven meetings to come, and reconciliation agrees.
    expect(balanceOf(await ledgerOfSeat(kept))).toMatchObject({ transferredCents: 4_400, platformFeeCents: 600, heldCents: 35_000 });
    expect((await reconciliation().checkSeats()).mismatches).toEqual([]);

    // After the last meeting and a day: everything paid out, nothing held.
    const lastEnd = new Date(meetings[7]!.end);
    await runJobsAt(t, lastEnd);
    await runJobsAt(t, new Date(lastEnd.getTime() + 25 * HOUR));
    for (const seat of [kept, alsoKept]) {
      const parts = await partsOf(seat);
      expect(parts.map((p) => [p.status, p.amountCents])).toEqual(Array.from({ length: 8 }, () => ['paid', 4_400]));
      expect(balanceOf(await ledgerOfSeat(seat))).toEqual({
        capturedCents: 40_000,
        refundedCents: 0,
        disputeLostCents: 0,
        transferredCents: 35_200,
        platformFeeCents: 4_800,
        heldCents: 0,
      });
    }
    expect(balanceOf(await ledgerOfSeat(given))).toEqual({
      capturedCents: 40_000,
      refundedCents: 20_000,
      disputeLostCents: 0,
      transferredCents: 17_600,
      platformFeeCents: 2_400,
      heldCents: 0,
    });

    const checked = await reconciliation().checkSeats();
    expect(checked).toEqual({ checked: 3, mismatches: [] });
    // The daily run includes the seats: clean.
    expect((await runJobsAt(t, new Date(lastEnd.getTime() + 26 * HOUR)))['reconcile-ledger']).toBe(0);
  });

  it('finds a seat whose ledger says more was paid out than the gateway sent', async () => {
    const { mismatches } = await reconciliation().checkSeats();
    expect(mismatches).toEqual([]);
    const [one] = await t.db.select().from(programTransfers).where(eq(programTransfers.status, 'paid')).limit(1);
    await t.db.update(testTransfers).set({ amountCents: 4_401 }).where(eq(testTransfers.id, one!.providerTransferId!));
    const found = (await reconciliation().checkSeats()).mismatches;
    expect(found).toEqual([
      expect.objectContaining({ check: 'transferred', gatewayCents: expect.any(Number), detail: `program seat ${one!.seatId}` }),
    ]);
    await t.db.update(testTransfers).set({ amountCents: one!.amountCents }).where(eq(testTransfers.id, one!.providerTransferId!));
  });

  it('never pays out a program the coach cancelled: every seat refunded, no part scheduled', async () => {
    t.clock.now = NOW;
    const coach = await newEveryDayCoach(t);
    await giveTestModePayoutsEnabled(t.db, coach.id);
    const id = await publishedProgram(t.app, coach.cookie, saturdayWorkshop(specializationId, { firstMeeting: '2030-01-19T09:00' }));
    const buyer = await signIn(t);
    expect((await buySeat(t.app, buyer.cookie, id)).response.statusCode).toBe(201);
    const seat = (await callEndpoint(t.app, api.listMySeats, { cookie: buyer.cookie })).json()[0].id as number;
    expect((await callEndpoint(t.app, api.cancelProgram, { params: { id }, cookie: coach.cookie })).statusCode).toBe(200);

    await runJobsAt(t, new Date('2030-01-21T12:00:00Z'));
    expect(await partsOf(seat)).toEqual([]);
    expect(balanceOf(await ledgerOfSeat(seat))).toMatchObject({ capturedCents: 4_500, refundedCents: 4_500, heldCents: 0 });
    expect((await reconciliation().checkSeats()).mismatches).toEqual([]);
  });
});
