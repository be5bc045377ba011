import { describe, expect, it } from 'vitest';
import { hourLabel, hourRange, placeSessions, sundayOf, weekDays, weekOf, weekRangeLabel } from './week-grid';

const booking = (id: number, startTime: string, minutes = 60, status = 'confirmed') => ({
  id,
  startTime,
  endTime: new Date(new Date(startTime).getTime() + minutes * 60_000).toISOString(),
  status,
});

describe('week grid', () => {
  it('starts every week on the Sunday on or before the day', () => {
    expect(sundayOf({ year: 2031, month: 3, day: 5 })).toEqual({ year: 2031, month: 3, day: 2 }); // Wednesday
    expect(sundayOf({ year: 2031, month: 3, day: 2 })).toEqual({ year: 2031, month: 3, day: 2 }); // Sunday itself
    expect(sundayOf({ year: 2031, month: 3, day: 8 })).toEqual({ year: 2031, month: 3, day: 2 }); // Saturday
    expect(weekDays({ year: 2031, month: 3, day: 30 }).map((d) => d.day)).toEqual([30, 31, 1, 2, 3, 4, 5]);
  });

  it('finds the week in the coach zone, not in UTC', () => {
    // Sunday 02:00 UTC is still Saturday evening in New York.
    expect(weekOf(new Date('2031-03-09T02:00:00Z'), 'America/New_York')).toEqual({ year: 2031, month: 3, day: 2 });
    expect(weekOf(new Date('2031-03-09T02:00:00Z'), 'UTC')).toEqual({ year: 2031, month: 3, day: 9 });
  });

  it('places sessions on their local day and minute and leaves out other weeks', () => {
    const sunday = { year: 2031, month: 3, day: 2 };
    const placed = placeSessions(
      [booking(1, '2031-03-05T14:30:00Z', 45), booking(2, '2031-03-02T13:00:00Z'), booking(3, '2031-03-09T15:00:00Z')],
      sunday,
      'America/New_York',
    );
    expect(placed.map((p) => [p.booking.id, p.dayIndex, p.startMinute, p.endMinute])).toEqual([
      [2, 0, 8 * 60, 9 * 60],
      [1, 3, 9 * 60 + 30, 10 * 60 + 15],
    ]);
  });

  it('draws 6 AM to 10 PM and widens for sessions outside', () => {
    expect(hourRange([])).toEqual({ first: 6, last: 22 });
    expect(
      hourRange([
        { startMinute: 5 * 60 + 30, endMinute: 6 * 60 + 30 },
        { startMinute: 22 * 60, endMinute: 23 * 60 + 30 },
      ]),
    ).toEqual({
      first: 5,
      last: 24,
    });
  });

  it('labels hours and week ranges', () => {
    expect([0, 6, 12, 13, 23].map(hourLabel)).toEqual(['12 AM', '6 AM', '12 PM', '1 PM', '11 PM']);
    expect(weekRangeLabel({ year: 2031, month: 3, day: 2 })).toBe('Mar 2 – 8, 2031');
    expect(weekRangeLabel({ year: 2031, month: 3, day: 30 })).toBe('Mar 30 – Apr 5, 2031');
    expect(weekRangeLabel({ year: 2031, month: 12, day: 28 })).toBe('Dec 28, 2031 – Jan 3, 2032');
  });
});
