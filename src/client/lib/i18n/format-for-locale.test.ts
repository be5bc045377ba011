import { describe, expect, it } from 'vitest';
import { dayAndMonthIn, formatRateIn, timeIn, weekdayIn } from './format-for-locale';

const TUESDAY_9_UTC = new Date('2030-01-08T09:00:00.000Z');

describe('formats for a German or Spanish reader', () => {
  it('writes money the way the language does, whole dollars without cents', () => {
    expect(formatRateIn('de', 85)).toBe('85\u00a0$');
    expect(formatRateIn('es', 85.5)).toBe('85,50\u00a0$');
  });

  it('uses the 24-hour clock, the weekday and the date in the reader’s zone', () => {
    expect(timeIn('de', TUESDAY_9_UTC, 'Europe/Berlin')).toBe('10:00');
    expect(timeIn('es', TUESDAY_9_UTC, 'America/Los_Angeles')).toBe('01:00');
    expect(weekdayIn('de', TUESDAY_9_UTC, 'UTC')).toBe('Di');
    expect(dayAndMonthIn('es', TUESDAY_9_UTC, 'UTC')).toBe('8 ene');
  });
});
