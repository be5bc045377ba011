// The coach's money on its way: totals per stage, the transfers of a year
// with their bookings, and the same year as a CSV (client initials only).
import { toCsv } from '../../../../shared/domain/csv.js';
import { stageOf, stageTotals, type EarningRow, type StagedEarning } from '../../../../shared/domain/payout-earnings.js';
import { localDateOf } from '../../../../shared/domain/time-zone.js';
import { COACH_PROFILE_MESSAGES } from '../../../../shared/schemas/coach-profile.js';
import type { TCoachPayouts } from '../../../../shared/schemas/earnings.js';
import { PLATFORM_FEE_PERCENT } from '../../../../shared/schemas/admin.js';
import { NotFoundError } from '../../../errors/domain-errors.js';
import type { Database } from '../../../db/client.js';
import { createEarningsRepository } from './repository.js';
import { createPayoutsRepository } from './payouts-repository.js';

export const CSV_HEADER = ['date', 'client initials', 'gross', 'fee', 'net', 'payout'] as const;

type Row = Awaited<ReturnType<ReturnType<typeof createPayoutsRepository>['earningRows']>>[number];
type Staged = StagedEarning & { row: EarningRow };

const toEarningRow = (r: Row): EarningRow => ({
  bookingId: r.bookingId,
  startTime: r.startTime,
  bookingStatus: r.bookingStatus,
  paymentStatus: r.paymentStatus,
  totalPriceCents: r.totalPriceCents,
  clientFirstName: r.clientFirstName,
  clientLastName: r.clientLastName,
  transfer:
    r.transferId === null || r.transferStatus === null || r.dueAt === null
      ? null
      : {
          id: r.transferId,
          status: r.transferStatus,
          amountCents: r.amountCents ?? 0,
          feeCents: r.feeCents ?? 0,
          reversedCents: r.reversedCents ?? 0,
          feeRefundedCents: r.feeRefundedCents,
          dueAt: r.dueAt,
          paidAt: r.paidAt,
        },
});

const isoDay = (date: Date, timeZone: string) => {
  const d = localDateOf(date, timeZone);
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
};

function payoutLabel(s: Staged, timeZone: string): string {
  const t = s.row.transfer;
  if (s.stage === 'pending') return 'Pending';
  if (!t) return 'On the way';
  if (t.status === 'reversed') return 'Reversed';
  if (s.stage === 'paid_out') return `Paid ${isoDay(t.paidAt ?? t.dueAt, timeZone)}`;
  return t.status === 'held' ? 'On hold' : `On the way (due ${isoDay(t.dueAt, timeZone)})`;
}

export function createPayoutsService({ db, beta, now }: { db: Database; beta: boolean; now: () => Date }) {
  const coaches = createEarningsRepository(db);
  const repo = createPayoutsRepository(db);

  async function load(userId: number) {
    const coach = await coaches.coachOf(userId);
    if (!coach) throw new NotFoundError(COACH_PROFILE_MESSAGES.notFound);
    const feePercent = beta ? 0 : PLATFORM_FEE_PERCENT[coach.planType];
    const staged: Staged[] = [];
    for (const r of await repo.earningRows(coach.id)) {
      const row = toEarningRow(r);
      const s = stageOf(row, feePercent);
      if (s) staged.push({ ...s, row });
    }
    return { timeZone: coach.timeZone, staged };
  }

  const yearOf = (date: Date, timeZone: string) => localDateOf(date, timeZone).year;

  return {
    async payouts(userId: number, year: number | undefined): Promise<TCoachPayouts> {
      const { timeZone, staged } = await load(userId);
      const chosen = year ?? yearOf(now(), timeZone);
      const totals = stageTotals(staged);
      const years = new Set([chosen, ...staged.map((s) => yearOf(s.startTime, timeZone))]);
      // One transfer per booking today; a payout lists its bookings so a
      // batched transfer would fit without a change of shape.
      const payouts = staged
        .filter((s) => s.row.transfer && yearOf(s.row.transfer.paidAt ?? s.row.transfer.dueAt, timeZone) === chosen)
        .map((s) => {
          const t = s.row.transfer as NonNullable<EarningRow['transfer']>;
          const booking = {
            bookingId: s.bookingId,
            startTime: s.startTime.toISOString(),
            clientInitials: s.clientInitials,
            grossCents: s.grossCents,
            feeCents: s.feeCents,
            netCents: s.netCents,
          };
          return {
            id: t.id,
            status: t.status,
            netCents: s.netCents,
            feeCents: s.feeCents,
            grossCents: s.grossCents,
            dueAt: t.dueAt.toISOString(),
            paidAt: t.paidAt?.toISOString() ?? null,
            bookings: [booking],
          };
        })
        .sort((a, b) => (b.paidAt ?? b.dueAt).localeCompare(a.paidAt ?? a.dueAt) || b.id - a.id);
      return {
        year: chosen,
        years: [...years].sort((a, b) => b - a),
        totals: { pending: totals.pending, onTheWay: totals.on_the_way, paidOut: totals.paid_out },
        payouts,
      };
    },

    // Every session of the year (in the coach's zone) that earns the coach money, oldest first.
    async csv(userId: number, year: number | undefined): Promise<{ year: number; body: string }> {
      const { timeZone, staged } = await load(userId);
      const chosen = year ?? yearOf(now(), timeZone);
      const rows = staged
        .filter((s) => yearOf(s.startTime, timeZone) === chosen)
        .sort((a, b) => a.startTime.getTime() - b.startTime.getTime() || a.bookingId - b.bookingId)
        .map((s) => [
          isoDay(s.startTime, timeZone),
          s.clientInitials,
          { cents: s.grossCents },
          { cents: s.feeCents },
          { cents: s.netCents },
          payoutLabel(s, timeZone),
        ]);
      return { year: chosen, body: toCsv(CSV_HEADER, rows) };
    },
  };
}
