import { describe, expect, it } from 'vitest';
import { netOfFee, summarizeEarnings, weekStartOf } from './earnings.js';

const at = (iso: string, amountCents = 10_000) => ({ startTime: new Date(iso), amountCents });

describe('summarizeEarnings', () => {
  // Tuesday 2030-04-02 12:00 UTC.
  const now = new Date('2030-04-02T12:00:00Z');

  it('counts a session at 23:30 local on the last day of a month in that month, not the next', () => {
    // 23:30 in New York on Sunday 31 March is 03:30 UTC on 1 April.
    const lateMarch = at('2030-04-01T03:30:00Z');
    const ny = summarizeEarnings([lateMarch], now, 'America/New_York');
    expect(ny.earningsCents.monthly).toBe(0);
    expect(ny.breakdown.monthly.find((r) => r.label === 'Mar 2030')?.amountCents).toBe(10_000);
    expect(ny.breakdown.monthly.find((r) => r.label === 'Apr 2030')?.amountCents).toBe(0);
    // The same instant in UTC is April.
    const utc = summarizeEarnings([lateMarch], now, 'UTC');
    expect(utc.earningsCents.monthly).toBe(10_000);
  });

  it('uses the coach zone for the year boundary too', () => {
    // 23:30 on 31 December in Tokyo (UTC+9) is 14:30 UTC the same day.
    const newYearsEveTokyo = at('2029-12-31T14:30:00Z');
    const s = summarizeEarnings([newYearsEveTokyo], new Date('2030-01-02T00:00:00Z'), 'Asia/Tokyo');
    expect(s.earningsCents.yearly).toBe(0);
    expect(s.breakdown.yearly.map((r) => r.label)).toEqual(['2026', '2027', '2028', '2029', '2030']);
    expect(s.breakdown.yearly.find((r) => r.label === '2029')?.amountCents).toBe(10_000);
  });

  it('starts weeks on Sunday in the coach zone', () => {
    expect(weekStartOf({ year: 2030, month: 4, day: 2 })).toEqual({ year: 2030, month: 3, day: 31 });
    expect(weekStartOf({ year: 2030, month: 3, day: 31 })).toEqual({ year: 2030, month: 3, day: 31 });
    // Saturday 30 March 23:30 in Los Angeles is Sunday 06:30 UTC: last week there.
    const saturdayNight = at('2030-03-31T06:30:00Z');
    expect(summarizeEarnings([saturdayNight], now, 'America/Los_Angeles').earningsCents.weekly).toBe(0);
    expect(summarizeEarnings([saturdayNight], now, 'UTC').earningsCents.weekly).toBe(10_000);
  });

  it('totals and counts every period and lays out 8 weeks, 12 months and 5 years, oldest first', () => {
    const s = summarizeEarnings(
      [
        at('2030-04-01T10:00:00Z', 5_000),
        at('2030-03-10T10:00:00Z', 7_000),
        at('2030-01-15T10:00:00Z', 1_000),
        at('2027-06-01T10:00:00Z', 2_500),
        at('2019-01-01T10:00:00Z', 100),
      ],
      now,
      'UTC',
    );
    expect(s.earningsCents).toEqual({ weekly: 5_000, monthly: 5_000, yearly: 13_000, total: 15_600 });
    expect(s.sessions).toEqual({ weekly: 1, monthly: 1, yearly: 3, total: 5 });
    expect(s.breakdown.weekly).toHaveLength(8);
    expect(s.breakdown.weekly.at(-1)).toEqual({ label: 'Mar 31', amountCents: 5_000 });
    expect(s.breakdown.weekly[0]?.label).toBe('Feb 10');
    expect(s.breakdown.monthly).toHaveLength(12);
    expect(s.breakdown.monthly[0]?.label).toBe('May 2029');
    expect(s.breakdown.monthly.at(-1)?.label).toBe('Apr 2030');
    expect(s.breakdown.yearly.find((r) => r.label === '2027')?.amountCents).toBe(2_500);
    // Older than the breakdown still counts in the total.
    expect(s.breakdown.yearly.reduce((sum, r) => sum + r.amountCents, 0)).toBe(15_500);
  });

  it('is empty for no sessions', () => {
    const s = summarizeEarnings([], now, 'Europe/Berlin');
    expect(s.earningsCents).toEqual({ weekly: 0, monthly: 0, yearly: 0, total: 0 });
    expect(s.breakdown.monthly.every((r) => r.amountCents === 0)).toBe(true);
  });
});

describe('netOfFee', () => {
  it('takes the percentage off, rounded to the cent', () => {
    expect(netOfFee(10_000, 5)).toBe(9_500);
    expect(netOfFee(10_000, 12)).toBe(8_800);
    expect(netOfFee(8_333, 12)).toBe(8_333 - 1_000);
    expect(netOfFee(10_000, 0)).toBe(10_000);
  });
});
