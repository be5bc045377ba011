// Responses of the money screens (docs/decisions/0048-ledger-and-transfers.md):
// the admin's transfers (with disputes and failed payouts) and reconciliation,
// and the coach's failed payouts. Amounts in integer cents.
import { z } from 'zod';

export const TRANSFER_STATUSES = ['scheduled', 'in_flight', 'paid', 'failed', 'held', 'skipped', 'partially_reversed', 'reversed'] as const;

export const ZAdminTransfersQuery = z.object({ status: z.enum(TRANSFER_STATUSES).optional() });

const iso = z.iso.datetime({ offset: true });

export const ZAdminTransfer = z.object({
  id: z.number(),
  bookingId: z.number(),
  coachId: z.number(),
  coachName: z.string(),
  status: z.enum(TRANSFER_STATUSES),
  amountCents: z.number(),
  feeCents: z.number(),
  reversedCents: z.number(),
  dueAt: iso,
  nextAttemptAt: iso,
  attempts: z.number(),
  lastError: z.string().nullable(),
  holdReason: z.enum(['no_show_report', 'dispute', 'payouts_not_enabled']).nullable(),
  providerTransferId: z.string().nullable(),
  paidAt: iso.nullable(),
});

export const ZAdminDispute = z.object({
  id: z.number(),
  bookingId: z.number().nullable(),
  providerDisputeId: z.string(),
  amountCents: z.number(),
  reason: z.string().nullable(),
  status: z.string(),
  createdAt: iso,
});

export const ZPayoutFailure = z.object({
  id: z.number(),
  amountCents: z.number(),
  currency: z.string(),
  failureCode: z.string().nullable(),
  failureMessage: z.string().nullable(),
  createdAt: iso,
});

export const ZAdminPayoutFailure = ZPayoutFailure.extend({ coachId: z.number().nullable(), coachName: z.string().nullable() });

export const ZAdminTransfers = z.object({
  transfers: z.array(ZAdminTransfer),
  disputes: z.array(ZAdminDispute),
  payoutFailures: z.array(ZAdminPayoutFailure),
});

// Past runs come a page at a time, newest first; runId picks the run whose mismatches are shown.
export const RECONCILIATION_RUNS_PAGE = 14;
export const ZAdminReconciliationQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  runId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type TAdminReconciliationQuery = z.infer<typeof ZAdminReconciliationQuery>;

export const ZAdminReconciliation = z.object({
  runs: z.array(
    z.object({
      id: z.number(),
      runDate: z.string(),
      status: z.enum(['running', 'ok', 'mismatches', 'failed']),
      bookingsChecked: z.number(),
      mismatchCount: z.number(),
      error: z.string().nullable(),
      startedAt: iso,
      finishedAt: iso.nullable(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
  // The run whose mismatches follow: the one asked for, else the newest; null before the first run.
  runId: z.number().nullable(),
  mismatches: z.array(
    z.object({
      bookingId: z.number().nullable(),
      check: z.enum(['captured', 'refunded', 'transferred', 'held', 'credits']),
      ledgerCents: z.number(),
      gatewayCents: z.number().nullable(),
      detail: z.string().nullable(),
    }),
  ),
});

export const ZCoachPayoutFailures = z.object({ payoutFailures: z.array(ZPayoutFailure) });

export const LEDGER_MESSAGES = {
  transferNotFound: 'Transfer not found.',
  runNotFound: 'Reconciliation run not found.',
  notRetryable: 'Only a failed or held transfer can be retried now.',
} as const;

export type TAdminTransfers = z.infer<typeof ZAdminTransfers>;
export type TAdminReconciliation = z.infer<typeof ZAdminReconciliation>;
export type TCoachPayoutFailures = z.infer<typeof ZCoachPayoutFailures>;
