// GET /api/admin/money: fee revenue by month from the ledger and the transfers
// counted by state (the transfer list and reconciliation: money-admin.integration.test.ts).
import { describe, expect, it } from 'vitest';
import { bookings, coachTransfers, ledgerEntries } from '../../db/schema.js';
import { useAppWithAdmin } from '../../test-support/app-with-admin.js';
import { coachWithProfile } from '../../test-support/coach-profile.js';
import { callEndpoint, type TestApp } from '../../test-support/test-app.js';
import { signIn, type SignedIn } from '../../test-support/sign-in.js';
import * as api from '../../../shared/api/api-routes.generated.js';

let t: TestApp;
let admin: SignedIn;
// 15 November 2026 (UTC): the twelve months shown run from December 2025.
useAppWithAdmin({ now: new Date('2026-11-15T12:00:00Z') }, (setup) => ({ t, admin } = setup));

async function paidBooking(coachProfileId: number, clientId: number, start: string) {
  const at = new Date(start);
  const [row] = await t.db
    .insert(bookings)
    .values({
      coachId: coachProfileId,
      clientId,
      startTime: at,
      endTime: new Date(at.getTime() + 3_600_000),
      status: 'completed',
      paymentStatus: 'paid',
      totalPriceCents: 10_000,
    })
    .returning({ id: bookings.id });
  return row?.id ?? 0;
}

describe('admin money', () => {
  it('shows fee revenue by month and how many transfers are in each state', async () => {
    const coach = await coachWithProfile(t);
    const coachId = (await callEndpoint(t.app, api.getCoachMe, { cookie: coach.cookie })).json().id as number;
    const client = await signIn(t);
    const b1 = await paidBooking(coachId, client.id, '2026-10-01T10:00:00Z');
    const b2 = await paidBooking(coachId, client.id, '2026-11-02T10:00:00Z');
    const entry = (bookingId: number, kind: typeof ledgerEntries.$inferInsert.kind, amountCents: number, at: string) => ({
      bookingId,
      coachId,
      kind,
      amountCents,
      provider: 'test' as const,
      providerReference: `${kind}-${bookingId}-${at}`,
      createdAt: new Date(at),
    });
    await t.db.insert(ledgerEntries).values([
      entry(b1, 'transfer', 8_800, '2026-10-02T11:00:00Z'),
      entry(b1, 'platform_fee', 1_200, '2026-10-02T11:00:00Z'),
      entry(b1, 'reversal', 4_400, '2026-11-03T09:00:00Z'),
      entry(b1, 'platform_fee_refund', 600, '2026-11-03T09:00:00Z'),
      // Older than the twelve months shown.
      entry(b2, 'platform_fee', 999, '2025-11-30T23:59:00Z'),
    ]);
    await t.db.insert(coachTransfers).values([
      {
        bookingId: b1,
        coachId,
        status: 'partially_reversed',
        amountCents: 8_800,
        feeCents: 1_200,
        reversedCents: 4_400,
        dueAt: new Date('2026-10-02T11:00:00Z'),
        nextAttemptAt: new Date('2026-10-02T11:00:00Z'),
        paidAt: new Date('2026-10-02T11:00:00Z'),
        providerTransferId: 'tr_admin_1',
      },
      {
        bookingId: b2,
        coachId,
        status: 'failed',
        amountCents: 8_800,
        feeCents: 1_200,
        attempts: 2,
        lastError: 'Destination account is restricted',
        dueAt: new Date('2026-11-03T11:00:00Z'),
        nextAttemptAt: new Date('2026-11-03T13:00:00Z'),
      },
    ]);
    const response = await callEndpoint(t.app, api.getAdminMoney, { cookie: admin.cookie });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.feeRevenue).toHaveLength(12);
    expect(body.feeRevenue[0]).toEqual({ month: '2025-12', feeCents: 0, transferredCents: 0 });
    expect(body.feeRevenue.slice(-2)).toEqual([
      { month: '2026-10', feeCents: 1_200, transferredCents: 8_800 },
      { month: '2026-11', feeCents: -600, transferredCents: -4_400 },
    ]);
    expect(body.transferCounts).toMatchObject({ partially_reversed: 1, failed: 1 });
    expect(body).not.toHaveProperty('transfers');
    expect((await callEndpoint(t.app, api.getAdminMoney, { cookie: coach.cookie })).statusCode).toBe(403);
  });
});
