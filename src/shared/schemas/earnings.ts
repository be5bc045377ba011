// The coach's payouts (GET /api/coach/earnings/payouts, the CSV export) and
// the admin's money view (GET /api/admin/money). Money in integer cents.
import { z } from 'zod';

export const TRANSFER_STATUSES = ['scheduled', 'in_flight', 'paid', 'failed', 'held', 'skipped', 'partially_reversed', 'reversed'] as const;
const ZTransferStatus = z.enum(TRANSFER_STATUSES);

// A year in the coach's time zone; the current one when left out.
export const ZEarningsYearQuery = z.strictObject({ year: z.coerce.number().int().min(2000).max(2100).optional() });

const ZStageTotal = z.object({ amountCents: z.number().int(), sessions: z.number().int() });

export const ZPayoutBooking = z.object({
  bookingId: z.number().int(),
  startTime: z.string(),
  clientInitials: z.string(),
  grossCents: z.number().int(),
  feeCents: z.number().int(),
  netCents: z.number().int(),
});

export const ZCoachPayouts = z.object({
  year: z.number().int(),
  // Years with sessions, newest first, for the year picker (always includes `year`).
  years: z.array(z.number().int()),
  // All time: pending = paid sessions not yet completed; onTheWay = completed,
  // transfer not yet in the payout account; paidOut = transferred (less reversals).
  totals: z.object({ pending: ZStageTotal, onTheWay: ZStageTotal, paidOut: ZStageTotal }),
  // The transfers of `year` (by the day paid, or due when not paid yet), newest first.
  payouts: z.array(
    z.object({
      id: z.number().int(),
      status: ZTransferStatus,
      netCents: z.number().int(),
      feeCents: z.number().int(),
      grossCents: z.number().int(),
      dueAt: z.string(),
      paidAt: z.string().nullable(),
      bookings: z.array(ZPayoutBooking),
    }),
  ),
});
export type TCoachPayouts = z.infer<typeof ZCoachPayouts>;

export const ZAdminMoneyQuery = z.strictObject({ status: ZTransferStatus.optional() });

export const ZAdminMoney = z.object({
  // The last 12 months (UTC), oldest first: fees kept and coach shares sent, net of refunds taken back.
  feeRevenue: z.array(z.object({ month: z.string(), feeCents: z.number().int(), transferredCents: z.number().int() })),
  transferCounts: z.record(z.string(), z.number().int()),
  transfers: z.array(
    z.object({
      id: z.number().int(),
      bookingId: z.number().int(),
      coachName: z.string(),
      status: ZTransferStatus,
      amountCents: z.number().int(),
      feeCents: z.number().int(),
      reversedCents: z.number().int(),
      dueAt: z.string(),
      paidAt: z.string().nullable(),
      attempts: z.number().int(),
      holdReason: z.string().nullable(),
      lastError: z.string().nullable(),
    }),
  ),
  reconciliation: z.array(
    z.object({
      id: z.number().int(),
      runDate: z.string(),
      status: z.string(),
      bookingsChecked: z.number().int(),
      mismatchCount: z.number().int(),
      error: z.string().nullable(),
      finishedAt: z.string().nullable(),
      mismatches: z.array(
        z.object({
          bookingId: z.number().int().nullable(),
          check: z.string(),
          ledgerCents: z.number().int(),
          gatewayCents: z.number().int().nullable(),
          detail: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type TAdminMoney = z.infer<typeof ZAdminMoney>;
