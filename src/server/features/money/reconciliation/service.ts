// The daily reconciliation (docs/decisions/0048-ledger-and-transfers.md): for
// each booking with money captured, our ledger against the gateway's own
// records (the payment's capture and refunds, the transfer net of reversals),
// and our own invariant: what the platform still holds is never negative and
// is nothing once the booking is settled. Disagreements are stored for admins.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.js';
import type { TransferGateway } from '../../../integrations/payments/transfer-gateway.js';
import { creditInvariantProblems } from '../../../../shared/domain/packages.js';
import { purchaseSums, type PurchaseSums } from '../packages/invariants-repository.js';
import { seatSums, type SeatSums } from './seat-sums-repository.js';
import { createReconciliationRepository, RECONCILE_BATCH, type BookingSums, type MismatchValues } from './repository.js';

const SETTLED_TRANSFERS = ['paid', 'partially_reversed', 'reversed', 'skipped'];

export function createReconciliationService({ db, gateway, log }: { db: Database; gateway: TransferGateway; log: FastifyBaseLogger }) {
  const repo = createReconciliationRepository(db);

  async function check(sums: BookingSums): Promise<MismatchValues[]> {
    const found: MismatchValues[] = [];
    const bookingId = sums.bookingId;
    const held = sums.captured - sums.refunded - sums.disputeLost - sums.transferred - sums.fee;
    const settled = (sums.transferStatus !== null && SETTLED_TRANSFERS.includes(sums.transferStatus)) || sums.paymentStatus === 'refunded';
    if (held < 0 || (settled && held !== 0))
      found.push({
        bookingId,
        check: 'held',
        ledgerCents: held,
        gatewayCents: null,
        detail: settled ? 'settled but money still held' : 'more paid out than captured',
      });
    const payment = sums.intentId ? await gateway.paymentRecord(sums.intentId) : undefined;
    const theirs = payment ?? { capturedCents: 0, refundedCents: 0 };
    if (theirs.capturedCents !== sums.captured)
      found.push({
        bookingId,
        check: 'captured',
        ledgerCents: sums.captured,
        gatewayCents: theirs.capturedCents,
        detail: payment ? null : 'payment not found at the gateway',
      });
    if (theirs.refundedCents !== sums.refunded)
      found.push({ bookingId, check: 'refunded', ledgerCents: sums.refunded, gatewayCents: theirs.refundedCents, detail: null });
    const transfer = sums.transferId ? await gateway.transferRecord(sums.transferId) : undefined;
    // The booking's transfer at the gateway; a share sent again after a reinstated dispute is a transfer of its own.
    const transferred = transfer ? transfer.amountCents - transfer.reversedCents : 0;
    if (transferred !== sums.transferred - sums.resent)
      found.push({
        bookingId,
        check: 'transferred',
        ledgerCents: sums.transferred - sums.resent,
        gatewayCents: transferred,
        detail: sums.transferId && !transfer ? 'transfer not found at the gateway' : null,
      });
    return found;
  }

  // A package or membership purchase (docs/decisions/0055-packages-and-memberships.md):
  // both section 12 invariants, and its one charge and its refunds against the gateway.
  async function checkPurchase(sums: PurchaseSums): Promise<MismatchValues[]> {
    const found: MismatchValues[] = [];
    const label = `package purchase ${sums.purchaseId}`;
    for (const problem of creditInvariantProblems(sums))
      found.push({ bookingId: null, check: 'credits', ledgerCents: sums.creditsOnRow, gatewayCents: null, detail: `${label}: ${problem}` });
    // Every charge of the purchase: its own, and a membership's monthly ones.
    const theirs = { capturedCents: 0, refundedCents: 0 };
    for (const id of [sums.intentId, ...sums.renewalPaymentIds]) {
      const payment = await gateway.paymentRecord(id);
      theirs.capturedCents += payment?.capturedCents ?? 0;
      theirs.refundedCents += payment?.refundedCents ?? 0;
    }
    if (theirs.capturedCents !== sums.money.paid)
      found.push({ bookingId: null, check: 'captured', ledgerCents: sums.money.paid, gatewayCents: theirs.capturedCents, detail: label });
    if (theirs.refundedCents !== sums.money.refunded)
      found.push({
        bookingId: null,
        check: 'refunded',
        ledgerCents: sums.money.refunded,
        gatewayCents: theirs.refundedCents,
        detail: label,
      });
    return found;
  }

  // A program seat (docs/decisions/0081-program-payouts.md): paid = transferred + fee +
  // refunded + held, with held never negative and nothing once the seat is settled;
  // its charge, refunds and per-meeting transfers against the gateway.
  async function checkSeat(sums: SeatSums): Promise<MismatchValues[]> {
    const found: MismatchValues[] = [];
    const label = `program seat ${sums.seatId}`;
    const { paid, refunded, transferred, fee } = sums.money;
    const held = paid - refunded - transferred - fee;
    if (held < 0 || (sums.settled && held !== 0))
      found.push({
        bookingId: null,
        check: 'held',
        ledgerCents: held,
        gatewayCents: null,
        detail: `${label}: ${sums.settled ? 'settled but money still held' : 'more paid out than paid'}`,
      });
    const payment = await gateway.paymentRecord(sums.intentId);
    if ((payment?.capturedCents ?? 0) !== paid)
      found.push({ bookingId: null, check: 'captured', ledgerCents: paid, gatewayCents: payment?.capturedCents ?? 0, detail: label });
    if ((payment?.refundedCents ?? 0) !== refunded)
      found.push({ bookingId: null, check: 'refunded', ledgerCents: refunded, gatewayCents: payment?.refundedCents ?? 0, detail: label });
    let theirs = 0;
    for (const id of sums.transferIds) {
      const transfer = await gateway.transferRecord(id);
      theirs += transfer ? transfer.amountCents - transfer.reversedCents : 0;
    }
    if (theirs !== transferred)
      found.push({ bookingId: null, check: 'transferred', ledgerCents: transferred, gatewayCents: theirs, detail: label });
    return found;
  }

  async function checkSeats(): Promise<{ checked: number; mismatches: MismatchValues[] }> {
    const mismatches: MismatchValues[] = [];
    let checked = 0;
    for (let after = 0; ;) {
      const page = await seatSums(db, after, RECONCILE_BATCH);
      for (const sums of page) {
        if (sums.provider !== gateway.provider) continue;
        mismatches.push(...(await checkSeat(sums)));
        checked += 1;
      }
      const last = page.at(-1);
      if (!last) break;
      after = last.seatId;
    }
    return { checked, mismatches };
  }

  async function checkPurchases(): Promise<{ checked: number; mismatches: MismatchValues[] }> {
    const mismatches: MismatchValues[] = [];
    let checked = 0;
    for (let after = 0; ;) {
      const page = await purchaseSums(db, after, RECONCILE_BATCH);
      for (const sums of page) {
        if (sums.provider !== gateway.provider) continue;
        mismatches.push(...(await checkPurchase(sums)));
        checked += 1;
      }
      const last = page.at(-1);
      if (!last) break;
      after = last.purchaseId;
    }
    return { checked, mismatches };
  }

  return {
    // Every purchase's invariants now (the daily run includes them; tests call it directly).
    checkPurchases,
    // Every program seat's invariant now (the daily run includes it; tests call it directly).
    checkSeats,

    // Runs once per UTC day whichever process gets there first; returns the mismatches found (or 0 when not its turn).
    async runDaily(now: Date): Promise<number> {
      const runId = await repo.startRun(now.toISOString().slice(0, 10), now);
      if (runId === undefined) return 0;
      const mismatches: MismatchValues[] = [];
      let checked = 0;
      try {
        for (let after = 0; ;) {
          const page = await repo.bookingSums(after);
          // Only this gateway's bookings: money taken by another provider is not in its records.
          for (const sums of page) if (sums.provider === gateway.provider) mismatches.push(...(await check(sums)));
          checked += page.filter((s) => s.provider === gateway.provider).length;
          const last = page.at(-1);
          if (!last) break;
          after = last.bookingId;
        }
        const purchases = await checkPurchases();
        mismatches.push(...purchases.mismatches);
        checked += purchases.checked;
        const seats = await checkSeats();
        mismatches.push(...seats.mismatches);
        checked += seats.checked;
        await repo.finishRun(runId, checked, mismatches, new Date(now), undefined);
      } catch (error) {
        log.error({ err: error }, 'reconciliation failed');
        await repo.finishRun(runId, checked, mismatches, now, error instanceof Error ? error.message : String(error));
      }
      return mismatches.length;
    },

    // A page of runs, newest first, and the mismatches of the run asked for (else the newest).
    async history(page: number, pageSize: number, runId?: number) {
      const [runs, total, newest] = await Promise.all([
        repo.recentRuns(pageSize, (page - 1) * pageSize),
        repo.countRuns(),
        runId === undefined ? repo.recentRuns(1) : Promise.resolve([]),
      ]);
      if (runId !== undefined && !(await repo.runExists(runId))) return null;
      const shown = runId ?? newest[0]?.id ?? null;
      return { runs, total, runId: shown, mismatches: shown === null ? [] : await repo.mismatchesOf(shown) };
    },
  };
}

export type ReconciliationService = ReturnType<typeof createReconciliationService>;
