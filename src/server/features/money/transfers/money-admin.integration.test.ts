// What admins and coaches see of the money flow: a transfer that cannot go
// (held, with why), retrying it now, disputes and failed payouts, the
// reconciliation runs; a coach sees only their own failed payouts.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentDisputes, payoutFailures, reconciliationMismatches, reconciliationRuns, testPayoutAccounts } from '../../../db/schema.js';
import { TEST_TRANSFER_MESSAGES } from '../../../integrations/payments/test-mode-transfers.js';
import { useAppWithAdmin } from '../../../test-support/app-with-admin.js';
import { newEveryDayCoach } from '../../../test-support/booked-sessions.js';
import { completedSession, HOUR, runJobsAt, transferOf } from '../../../test-support/money.js';
import { giveTestModePayoutsEnabled } from '../../../test-support/payouts.js';
import { call, type TestApp } from '../../../test-support/test-app.js';
import { signIn, type SignedIn } from '../../../test-support/sign-in.js';

let t: TestApp;
let admin: SignedIn;
useAppWithAdmin({}, (setup) => ({ t, admin } = setup));

describe('the money screens', () => {
  it('shows admins a held transfer with its reason, and retries it at the next run when asked', async () => {
    const coach = await newEveryDayCoach(t);
    const session = await completedSession(t, coach, '2030-01-07T10:00:00.000Z');
    const due = new Date(session.completedAt.getTime() + 25 * HOUR);
    await runJobsAt(t, due, [session.id]);
    const held = await transferOf(t, session.id);
    expect(held).toMatchObject({ status: 'held', holdReason: 'payouts_not_enabled' });

    const list = await call(t.app, 'GET', '/api/admin/transfers', admin.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json().transfers[0]).toMatchObject({
      bookingId: session.id,
      coachId: coach.id,
      status: 'held',
      holdReason: 'payouts_not_enabled',
      amountCents: 8_500,
      feeCents: 0,
    });
    expect((await call(t.app, 'GET', '/api/admin/transfers?status=paid', admin.cookie)).json().transfers).toEqual([]);

    t.clock.now = new Date(due.getTime() + 60_000);
    expect((await call(t.app, 'POST', `/api/admin/transfers/${held?.id}/retry`, admin.cookie)).statusCode).toBe(204);
    expect((await transferOf(t, session.id))?.nextAttemptAt).toEqual(t.clock.now);
    expect((await call(t.app, 'POST', '/api/admin/transfers/999999/retry', admin.cookie)).statusCode).toBe(404);
  });

  it('lists disputes and failed payouts, and each coach sees only their own failed payouts', async () => {
    const coach = await newEveryDayCoach(t);
    const other = await newEveryDayCoach(t);
    await t.db
      .insert(paymentDisputes)
      .values({ provider: 'stripe', providerDisputeId: 'dp_admin', amountCents: 8_500, status: 'needs_response', reason: 'fraudulent' });
    await t.db.insert(payoutFailures).values({
      coachId: coach.id,
      provider: 'stripe',
      accountId: 'acct_x',
      providerPayoutId: 'po_admin',
      amountCents: 4_200,
      failureCode: 'account_closed',
      failureMessage: 'The bank account has been closed.',
    });
    const body = (await call(t.app, 'GET', '/api/admin/transfers', admin.cookie)).json();
    expect(body.disputes).toContainEqual(expect.objectContaining({ providerDisputeId: 'dp_admin', status: 'needs_response' }));
    expect(body.payoutFailures).toContainEqual(
      expect.objectContaining({ coachId: coach.id, amountCents: 4_200, failureCode: 'account_closed' }),
    );

    const mine = await call(t.app, 'GET', '/api/coach/payout-failures', coach.cookie);
    expect(mine.json().payoutFailures).toEqual([
      expect.objectContaining({ amountCents: 4_200, failureMessage: 'The bank account has been closed.' }),
    ]);
    expect((await call(t.app, 'GET', '/api/coach/payout-failures', other.cookie)).json()).toEqual({ payoutFailures: [] });
  });

  it('shows the reconciliation runs and the newest run’s mismatches', async () => {
    await runJobsAt(t, new Date('2030-02-01T03:00:00Z'));
    // A month on, the earlier sign-in has expired (and been deleted by the jobs).
    const fresh = await signIn(t, { role: 'admin' });
    const response = await call(t.app, 'GET', '/api/admin/reconciliation', fresh.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().runs[0]).toMatchObject({ runDate: '2030-02-01', status: 'ok', mismatchCount: 0 });
    expect(response.json().mismatches).toEqual([]);
  });

  it('lists a transfer the gateway refused first, with its error, and a retry after the fix pays it', async () => {
    const coach = await newEveryDayCoach(t);
    const accountId = await giveTestModePayoutsEnabled(t.db, coach.id);
    const paid = await completedSession(t, coach, '2030-03-04T10:00:00.000Z');
    await runJobsAt(t, new Date(paid.completedAt.getTime() + 25 * HOUR), [paid.id]);
    // The gateway restricts the account after onboarding: our record still says enabled.
    await t.db.update(testPayoutAccounts).set({ payoutsEnabled: false }).where(eq(testPayoutAccounts.id, accountId));
    const refused = await completedSession(t, coach, '2030-03-05T10:00:00.000Z');
    await runJobsAt(t, new Date(refused.completedAt.getTime() + 25 * HOUR), [refused.id]);

    const fresh = await signIn(t, { role: 'admin' });
    const body = (await call(t.app, 'GET', '/api/admin/transfers', fresh.cookie)).json();
    const mine = body.transfers.filter((x: { coachId: number }) => x.coachId === coach.id);
    expect(mine).toEqual([
      expect.objectContaining({
        bookingId: refused.id,
        coachName: 'Test Coach',
        status: 'failed',
        attempts: 1,
        lastError: TEST_TRANSFER_MESSAGES.noDestination,
        paidAt: null,
      }),
      expect.objectContaining({ bookingId: paid.id, status: 'paid', lastError: null, paidAt: expect.any(String) }),
    ]);
    const failedOnly = (await call(t.app, 'GET', '/api/admin/transfers?status=failed', fresh.cookie)).json().transfers;
    expect(failedOnly.map((x: { bookingId: number }) => x.bookingId)).toContain(refused.id);
    expect(failedOnly.map((x: { bookingId: number }) => x.bookingId)).not.toContain(paid.id);
    expect((await call(t.app, 'GET', '/api/admin/transfers?status=lost', fresh.cookie)).statusCode).toBe(400);

    // A paid transfer cannot be retried; the failed one is, once the account is fixed.
    const paidId = (await transferOf(t, paid.id))?.id;
    expect((await call(t.app, 'POST', `/api/admin/transfers/${paidId}/retry`, fresh.cookie)).statusCode).toBe(409);
    await t.db.update(testPayoutAccounts).set({ payoutsEnabled: true }).where(eq(testPayoutAccounts.id, accountId));
    const failedId = (await transferOf(t, refused.id))?.id;
    expect((await call(t.app, 'POST', `/api/admin/transfers/${failedId}/retry`, fresh.cookie)).statusCode).toBe(204);
    await runJobsAt(t, t.clock.now, [refused.id]);
    expect(await transferOf(t, refused.id)).toMatchObject({ status: 'paid', lastError: null });
  });

  it('shows a run’s mismatches: the booking, what the ledger says and what the gateway says', async () => {
    const [run] = await t.db
      .insert(reconciliationRuns)
      .values({
        runDate: '2031-01-14',
        status: 'mismatches',
        bookingsChecked: 2,
        mismatchCount: 1,
        startedAt: new Date('2031-01-14T03:00:00Z'),
        finishedAt: new Date('2031-01-14T03:00:05Z'),
      })
      .returning({ id: reconciliationRuns.id });
    await t.db.insert(reconciliationMismatches).values({
      runId: run?.id ?? 0,
      bookingId: null,
      check: 'transferred',
      ledgerCents: 4_400,
      gatewayCents: 8_800,
      detail: 'reversal missing at the gateway',
    });
    const fresh = await signIn(t, { role: 'admin' });
    const body = (await call(t.app, 'GET', '/api/admin/reconciliation', fresh.cookie)).json();
    expect(body.runs[0]).toMatchObject({ id: run?.id, runDate: '2031-01-14', status: 'mismatches', bookingsChecked: 2, mismatchCount: 1 });
    expect(body.mismatches).toEqual([
      { bookingId: null, check: 'transferred', ledgerCents: 4_400, gatewayCents: 8_800, detail: 'reversal missing at the gateway' },
    ]);
  });
  it('shows past runs page by page, and the mismatches of any run the admin picks', async () => {
    const day = (n: number) => `2032-03-${String(n).padStart(2, '0')}`;
    const ids: number[] = [];
    for (let n = 1; n <= 16; n += 1) {
      const [run] = await t.db
        .insert(reconciliationRuns)
        .values({
          runDate: day(n),
          status: 'mismatches',
          bookingsChecked: 1,
          mismatchCount: 1,
          startedAt: new Date(`${day(n)}T03:00:00Z`),
          finishedAt: new Date(`${day(n)}T03:00:05Z`),
        })
        .returning({ id: reconciliationRuns.id });
      ids.push(run?.id ?? 0);
      await t.db.insert(reconciliationMismatches).values({
        runId: run?.id ?? 0,
        bookingId: null,
        check: 'captured',
        ledgerCents: n,
        gatewayCents: null,
        detail: `found on ${day(n)}`,
      });
    }
    const fresh = await signIn(t, { role: 'admin' });
    const get = async (query: string) => (await call(t.app, 'GET', `/api/admin/reconciliation${query}`, fresh.cookie)).json();
    const first = await get('');
    expect(first.runId).toBe(ids[15]);
    expect(first.mismatches.map((m: { detail: string }) => m.detail)).toEqual([`found on ${day(16)}`]);
    expect(first.totalPages).toBeGreaterThan(1);
    const older = await get(`?page=${first.totalPages}`);
    expect(older.runs.map((r: { runDate: string }) => r.runDate)).toContain(day(1));
    const picked = await get(`?runId=${ids[2]}`);
    expect(picked.runId).toBe(ids[2]);
    expect(picked.mismatches).toEqual([
      { bookingId: null, check: 'captured', ledgerCents: 3, gatewayCents: null, detail: `found on ${day(3)}` },
    ]);
    expect((await call(t.app, 'GET', '/api/admin/reconciliation?runId=99999999', fresh.cookie)).statusCode).toBe(404);
  });
});
