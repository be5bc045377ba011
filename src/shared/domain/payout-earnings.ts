// Where each of a coach's paid sessions stands on its way to the coach
// (docs/decisions/0049-earnings-and-pro-subscription-events.md). Pure: the
// server passes one row per booking with its transfer (if the transfer job
// has made one yet); everything is integer cents.
import { netOfFee } from './earnings.js';

// pending     the session has not been completed yet (paid, still to happen or to be marked done)
// on_the_way  completed; the transfer is scheduled, under way, held or being retried
// paid_out    the transfer reached the coach's payout account
export type PayoutStage = 'pending' | 'on_the_way' | 'paid_out';

export type TransferStatus = 'scheduled' | 'in_flight' | 'paid' | 'failed' | 'held' | 'skipped' | 'partially_reversed' | 'reversed';

export type EarningRow = {
  bookingId: number;
  startTime: Date;
  bookingStatus: 'pending' | 'confirmed' | 'cancelled' | 'completed';
  paymentStatus: 'pending' | 'paid' | 'refunded' | 'partially_refunded';
  totalPriceCents: number;
  clientFirstName: string;
  clientLastName: string;
  transfer: {
    id: number;
    status: TransferStatus;
    amountCents: number;
    feeCents: number;
    reversedCents: number;
    feeRefundedCents: number;
    dueAt: Date;
    paidAt: Date | null;
  } | null;
};

export type StagedEarning = {
  bookingId: number;
  startTime: Date;
  clientInitials: string;
  stage: PayoutStage;
  grossCents: number;
  feeCents: number;
  netCents: number;
};

const PAID: ReadonlySet<TransferStatus> = new Set(['paid', 'partially_reversed', 'reversed']);

/** "Maya Chen" -> "M.C."; the coach's exports never carry clients' names. */
export function clientInitials(firstName: string, lastName: string): string {
  const initial = (name: string) => {
    const first = [...name.trim()][0];
    return first ? `${first.toUpperCase()}.` : '';
  };
  return `${initial(firstName)}${initial(lastName)}`;
}

/**
 * The stage and the amounts of one booking; undefined when no money is on its
 * way to the coach (cancelled, refunded before the transfer, never paid).
 * Before the transfer exists the fee is the one the coach's plan takes now;
 * a partly refunded session shows once the transfer job has worked out its share.
 */
export function stageOf(row: EarningRow, feePercent: number): StagedEarning | undefined {
  const base = {
    bookingId: row.bookingId,
    startTime: row.startTime,
    clientInitials: clientInitials(row.clientFirstName, row.clientLastName),
  };
  const t = row.transfer;
  if (t) {
    if (t.status === 'skipped') return undefined;
    // After a refund the transfer is partly taken back: what the coach keeps.
    const netCents = t.amountCents - t.reversedCents;
    const feeCents = t.feeCents - t.feeRefundedCents;
    const stage: PayoutStage = PAID.has(t.status) ? 'paid_out' : 'on_the_way';
    return { ...base, stage, grossCents: netCents + feeCents, feeCents, netCents };
  }
  if (row.paymentStatus !== 'paid' || row.bookingStatus === 'cancelled') return undefined;
  const netCents = netOfFee(row.totalPriceCents, feePercent);
  const stage: PayoutStage = row.bookingStatus === 'completed' ? 'on_the_way' : 'pending';
  return { ...base, stage, grossCents: row.totalPriceCents, feeCents: row.totalPriceCents - netCents, netCents };
}

export type StageTotals = Record<PayoutStage, { amountCents: number; sessions: number }>;

export function stageTotals(staged: readonly StagedEarning[]): StageTotals {
  const totals: StageTotals = {
    pending: { amountCents: 0, sessions: 0 },
    on_the_way: { amountCents: 0, sessions: 0 },
    paid_out: { amountCents: 0, sessions: 0 },
  };
  for (const s of staged) {
    totals[s.stage].amountCents += s.netCents;
    totals[s.stage].sessions += 1;
  }
  return totals;
}
