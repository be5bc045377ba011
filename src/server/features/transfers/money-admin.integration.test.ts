// What admins and coaches see of the money flow: a transfer that cannot go
// (held, with why), retrying it now, disputes and failed payouts, the
// reconciliation runs; a coach sees only their own failed payouts.
import { describe, expect, it } from 'vitest';
import { paymentDisputes, payoutFailures } from '../../db/schema.js';
import { useAppWithAdmin } from '../../test-support/app-with-admin.js';
import { newEveryDayCoach } from '../../test-support/booked-sessions.js';
import { completedSession, HOUR, runJobsAt, transferOf } from '../../test-support/money.js';
import { call, type TestApp } from '../../test-support/test-app.js';
import { signIn, type SignedIn } from '../../test-support/sign-in.js';

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
});
