import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_POLICIES,
  fullRefundUntil,
  isCancellationPolicy,
  nextRefundDrop,
  refundCents,
  refundPercent,
} from './cancellation-policy.js';
import { HOUR_MS } from './time-units.js';
import { zonedWallTimeToUtc } from './time-zone.js';

// The instant a zone's clocks show 'YYYY-MM-DD' 'HH:MM'.
function zonedTimeToInstant(date: string, time: string, timeZone: string): Date {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const instant = zonedWallTimeToUtc({ year, month, day }, { hour, minute }, timeZone);
  if (!instant) throw new Error(`${date} ${time} does not exist in ${timeZone}`);
  return instant;
}

const start = new Date('2030-06-10T15:00:00Z');
const hoursBefore = (hours: number) => new Date(start.getTime() - hours * HOUR_MS);
const MS = 1;

describe('refundPercent', () => {
  it('Flexible: full until 24 h before, 50% after, also after the start', () => {
    expect(refundPercent('flexible', start, hoursBefore(30 * 24))).toBe(100);
    expect(refundPercent('flexible', start, hoursBefore(24))).toBe(100);
    expect(refundPercent('flexible', start, new Date(hoursBefore(24).getTime() + MS))).toBe(50);
    expect(refundPercent('flexible', start, hoursBefore(0.1))).toBe(50);
    expect(refundPercent('flexible', start, hoursBefore(-0.5))).toBe(50);
  });

  it('Moderate: full until 48 h, 50% until 24 h, none after', () => {
    expect(refundPercent('moderate', start, hoursBefore(48))).toBe(100);
    expect(refundPercent('moderate', start, new Date(hoursBefore(48).getTime() + MS))).toBe(50);
    expect(refundPercent('moderate', start, hoursBefore(24))).toBe(50);
    expect(refundPercent('moderate', start, new Date(hoursBefore(24).getTime() + MS))).toBe(0);
    expect(refundPercent('moderate', start, hoursBefore(1))).toBe(0);
  });

  it('Strict: full until 7 days, 50% until 48 h, none after', () => {
    expect(refundPercent('strict', start, hoursBefore(7 * 24))).toBe(100);
    expect(refundPercent('strict', start, new Date(hoursBefore(7 * 24).getTime() + MS))).toBe(50);
    expect(refundPercent('strict', start, hoursBefore(48))).toBe(50);
    expect(refundPercent('strict', start, new Date(hoursBefore(48).getTime() + MS))).toBe(0);
  });
});

describe('refundCents', () => {
  it('rounds half of an odd number of cents down', () => {
    expect(refundCents('flexible', 8_501, start, hoursBefore(2))).toBe(4_250);
    expect(refundCents('moderate', 1, start, hoursBefore(30))).toBe(0);
    expect(refundCents('strict', 99_999, start, hoursBefore(100))).toBe(49_999);
  });

  it('refunds the whole price, to the cent, before the first cutoff', () => {
    expect(refundCents('strict', 12_345, start, hoursBefore(200))).toBe(12_345);
  });

  it('returns integers for every policy and price', () => {
    for (const policy of CANCELLATION_POLICIES) {
      for (const price of [0, 1, 3, 999, 8_500, 12_345]) {
        for (const hours of [0, 12, 24, 36, 48, 100, 168, 200]) {
          expect(Number.isInteger(refundCents(policy, price, start, hoursBefore(hours)))).toBe(true);
        }
      }
    }
  });
});

describe('across a daylight-saving change', () => {
  // Berlin moves its clocks from 02:00 to 03:00 on Sunday 31 March 2030.
  // A 10:00 session that Sunday starts 08:00 UTC; 24 elapsed hours earlier is
  // 09:00 on Saturday by the Berlin clock, not 10:00.
  const sundayTen = zonedTimeToInstant('2030-03-31', '10:00', 'Europe/Berlin');

  it('counts elapsed hours, not the wall clock', () => {
    expect(sundayTen.toISOString()).toBe('2030-03-31T08:00:00.000Z');
    const saturdayNine = zonedTimeToInstant('2030-03-30', '09:00', 'Europe/Berlin');
    const saturdayNineThirty = zonedTimeToInstant('2030-03-30', '09:30', 'Europe/Berlin');
    expect(refundPercent('flexible', sundayTen, saturdayNine)).toBe(100);
    // 24.5 hours before by the clock, but only 23.5 hours of real time.
    expect(refundPercent('flexible', sundayTen, saturdayNineThirty)).toBe(50);
    expect(fullRefundUntil('flexible', sundayTen)).toEqual(saturdayNine);
  });

  it('does the same when the clocks go back (New York, 3 November 2030)', () => {
    const sundayNoon = zonedTimeToInstant('2030-11-03', '12:00', 'America/New_York');
    // 48 elapsed hours before is 13:00 on Friday by the New York clock.
    expect(fullRefundUntil('moderate', sundayNoon)).toEqual(zonedTimeToInstant('2030-11-01', '13:00', 'America/New_York'));
  });
});

describe('client and coach in different zones', () => {
  it('gives the same answer whatever zone either of them is in: only the instants count', () => {
    // Coach in Tokyo teaches at 09:00 their time; the client in Los Angeles
    // cancels at 16:30 their time the evening before (a 24 h boundary case).
    const session = zonedTimeToInstant('2030-08-20', '09:00', 'Asia/Tokyo');
    const cancelLa = zonedTimeToInstant('2030-08-18', '17:00', 'America/Los_Angeles');
    expect(session.getTime() - cancelLa.getTime()).toBe(24 * HOUR_MS);
    expect(refundPercent('flexible', session, cancelLa)).toBe(100);
    const aMinuteLater = zonedTimeToInstant('2030-08-18', '17:01', 'America/Los_Angeles');
    expect(refundPercent('flexible', session, aMinuteLater)).toBe(50);
  });
});

describe('fullRefundUntil and nextRefundDrop', () => {
  it('names the last full-refund instant of each policy', () => {
    expect(fullRefundUntil('flexible', start)).toEqual(hoursBefore(24));
    expect(fullRefundUntil('moderate', start)).toEqual(hoursBefore(48));
    expect(fullRefundUntil('strict', start)).toEqual(hoursBefore(168));
  });

  it('says until when the current amount holds and what comes next', () => {
    expect(nextRefundDrop('moderate', start, hoursBefore(72))).toEqual({ until: hoursBefore(48), percent: 50 });
    expect(nextRefundDrop('moderate', start, hoursBefore(30))).toEqual({ until: hoursBefore(24), percent: 0 });
    expect(nextRefundDrop('moderate', start, hoursBefore(2))).toBeNull();
    expect(nextRefundDrop('flexible', start, hoursBefore(2))).toBeNull();
  });
});

it('recognises the three policy names only', () => {
  expect(CANCELLATION_POLICIES.every(isCancellationPolicy)).toBe(true);
  expect(isCancellationPolicy('lenient')).toBe(false);
  expect(isCancellationPolicy(undefined)).toBe(false);
});
