import { describe, expect, it } from 'vitest';
import { coachFormats } from './coach-formats';

const tuesday = new Date('2030-01-08T15:00:00Z');
const sunday = { year: 2031, month: 3, day: 30 };

describe('coachFormats', () => {
  it('writes English exactly as the dashboard always has', () => {
    const en = coachFormats('en');
    expect(en.price(85)).toBe('$85.00');
    expect(en.shortDate(tuesday, 'UTC')).toBe('Tue, Jan 8, 2030');
    expect(en.time(tuesday, 'UTC')).toBe('3:00 PM');
    expect(en.hour(6)).toBe('6 AM');
    expect([en.weekdayShort(0), en.weekdayLong(2)]).toEqual(['Sun', 'Tuesday']);
    expect(en.weekRange(sunday)).toBe('Mar 30 – Apr 5, 2031');
  });

  it('writes German with its own words, order and 24-hour clock', () => {
    const de = coachFormats('de');
    expect(de.price(85)).toBe('85,00\u00a0$');
    expect(de.shortDate(tuesday, 'UTC')).toBe('Di., 8. Jan. 2030');
    expect(de.time(tuesday, 'UTC')).toBe('15:00');
    expect(de.hour(6)).toBe('06:00');
    expect([de.weekdayShort(0), de.weekdayLong(2)]).toEqual(['So', 'Dienstag']);
    expect(de.weekRange(sunday)).toMatch(/^30\. März\s–\s5\. Apr\. 2031$/);
  });
});
