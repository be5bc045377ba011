// The coach's earnings summary: net of the platform fee when beta is off
// (5% Pro / 12% free, at the coach's current plan), gross during beta.
import { netOfFee, summarizeEarnings, type PeriodTotals } from '../../../../shared/domain/earnings.js';
import { centsToDollars } from '../../../../shared/domain/money.js';
import { COACH_PROFILE_MESSAGES, type TEarnings } from '../../../../shared/schemas/coach-profile.js';
import { PLATFORM_FEE_PERCENT } from '../../../../shared/schemas/admin.js';
import { NotFoundError } from '../../../errors/domain-errors.js';
import type { Database } from '../../../db/client.js';
import { createEarningsRepository } from './repository.js';

const dollars = (totals: PeriodTotals): PeriodTotals => ({
  weekly: centsToDollars(totals.weekly),
  monthly: centsToDollars(totals.monthly),
  yearly: centsToDollars(totals.yearly),
  total: centsToDollars(totals.total),
});

export function createEarningsService({ db, beta, now }: { db: Database; beta: boolean; now: () => Date }) {
  const repo = createEarningsRepository(db);
  return {
    async summary(userId: number): Promise<TEarnings> {
      const coach = await repo.coachOf(userId);
      if (!coach) throw new NotFoundError(COACH_PROFILE_MESSAGES.notFound);
      const feePercent = beta ? 0 : PLATFORM_FEE_PERCENT[coach.planType];
      const net = (cents: number) => netOfFee(cents, feePercent);

      const [earned, recent] = await Promise.all([repo.earnedSessions(coach.id), repo.recentSessions(coach.id)]);
      const summary = summarizeEarnings(
        earned.map((s) => ({ startTime: s.startTime, amountCents: net(s.totalPriceCents) })),
        now(),
        coach.timeZone,
      );
      const rows = (list: Array<{ label: string; amountCents: number }>) =>
        list.map((r) => ({ label: r.label, amount: centsToDollars(r.amountCents) }));
      return {
        earnings: dollars(summary.earningsCents),
        sessions: summary.sessions,
        recentSessions: recent.map((s) => ({
          startTime: s.startTime.toISOString(),
          clientName: `${s.clientFirstName} ${s.clientLastName}`,
          totalPrice: centsToDollars(net(s.totalPriceCents)),
        })),
        breakdown: {
          weekly: rows(summary.breakdown.weekly),
          monthly: rows(summary.breakdown.monthly),
          yearly: rows(summary.breakdown.yearly),
        },
      };
    },
  };
}
