import { describe, expect, it } from 'vitest';
import { availabilityWindow, isAvailabilityFilter, type AvailabilityFilter } from './availability-windows.js';

function window(filter: AvailabilityFilter, now: string, tz: string): { from: string; to: string } | null {
  const result = availabilityWindow(filter, new Date(now), tz);
  return result && { from: result.from.toISOString(), to: result.to.toISOString() };
}

const NY = 'America/New_York';
// Wednesday 2024-06-05 11:00 in New York (EDT, -4).
const WEDNESDAY = '2024-06-05T15:00:00.000Z';

describe('availabilityWindow', () => {
  it("'any' means no filtering", () => {
    expect(window('any', WEDNESDAY, NY)).toBeNull();
  });

  it('today runs from now to the end of the visitor’s local day', () => {
    expect(window('today', WEDNESDAY, NY)).toEqual({ from: WEDNESDAY, to: '2024-06-06T04:00:00.000Z' });
    // 23:30 Wednesday in New York is already Thursday in UTC.
    const late = '2024-06-06T03:30:00.000Z';
    expect(window('today', late, NY)?.to).toBe('2024-06-06T04:00:00.000Z');
    expect(window('today', late, 'UTC')?.to).toBe('2024-06-07T00:00:00.000Z');
    expect(window('today', late, 'Asia/Kathmandu')?.to).toBe('2024-06-06T18:15:00.000Z');
  });

  it('this-week runs to the end of the coming Sunday', () => {
    expect(window('this-week', WEDNESDAY, NY)).toEqual({ from: WEDNESDAY, to: '2024-06-10T04:00:00.000Z' });
    const mondayMorning = '2024-06-03T13:00:00.000Z';
    expect(window('this-week', mondayMorning, NY)?.to).toBe('2024-06-10T04:00:00.000Z');
  });

  it('this-week on a Sunday ends tonight', () => {
    const sunday = '2024-06-09T15:00:00.000Z';
    expect(window('this-week', sunday, NY)).toEqual({ from: sunday, to: '2024-06-10T04:00:00.000Z' });
  });

  it('weekend on a weekday is the coming Saturday and Sunday', () => {
    expect(window('weekend', WEDNESDAY, NY)).toEqual({
      from: '2024-06-08T04:00:00.000Z',
      to: '2024-06-10T04:00:00.000Z',
    });
  });

  it('weekend on a Saturday or Sunday starts now', () => {
    const saturday = '2024-06-08T15:00:00.000Z';
    const sunday = '2024-06-09T23:00:00.000Z';
    expect(window('weekend', saturday, NY)).toEqual({ from: saturday, to: '2024-06-10T04:00:00.000Z' });
    expect(window('weekend', sunday, NY)).toEqual({ from: sunday, to: '2024-06-10T04:00:00.000Z' });
    // Friday 22:00 in New York is Saturday in Berlin.
    expect(window('weekend', '2024-06-08T02:00:00.000Z', 'Europe/Berlin')?.from).toBe('2024-06-08T02:00:00.000Z');
    expect(window('weekend', '2024-06-08T02:00:00.000Z', NY)?.from).toBe('2024-06-08T04:00:00.000Z');
  });

  it('uses real local midnights across DST and skipped midnights', () => {
    // Berlin weekend of the EU fall-back: Saturday 00:00 CEST, Monday 00:00 CET (a 49-hour weekend).
    expect(window('weekend', '2024-10-23T12:00:00.000Z', 'Europe/Berlin')).toEqual({
      from: '2024-10-25T22:00:00.000Z',
      to: '2024-10-27T23:00:00.000Z',
    });
    // Chile skips Sunday 2024-09-08 00:00: the day starts at 01:00 (-03).
    expect(window('today', '2024-09-07T15:00:00.000Z', 'America/Santiago')?.to).toBe('2024-09-08T04:00:00.000Z');
  });

  it('falls back to UTC for an unknown visitor zone', () => {
    expect(window('today', WEDNESDAY, 'Bogus/Zone')?.to).toBe('2024-06-06T00:00:00.000Z');
  });

  it('recognises filter values from a query string', () => {
    expect(['any', 'today', 'this-week', 'weekend'].every(isAvailabilityFilter)).toBe(true);
    expect(isAvailabilityFilter('tomorrow')).toBe(false);
    expect(isAvailabilityFilter(undefined)).toBe(false);
  });
});
