import { describe, expect, it } from 'vitest';
import { addDays, localDateOf, minutesOf, weekdayOf, zonedToUtc } from './zoned-time.js';

describe('zoned time helpers', () => {
  it('turns a local wall-clock time into the right UTC instant, summer and winter', () => {
    expect(zonedToUtc({ year: 2025, month: 7, day: 1 }, minutesOf('09:00'), 'America/New_York').toISOString()).toBe('2025-07-01T13:00:00.000Z');
    expect(zonedToUtc({ year: 2025, month: 1, day: 15 }, minutesOf('09:30'), 'America/New_York').toISOString()).toBe('2025-01-15T14:30:00.000Z');
    expect(zonedToUtc({ year: 2025, month: 3, day: 10 }, minutesOf('07:00'), 'Asia/Tokyo').toISOString()).toBe('2025-03-09T22:00:00.000Z');
    expect(zonedToUtc({ year: 2025, month: 10, day: 5 }, minutesOf('10:00'), 'Australia/Sydney').toISOString()).toBe('2025-10-04T23:00:00.000Z');
  });

  it('reads the local calendar date and weekday in a zone', () => {
    const instant = new Date('2025-03-09T22:00:00Z');
    expect(localDateOf(instant, 'Asia/Tokyo')).toEqual({ year: 2025, month: 3, day: 10 });
    expect(localDateOf(instant, 'America/Los_Angeles')).toEqual({ year: 2025, month: 3, day: 9 });
    expect(weekdayOf({ year: 2025, month: 3, day: 10 })).toBe('monday');
    expect(addDays({ year: 2024, month: 12, day: 30 }, 3)).toEqual({ year: 2025, month: 1, day: 2 });
  });
});
