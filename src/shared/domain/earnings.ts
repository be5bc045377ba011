// Coach earnings by period, in the COACH's time zone: a session at 23:30 local
// on the last day of a month belongs to that month whatever UTC says. Pure:
// the caller passes the sessions (already completed and paid), now and the zone.
import { addDays, localDateToUtcMs, type LocalDate } from './local-date.js';
import { localDateOf } from './time-zone.js';

export type EarningSession = { startTime: Date; amountCents: number };
export type PeriodTotals = { weekly: number; monthly: number; yearly: number; total: number };
export type BreakdownRow = { label: string; amountCents: number };
export type EarningsSummary = {
  earningsCents: PeriodTotals;
  sessions: PeriodTotals;
  breakdown: { weekly: BreakdownRow[]; monthly: BreakdownRow[]; yearly: BreakdownRow[] };
};

export const BREAKDOWN_WEEKS = 8;
export const BREAKDOWN_MONTHS = 12;
export const BREAKDOWN_YEARS = 5;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The Sunday that starts the week of a date (weeks run Sunday to Saturday). */
export function weekStartOf(date: LocalDate): LocalDate {
  const sundayIndex = new Date(localDateToUtcMs(date)).getUTCDay();
  return addDays(date, -sundayIndex);
}

const weekKey = (date: LocalDate) => localDateToUtcMs(weekStartOf(date));
const monthKey = (date: LocalDate) => date.year * 12 + (date.month - 1);
const monthName = (month: number) => MONTHS[month - 1] ?? '';

/**
 * The platform fee comes off each session (rounded to the cent) when beta is
 * off: percent is 5 for Pro and 12 for free coaches, 0 during beta.
 */
export function netOfFee(amountCents: number, feePercent: number): number {
  return amountCents - Math.round((amountCents * feePercent) / 100);
}

export function summarizeEarnings(sessions: readonly EarningSession[], now: Date, timeZone: string): EarningsSummary {
  const today = localDateOf(now, timeZone);
  const thisWeek = weekKey(today);
  const thisMonth = monthKey(today);

  const weekStarts = Array.from({ length: BREAKDOWN_WEEKS }, (_, i) => addDays(weekStartOf(today), -7 * (BREAKDOWN_WEEKS - 1 - i)));
  const weekly = weekStarts.map((start) => ({
    key: localDateToUtcMs(start),
    label: `${monthName(start.month)} ${start.day}`,
    amountCents: 0,
  }));
  const monthly = Array.from({ length: BREAKDOWN_MONTHS }, (_, i) => {
    const key = thisMonth - (BREAKDOWN_MONTHS - 1 - i);
    const year = Math.floor(key / 12);
    return { key, label: `${monthName((key % 12) + 1)} ${year}`, amountCents: 0 };
  });
  const yearly = Array.from({ length: BREAKDOWN_YEARS }, (_, i) => {
    const key = today.year - (BREAKDOWN_YEARS - 1 - i);
    return { key, label: String(key), amountCents: 0 };
  });

  const earningsCents: PeriodTotals = { weekly: 0, monthly: 0, yearly: 0, total: 0 };
  const counts: PeriodTotals = { weekly: 0, monthly: 0, yearly: 0, total: 0 };
  const add = (period: keyof PeriodTotals, cents: number) => {
    earningsCents[period] += cents;
    counts[period] += 1;
  };

  for (const session of sessions) {
    const date = localDateOf(session.startTime, timeZone);
    const cents = session.amountCents;
    add('total', cents);
    if (weekKey(date) === thisWeek) add('weekly', cents);
    if (monthKey(date) === thisMonth) add('monthly', cents);
    if (date.year === today.year) add('yearly', cents);
    const w = weekly.find((row) => row.key === weekKey(date));
    if (w) w.amountCents += cents;
    const m = monthly.find((row) => row.key === monthKey(date));
    if (m) m.amountCents += cents;
    const y = yearly.find((row) => row.key === date.year);
    if (y) y.amountCents += cents;
  }

  const rows = (list: Array<{ label: string; amountCents: number }>) => list.map(({ label, amountCents }) => ({ label, amountCents }));
  return { earningsCents, sessions: counts, breakdown: { weekly: rows(weekly), monthly: rows(monthly), yearly: rows(yearly) } };
}
