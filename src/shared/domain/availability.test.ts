import { describe, expect, it } from 'vitest';
import { BOOKING_RULES, hasOpenSlotIn, isOpenSlot, listOpenSlots, slotEnd, type BusyInterval, type CoachSchedule } from './availability.js';

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
const schedule = (overrides: Partial<CoachSchedule> = {}): CoachSchedule => ({
  timeZone: 'UTC',
  availableDays: weekdays,
  availableFrom: '09:00',
  availableTo: '12:00',
  sessionLengthMinutes: 60,
  ...overrides,
});
const busy = (start: string, end: string): BusyInterval => ({ start: new Date(start), end: new Date(end) });
// Saturday before Monday 2024-06-03, so notice never interferes unless a test wants it to.
const NOW = new Date('2024-06-01T00:00:00Z');
const MONDAY = { from: new Date('2024-06-03T00:00:00Z'), to: new Date('2024-06-04T00:00:00Z') };
const hhmm = (slots: Date[]): string[] => slots.map((slot) => slot.toISOString().slice(11, 16));

function monday(s: CoachSchedule, busyIntervals: BusyInterval[] = []): string[] {
  return hhmm(listOpenSlots({ schedule: s, busy: busyIntervals, ...MONDAY, now: NOW }));
}

describe('listOpenSlots: the daily window', () => {
  it('lists half-hour starts whose session ends by the window end', () => {
    expect(monday(schedule())).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00']);
  });

  it('lets a 30-minute session start in the last half hour', () => {
    expect(monday(schedule({ sessionLengthMinutes: 30 }))).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
  });

  it('fits a 90-minute session exactly at the window end', () => {
    expect(monday(schedule({ sessionLengthMinutes: 90 }))).toEqual(['09:00', '09:30', '10:00', '10:30']);
  });

  it('starts on the grid after an off-grid availableFrom', () => {
    expect(monday(schedule({ availableFrom: '09:15', availableTo: '11:45', sessionLengthMinutes: 30 }))).toEqual([
      '09:30',
      '10:00',
      '10:30',
      '11:00',
    ]);
  });

  it('has no slots on days outside availableDays, tolerating case', () => {
    const saturday = { from: new Date('2024-06-08T00:00:00Z'), to: new Date('2024-06-09T00:00:00Z') };
    expect(listOpenSlots({ schedule: schedule(), busy: [], ...saturday, now: NOW })).toEqual([]);
    expect(monday(schedule({ availableDays: ['Monday '] }))).toHaveLength(5);
    expect(monday(schedule({ availableDays: ['tuesday'] }))).toEqual([]);
  });

  it('accepts 24:00 as the end of the day and HH:MM:SS from SQL', () => {
    expect(monday(schedule({ availableFrom: '22:00', availableTo: '24:00' }))).toEqual(['22:00', '22:30', '23:00']);
    expect(monday(schedule({ availableFrom: '09:00:00', availableTo: '10:00:00' }))).toEqual(['09:00']);
  });

  it('treats unusable schedules as having no slots, without throwing', () => {
    const bad: Partial<CoachSchedule>[] = [
      { timeZone: 'Not/AZone' },
      { timeZone: '' },
      { availableFrom: null },
      { availableTo: null },
      { availableFrom: '9am' },
      { availableTo: '25:00' },
      { availableFrom: '12:00', availableTo: '12:00' },
      { availableFrom: '13:00', availableTo: '12:00' },
      { sessionLengthMinutes: 0 },
      { sessionLengthMinutes: Number.NaN },
      { availableDays: [] },
      { availableDays: ['someday'] },
      { availableFrom: '11:30', sessionLengthMinutes: 60 },
    ];
    for (const overrides of bad) expect(monday(schedule(overrides))).toEqual([]);
  });
});

describe('listOpenSlots: busy intervals', () => {
  it('removes overlapping slots but allows touching boundaries', () => {
    expect(monday(schedule(), [busy('2024-06-03T10:00:00Z', '2024-06-03T11:00:00Z')])).toEqual(['09:00', '11:00']);
  });

  it('handles unsorted, overlapping and empty intervals', () => {
    const intervals = [
      busy('2024-06-03T11:15:00Z', '2024-06-03T11:45:00Z'),
      busy('2024-06-03T09:30:00Z', '2024-06-03T09:45:00Z'),
      busy('2024-06-03T09:40:00Z', '2024-06-03T10:00:00Z'),
      busy('2024-06-03T10:30:00Z', '2024-06-03T10:30:00Z'),
    ];
    expect(monday(schedule({ sessionLengthMinutes: 30 }), intervals)).toEqual(['09:00', '10:00', '10:30']);
  });

  it('ignores bookings on other days', () => {
    expect(monday(schedule(), [busy('2024-06-04T09:00:00Z', '2024-06-04T12:00:00Z')])).toHaveLength(5);
  });
});

describe('listOpenSlots: notice, horizon and the query range', () => {
  const query = (now: string) => ({ schedule: schedule(), busy: [], ...MONDAY, now: new Date(now) });

  it('allows a start exactly 2 hours ahead but not 1 h 59 min', () => {
    expect(hhmm(listOpenSlots(query('2024-06-03T07:00:00Z')))[0]).toBe('09:00');
    expect(hhmm(listOpenSlots(query('2024-06-03T07:01:00Z')))[0]).toBe('09:30');
    expect(isOpenSlot({ ...query('2024-06-03T07:01:00Z'), start: new Date('2024-06-03T09:00:00Z') })).toBe(false);
  });

  it('applies a configurable notice', () => {
    const slots = listOpenSlots({ ...query('2024-06-03T09:10:00Z'), rules: { minNoticeMinutes: 0 } });
    expect(hhmm(slots)).toEqual(['09:30', '10:00', '10:30', '11:00']);
  });

  it('offers nothing beyond 60 days (inclusive) or a configured horizon', () => {
    const now = new Date('2024-06-03T09:00:00Z');
    const range = { from: now, to: new Date('2024-09-01T00:00:00Z') };
    const slots = listOpenSlots({ schedule: schedule(), busy: [], ...range, now });
    expect(slots.at(-1)?.toISOString()).toBe('2024-08-02T09:00:00.000Z');
    expect(BOOKING_RULES.maxDaysAhead).toBe(60);
    const week = listOpenSlots({ schedule: schedule(), busy: [], ...range, now, rules: { maxDaysAhead: 7 } });
    expect(week.at(-1)?.toISOString()).toBe('2024-06-10T09:00:00.000Z');
  });

  it('keeps from <= start < to and returns nothing for an empty range', () => {
    const from = new Date('2024-06-03T09:30:00Z');
    const to = new Date('2024-06-03T10:30:00Z');
    expect(hhmm(listOpenSlots({ schedule: schedule(), busy: [], from, to, now: NOW }))).toEqual(['09:30', '10:00']);
    expect(listOpenSlots({ schedule: schedule(), busy: [], from: to, to: from, now: NOW })).toEqual([]);
    expect(listOpenSlots({ schedule: schedule(), busy: [], from: new Date('x'), to, now: NOW })).toEqual([]);
  });

  it('keeps defaults for rules given as undefined', () => {
    const slots = listOpenSlots({ ...query('2024-06-03T07:00:00Z'), rules: { minNoticeMinutes: undefined } });
    expect(hhmm(slots)[0]).toBe('09:00');
  });

  it('rejects invalid rules loudly (configuration bug)', () => {
    expect(() => listOpenSlots({ ...query('2024-06-01T00:00:00Z'), rules: { slotStepMinutes: 0 } })).toThrow(RangeError);
    expect(() => listOpenSlots({ ...query('2024-06-01T00:00:00Z'), rules: { maxDaysAhead: -1 } })).toThrow(RangeError);
  });
});

describe('isOpenSlot, hasOpenSlotIn and slotEnd', () => {
  const base = { schedule: schedule(), busy: [busy('2024-06-03T10:00:00Z', '2024-06-03T11:00:00Z')], now: NOW };

  it('accepts a listed slot and rejects off-grid, busy and out-of-window starts', () => {
    expect(isOpenSlot({ ...base, start: new Date('2024-06-03T09:00:00Z') })).toBe(true);
    expect(isOpenSlot({ ...base, start: new Date('2024-06-03T11:00:00Z') })).toBe(true);
    expect(isOpenSlot({ ...base, start: new Date('2024-06-03T09:15:00Z') })).toBe(false);
    expect(isOpenSlot({ ...base, start: new Date('2024-06-03T09:00:01Z') })).toBe(false);
    expect(isOpenSlot({ ...base, start: new Date('2024-06-03T10:30:00Z') })).toBe(false);
    expect(isOpenSlot({ ...base, start: new Date('2024-06-03T11:30:00Z') })).toBe(false);
    expect(isOpenSlot({ ...base, start: new Date('2024-06-03T08:30:00Z') })).toBe(false);
    expect(isOpenSlot({ ...base, start: new Date('invalid') })).toBe(false);
  });

  it('hasOpenSlotIn answers for a range', () => {
    expect(hasOpenSlotIn({ ...base, ...MONDAY })).toBe(true);
    const blocked = [busy('2024-06-03T09:00:00Z', '2024-06-03T12:00:00Z')];
    expect(hasOpenSlotIn({ ...base, busy: blocked, ...MONDAY })).toBe(false);
  });

  it('slotEnd adds the session length', () => {
    expect(slotEnd(new Date('2024-06-03T09:30:00Z'), { sessionLengthMinutes: 90 }).toISOString()).toBe('2024-06-03T11:00:00.000Z');
  });
});
