import { describe, expect, it } from 'vitest';
import { parseClockTime } from './clock-time.js';
import { addDays, formatLocalDate, weekdayOf } from './local-date.js';
import { isValidTimeZone, localDateKey, startOfZonedDay, utcToZonedParts, zoneOffsetMs, zonedWallTimeToUtc } from './time-zone.js';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);
const wall = (tz: string, y: number, mo: number, d: number, h: number, mi: number): string | null =>
  iso(zonedWallTimeToUtc({ year: y, month: mo, day: d }, { hour: h, minute: mi }, tz));

describe('isValidTimeZone', () => {
  it('accepts IANA zones and rejects anything else', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Asia/Kathmandu')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone(undefined as unknown as string)).toBe(false);
  });
});

describe('zonedWallTimeToUtc', () => {
  // [zone, year, month, day, hour, minute] → the UTC instant, or null where that wall time does not exist.
  type Case = [string, number, number, number, number, number, string | null];
  const cases: Record<string, Case[]> = {
    'converts ordinary local times, including non-hour offsets': [
      ['Europe/Berlin', 2024, 6, 3, 9, 0, '2024-06-03T07:00:00.000Z'],
      ['Asia/Kolkata', 2024, 6, 3, 9, 0, '2024-06-03T03:30:00.000Z'],
      ['Asia/Kathmandu', 2024, 6, 3, 9, 0, '2024-06-03T03:15:00.000Z'],
      ['Australia/Adelaide', 2024, 6, 3, 9, 0, '2024-06-02T23:30:00.000Z'],
    ],
    'returns null for times skipped by spring-forward (US and EU dates)': [
      ['America/New_York', 2024, 3, 10, 2, 30, null],
      ['America/New_York', 2024, 3, 10, 3, 0, '2024-03-10T07:00:00.000Z'],
      ['Europe/Berlin', 2024, 3, 31, 2, 0, null],
      ['Europe/Berlin', 2024, 3, 10, 2, 30, '2024-03-10T01:30:00.000Z'],
      ['Australia/Adelaide', 2024, 10, 6, 2, 30, null],
    ],
    'picks the first occurrence of a time repeated by fall-back': [
      ['America/New_York', 2024, 11, 3, 1, 30, '2024-11-03T05:30:00.000Z'],
      ['America/New_York', 2024, 11, 3, 2, 0, '2024-11-03T07:00:00.000Z'],
      ['Europe/Berlin', 2024, 10, 27, 2, 30, '2024-10-27T00:30:00.000Z'],
      ['Australia/Adelaide', 2024, 4, 7, 2, 30, '2024-04-06T16:00:00.000Z'],
    ],
  };
  for (const [name, rows] of Object.entries(cases)) {
    it(name, () => {
      for (const [zone, year, month, day, hour, minute, expected] of rows) {
        expect(wall(zone, year, month, day, hour, minute), `${zone} ${year}-${month}-${day} ${hour}:${minute}`).toBe(expected);
      }
    });
  }

  it('returns null for impossible dates and times, throws for unknown zones', () => {
    expect(wall('UTC', 2024, 2, 30, 9, 0)).toBeNull();
    expect(wall('UTC', 2024, 6, 3, 24, 0)).toBeNull();
    expect(() => wall('Nowhere/Land', 2024, 6, 3, 9, 0)).toThrow(RangeError);
  });
});

describe('utcToZonedParts and localDateKey', () => {
  it('reads local fields and the weekday across the date line', () => {
    const instant = new Date('2024-06-02T21:00:00Z'); // Sunday in UTC
    expect(utcToZonedParts(instant, 'Pacific/Auckland')).toEqual({
      year: 2024,
      month: 6,
      day: 3,
      hour: 9,
      minute: 0,
      second: 0,
      weekday: 'monday',
    });
    expect(localDateKey(instant, 'Pacific/Auckland')).toBe('2024-06-03');
    expect(localDateKey(instant, 'America/Los_Angeles')).toBe('2024-06-02');
    expect(utcToZonedParts(instant, 'UTC').weekday).toBe('sunday');
  });

  it('reports the offset in effect', () => {
    expect(zoneOffsetMs(new Date('2024-01-15T12:00:00Z'), 'Asia/Kathmandu')).toBe((5 * 60 + 45) * 60_000);
    expect(zoneOffsetMs(new Date('2024-07-15T12:00:00Z'), 'America/New_York')).toBe(-4 * 3_600_000);
  });
});

describe('startOfZonedDay', () => {
  it('is local midnight, or the jump when midnight is skipped (Chile)', () => {
    expect(iso(startOfZonedDay({ year: 2024, month: 6, day: 3 }, 'Asia/Tokyo'))).toBe('2024-06-02T15:00:00.000Z');
    expect(iso(startOfZonedDay({ year: 2024, month: 9, day: 8 }, 'America/Santiago'))).toBe('2024-09-08T04:00:00.000Z');
  });
});

describe('local dates and clock times', () => {
  it('does calendar arithmetic without the machine zone', () => {
    expect(formatLocalDate(addDays({ year: 2024, month: 2, day: 28 }, 2))).toBe('2024-03-01');
    expect(weekdayOf({ year: 2024, month: 3, day: 10 })).toBe('sunday');
  });

  it('parses HH:MM strictly', () => {
    expect(parseClockTime('09:30')).toBe(570);
    expect(parseClockTime('09:30:00')).toBe(570);
    expect(parseClockTime('24:00')).toBeNull();
    expect(parseClockTime('24:00', true)).toBe(1440);
    for (const bad of ['9:30', '25:00', '09:60', 'nine', '', null, undefined]) {
      expect(parseClockTime(bad)).toBeNull();
    }
  });
});
