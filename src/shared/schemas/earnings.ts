// The coach's payouts (GET /api/coach/earnings/payouts, the CSV export) and
// the admin's fee revenue (GET /api/admin/money). Money in integer cents.
import { z } from 'zod';
import { TRANSFER_STATUSES } from './ledger.js';

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

export const ZAdminMoney = z.object({
  // The last 12 months (UTC), oldest first: fees kept and coach shares sent, net of refunds taken back.
  feeRevenue: z.array(z.object({ month: z.string(), feeCents: z.number().int(), transferredCents: z.number().int() })),
  // How many transfers are in each state (the list itself is GET /api/admin/transfers).
  transferCounts: z.record(z.string(), z.number().int()),
});
export type TAdminMoney = z.infer<typeof ZAdminMoney>;
