// The coach's share with Stripe on: the real `stripe` client against the local
// fake, signed webhooks. A refused transfer is retried with backoff and sent
// once; a refund from the Stripe dashboard reaches the ledger and reverses the
// transfer; a dispute holds it, a lost one reverses it and one won after all
// sends it again; reversals and failed payouts made at Stripe
// are recorded once however often Stripe delivers them.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payoutFailures } from '../../../db/schema.js';
import { useStripeAppWithCoach } from '../../../test-support/app-with-coach.js';
import type { TestCoach } from '../../../test-support/coaches.js';
import { newEveryDayCoach } from '../../../test-support/booked-sessions.js';
import type { FakeStripe } from '../../../test-support/fake-stripe/fake-stripe-server.js';
import { balanceOfBooking, completedSession, HOUR, ledgerOf, runJobsAt, stripeBooking, transferOf } from '../../../test-support/money.js';
import { givePayoutsEnabled } from '../../../test-support/payouts.js';
import { signedDelivery, stripeEvent } from '../../../test-support/stripe.js';
import type { TestApp } from '../../../test-support/test-app.js';

let fake: FakeStripe;
let t: TestApp;
let coach: TestCoach;
useStripeAppWithCoach({}, (setup) => ({ t, coach, fake } = setup));

const deliver = (event: unknown) => {
  const { payload, headers } = signedDelivery(event, { at: t.clock.now });
  return t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers, payload });
};

async function paidCoach() {
  const fresh = await newEveryDayCoach(t);
  const accountId = await givePayoutsEnabled(t.db, fake, fresh.id);
  return { coach: fresh, accountId };
}

async function transferredSession(start: string) {
  const { coach: fresh, accountId } = await paidCoach();
  const session = await completedSession(t, fresh, start, stripeBooking(fake));
  const paidAt = new Date(session.completedAt.getTime() + 25 * HOUR);
  await runJobsAt(t, paidAt, [session.id]);
  const transfer = await transferOf(t, session.id);
  expect(transfer?.status).toBe('paid');
  return { session, paidAt, accountId, transferId: transfer?.providerTransferId ?? '' };
}

describe('transfers with Stripe', () => {
  it('retries a refused transfer after its backoff and sends it exactly once', async () => {
    const session = await completedSession(t, coach, '2030-01-07T10:00:00.000Z', stripeBooking(fake));
    const due = new Date(session.completedAt.getTime() + 24 * HOUR);
    fake.transfers.failNextTransfer();
    await runJobsAt(t, due, [session.id]);
    expect(await transferOf(t, session.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'You have insufficient available funds in your Stripe account.',
      nextAttemptAt: new Date(due.getTime() + 5 * 60_000),
    });
    await runJobsAt(t, new Date(due.getTime() + 4 * 60_000), [session.id]);
    expect((await transferOf(t, session.id))?.status).toBe('failed');

    await runJobsAt(t, new Date(due.getTime() + 5 * 60_000), [session.id]);
    const paid = await transferOf(t, session.id);
    expect(paid).toMatchObject({ status: 'paid', attempts: 1, lastError: null, amountCents: 8_500 });
    const sent = [...fake.transfers.transfers.values()].filter((x) => x.transfer_group === `booking-${session.id}`);
    expect(sent).toEqual([expect.objectContaining({ id: paid?.providerTransferId, amount: 8_500 })]);
  });

  it('records a dashboard refund after the transfer and reverses the coach’s share, once', async () => {
    const { session, paidAt, transferId } = await transferredSession('2030-01-07T11:00:00.000Z');
    const refund = fake.state.refund({ payment_intent: session.intentId });
    const intent = fake.state.intent(session.intentId);
    const charge = {
      id: intent.latest_charge,
      object: 'charge',
      payment_intent: session.intentId,
      refunded: true,
      amount_refunded: 8_500,
      currency: 'usd',
      refunds: { data: [{ id: refund.id }] },
    };
    const event = stripeEvent('charge.refunded', charge);
    expect((await deliver(event)).json().outcome).toBe('processed');
    expect((await deliver(event)).json().outcome).toBe('duplicate');
    expect((await deliver(stripeEvent('charge.refunded', charge))).json().outcome).toBe('processed');

    await runJobsAt(t, new Date(paidAt.getTime() + HOUR), [session.id]);
    await runJobsAt(t, new Date(paidAt.getTime() + 2 * HOUR), [session.id]);
    expect(fake.transfers.transfer(transferId)).toMatchObject({ amount_reversed: 8_500, reversed: true });
    expect(await transferOf(t, session.id)).toMatchObject({ status: 'reversed', reversedCents: 8_500 });
    const kinds = (await ledgerOf(t, session.id)).map((e) => [e.kind, e.amountCents]);
    expect(kinds).toEqual([
      ['authorization', 8_500],
      ['capture', 8_500],
      ['transfer', 8_500],
      ['platform_fee', 0],
      ['refund', 8_500],
      ['reversal', 8_500],
    ]);
    expect((await balanceOfBooking(t, session.id)).heldCents).toBe(0);
  });

  it('holds the transfer of a disputed payment until the dispute is closed', async () => {
    const { coach: fresh } = await paidCoach();
    const session = await completedSession(t, fresh, '2030-01-07T12:00:00.000Z', stripeBooking(fake));
    const dispute = {
      id: 'dp_1',
      object: 'dispute',
      charge: 'ch_x',
      payment_intent: session.intentId,
      amount: 8_500,
      reason: 'fraudulent',
    };
    expect((await deliver(stripeEvent('charge.dispute.created', { ...dispute, status: 'needs_response' }))).json().outcome).toBe(
      'processed',
    );
    const due = new Date(session.completedAt.getTime() + 25 * HOUR);
    await runJobsAt(t, due, [session.id]);
    expect(await transferOf(t, session.id)).toMatchObject({ status: 'held', holdReason: 'dispute' });

    await deliver(stripeEvent('charge.dispute.closed', { ...dispute, status: 'won' }));
    await runJobsAt(t, new Date(due.getTime() + HOUR), [session.id]);
    expect((await transferOf(t, session.id))?.status).toBe('paid');
  });

  it('takes the coach’s share back when a dispute opened after the transfer is lost, and leaves it when one is won', async () => {
    const lost = await transferredSession('2030-01-08T10:00:00.000Z');
    const won = await transferredSession('2030-01-08T12:00:00.000Z');
    const dispute = (id: string, intentId: string) => ({
      id,
      object: 'dispute',
      charge: 'ch_x',
      payment_intent: intentId,
      amount: 8_500,
      reason: 'product_not_received',
    });
    for (const [one, outcome] of [
      [lost, 'lost'],
      [won, 'won'],
    ] as const) {
      const body = dispute(`dp_after_${outcome}`, one.session.intentId);
      await deliver(stripeEvent('charge.dispute.created', { ...body, status: 'needs_response' }));
      const closed = stripeEvent('charge.dispute.closed', { ...body, status: outcome });
      expect((await deliver(closed)).json().outcome).toBe('processed');
      expect((await deliver(closed)).json().outcome).toBe('duplicate');
      await runJobsAt(t, new Date(one.paidAt.getTime() + HOUR), [one.session.id]);
      await runJobsAt(t, new Date(one.paidAt.getTime() + 2 * HOUR), [one.session.id]);
    }

    // Lost: the bank gave the client their money back; the coach's share comes back from the coach.
    expect(fake.transfers.transfer(lost.transferId)).toMatchObject({ amount_reversed: 8_500, reversed: true });
    expect(await transferOf(t, lost.session.id)).toMatchObject({ status: 'reversed', reversedCents: 8_500 });
    expect((await ledgerOf(t, lost.session.id)).map((e) => [e.kind, e.amountCents])).toEqual([
      ['authorization', 8_500],
      ['capture', 8_500],
      ['transfer', 8_500],
      ['platform_fee', 0],
      ['dispute_loss', 8_500],
      ['reversal', 8_500],
    ]);
    expect((await balanceOfBooking(t, lost.session.id)).heldCents).toBe(0);

    // Won: the money stayed with the platform, and the coach keeps their share.
    expect(fake.transfers.transfer(won.transferId)).toMatchObject({ amount_reversed: 0 });
    expect(await transferOf(t, won.session.id)).toMatchObject({ status: 'paid', reversedCents: 0 });
    expect((await ledgerOf(t, won.session.id)).map((e) => e.kind)).not.toContain('dispute_loss');
    expect((await balanceOfBooking(t, won.session.id)).heldCents).toBe(0);
  });

  it('sends the coach’s reversed share again, once, when a dispute lost after the transfer is won after all', async () => {
    const { session, paidAt, transferId } = await transferredSession('2030-01-08T14:00:00.000Z');
    const body = {
      id: 'dp_appeal',
      object: 'dispute',
      charge: 'ch_x',
      payment_intent: session.intentId,
      amount: 8_500,
      reason: 'fraudulent',
    };
    await deliver(stripeEvent('charge.dispute.created', { ...body, status: 'needs_response' }));
    await deliver(stripeEvent('charge.dispute.closed', { ...body, status: 'lost' }));
    await runJobsAt(t, new Date(paidAt.getTime() + HOUR), [session.id]);
    expect(fake.transfers.transfer(transferId)).toMatchObject({ amount_reversed: 8_500, reversed: true });

    // Stripe gives the money back (funds_reinstated), and the dispute reads won; both may arrive, in either order.
    const reinstated = stripeEvent('charge.dispute.funds_reinstated', { ...body, status: 'won' });
    expect((await deliver(reinstated)).json().outcome).toBe('processed');
    expect((await deliver(reinstated)).json().outcome).toBe('duplicate');
    expect((await deliver(stripeEvent('charge.dispute.closed', { ...body, status: 'won' }))).json().outcome).toBe('processed');
    await runJobsAt(t, new Date(paidAt.getTime() + 2 * HOUR), [session.id]);
    await runJobsAt(t, new Date(paidAt.getTime() + 3 * HOUR), [session.id]);

    const sent = [...fake.transfers.transfers.values()].filter((x) => x.transfer_group === `booking-${session.id}`);
    expect(sent.map((x) => x.amount).sort()).toEqual([8_500, 8_500]);
    const again = sent.find((x) => x.id !== transferId);
    expect((await ledgerOf(t, session.id)).map((e) => [e.kind, e.amountCents, e.reference])).toEqual([
      ['authorization', 8_500, session.intentId],
      ['capture', 8_500, session.intentId],
      ['transfer', 8_500, transferId],
      ['platform_fee', 0, transferId],
      ['dispute_loss', 8_500, 'dp_appeal'],
      ['reversal', 8_500, expect.any(String)],
      ['dispute_reinstatement', 8_500, 'dp_appeal'],
      ['transfer', 8_500, again?.id],
    ]);
    // The coach holds their share again and the platform holds nothing: the invariant is back where it was.
    expect(await balanceOfBooking(t, session.id)).toMatchObject({ disputeLostCents: 0, transferredCents: 8_500, heldCents: 0 });
  });

  it('records a reversal made in the Stripe dashboard from transfer.reversed, once', async () => {
    const { session, transferId } = await transferredSession('2030-01-07T13:00:00.000Z');
    const reversal = fake.transfers.createReversal(transferId, { amount: '1000' });
    const event = stripeEvent('transfer.reversed', fake.transfers.transfer(transferId));
    expect((await deliver(event)).json().outcome).toBe('processed');
    expect((await deliver(event)).json().outcome).toBe('duplicate');
    expect(await transferOf(t, session.id)).toMatchObject({ status: 'partially_reversed', reversedCents: 1_000 });
    expect((await ledgerOf(t, session.id)).filter((e) => e.kind === 'reversal')).toEqual([
      expect.objectContaining({ amountCents: 1_000, reference: reversal.id }),
    ]);
  });

  it('keeps a refused reversal’s error on the transfer for admins, and tries again', async () => {
    const { session, paidAt, transferId } = await transferredSession('2030-01-07T14:00:00.000Z');
    // The whole transfer was taken back at Stripe and that webhook never came; then the client is refunded.
    fake.transfers.createReversal(transferId, {});
    const refund = fake.state.refund({ payment_intent: session.intentId });
    const charge = {
      id: 'ch_late',
      object: 'charge',
      payment_intent: session.intentId,
      amount_refunded: 8_500,
      currency: 'usd',
      refunds: { data: [{ id: refund.id }] },
    };
    await deliver(stripeEvent('charge.refunded', charge));
    await runJobsAt(t, new Date(paidAt.getTime() + HOUR), [session.id]);
    expect(await transferOf(t, session.id)).toMatchObject({ status: 'paid', lastError: expect.stringMatching(/^Reversal failed: /) });
  });

  it('records a failed payout to the coach’s bank once, with the coach', async () => {
    const { coach: fresh, accountId } = await paidCoach();
    const payout = {
      id: 'po_failed_1',
      object: 'payout',
      amount: 8_500,
      currency: 'usd',
      failure_code: 'account_closed',
      failure_message: 'The bank account has been closed.',
    };
    const event = { ...stripeEvent('payout.failed', payout), account: accountId };
    expect((await deliver(event)).json().outcome).toBe('processed');
    expect((await deliver({ ...stripeEvent('payout.failed', payout), account: accountId })).json().outcome).toBe('processed');
    const rows = await t.db.select().from(payoutFailures).where(eq(payoutFailures.providerPayoutId, 'po_failed_1'));
    expect(rows).toEqual([expect.objectContaining({ coachId: fresh.id, accountId, amountCents: 8_500, failureCode: 'account_closed' })]);
  });
});
