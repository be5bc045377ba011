import { describe, expect, it } from 'vitest';
import { LOCALES } from '@shared/i18n/locales';
import {
  addMonths,
  compareMonths,
  dayLabel,
  firstDayOfWeek,
  monthGrid,
  monthLabel,
  monthOf,
  parseDateKey,
  weekdayHeaders,
} from './month-grid';

describe('monthGrid', () => {
  it('starts weeks on Sunday and pads with null', () => {
    // 1 November 2026 is a Sunday; 30 days -> 5 weeks.
    const weeks = monthGrid({ year: 2026, month: 11 });
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toEqual({ year: 2026, month: 11, day: 1 });
    expect(weeks[4]?.[1]).toEqual({ year: 2026, month: 11, day: 30 });
    expect(weeks[4]?.[2]).toBeNull();
  });

  it('leaves leading blanks before the first day', () => {
    // 1 March 2030 is a Friday (column 5).
    const weeks = monthGrid({ year: 2030, month: 3 });
    expect(weeks[0]?.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(weeks[0]?.[5]).toEqual({ year: 2030, month: 3, day: 1 });
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it('handles leap years', () => {
    expect(monthGrid({ year: 2028, month: 2 }).flat().filter(Boolean)).toHaveLength(29);
  });
});

describe('month arithmetic and labels', () => {
  it('adds months across years', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
    expect(compareMonths({ year: 2026, month: 12 }, { year: 2027, month: 1 })).toBeLessThan(0);
    expect(monthOf('2027-01-31')).toEqual({ year: 2027, month: 1 });
    expect(parseDateKey('2027-01-31')).toEqual({ year: 2027, month: 1, day: 31 });
  });

  it('formats names without any zone shift', () => {
    expect(monthLabel({ year: 2026, month: 11 })).toBe('November 2026');
    expect(dayLabel({ year: 2026, month: 11, day: 21 })).toBe('Saturday, November 21, 2026');
    expect(monthLabel({ year: 2026, month: 11 }, 'de')).toBe('November 2026');
    expect(monthLabel({ year: 2026, month: 3 }, 'es')).toBe('marzo de 2026');
    expect(dayLabel({ year: 2026, month: 11, day: 21 }, 'de')).toBe('Samstag, 21. November 2026');
    expect(dayLabel({ year: 2026, month: 11, day: 21 }, 'es')).toBe('sábado, 21 de noviembre de 2026');
  });

  it('heads the weeks Sunday first in the reader language', () => {
    expect(weekdayHeaders('en')[0]).toEqual(['Su', 'Sunday']);
    expect(weekdayHeaders('de').map(([short]) => short)).toEqual(['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa']);
    expect(weekdayHeaders('es')[1]).toEqual(['lu', 'lunes']);
  });
});

describe('the first day of the week', () => {
  it('comes from the locale: Sunday in American English, Monday in German and Spanish', () => {
    expect(firstDayOfWeek('en')).toBe(7);
    expect(firstDayOfWeek('de')).toBe(1);
    expect(firstDayOfWeek('es')).toBe(1);
  });

  it('comes from the table where the engine has no week information', () => {
    const original = Object.getOwnPropertyDescriptors(Intl.Locale.prototype);
    try {
      for (const name of ['weekInfo', 'getWeekInfo'])
        Object.defineProperty(Intl.Locale.prototype, name, { configurable: true, get: () => undefined });
      expect(LOCALES.map((locale) => firstDayOfWeek(locale))).toEqual([7, 1, 1]);
    } finally {
      for (const name of ['weekInfo', 'getWeekInfo']) {
        const descriptor = original[name];
        if (descriptor) Object.defineProperty(Intl.Locale.prototype, name, descriptor);
        else delete (Intl.Locale.prototype as unknown as Record<string, unknown>)[name];
      }
    }
  });

  it('starts the grid and its headers on Monday when asked', () => {
    // 1 November 2026 is a Sunday: the last column of a Monday-first week.
    const weeks = monthGrid({ year: 2026, month: 11 }, 1);
    expect(weeks[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]?.[6]).toEqual({ year: 2026, month: 11, day: 1 });
    expect(weeks[1]?.[0]).toEqual({ year: 2026, month: 11, day: 2 });
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(weekdayHeaders('de', 1).map(([short]) => short)).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    expect(weekdayHeaders('es', 1)[0]).toEqual(['lu', 'lunes']);
    expect(weekdayHeaders('en', 1)[0]).toEqual(['Mo', 'Monday']);
  });
});
