// Today's hours (available days, one daily window) as weekly rules: the same
// slots before and after, for any hours, zone, bookings and moment.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listOpenSlots, type CoachSchedule } from './availability.js';
import { WEEKDAYS } from './local-date.js';
import { scheduleFromLegacy, weeklyRulesFromLegacy } from './schedule.js';

const MIN = 60_000;

describe('weeklyRulesFromLegacy', () => {
  it('gives one rule per available day, Monday first', () => {
    expect(weeklyRulesFromLegacy({ availableDays: ['friday', 'monday'], availableFrom: '09:00', availableTo: '17:30' })).toEqual([
      { weekday: 'monday', start: '09:00', end: '17:30' },
      { weekday: 'friday', start: '09:00', end: '17:30' },
    ]);
  });

  it('reads times as the database prints them, and 24:00', () => {
    expect(weeklyRulesFromLegacy({ availableDays: [' Sunday'], availableFrom: '22:00:00', availableTo: '24:00:00' })).toEqual([
      { weekday: 'sunday', start: '22:00', end: '24:00' },
    ]);
  });

  it('gives no rules for hours that offer nothing today', () => {
    const broken = [
      { availableDays: ['monday'], availableFrom: null, availableTo: '10:00' },
      { availableDays: ['monday'], availableFrom: '10:00', availableTo: '10:00' },
      { availableDays: ['monday'], availableFrom: '11:00', availableTo: '10:00' },
      { availableDays: ['someday'], availableFrom: '09:00', availableTo: '10:00' },
    ];
    for (const hours of broken) expect(weeklyRulesFromLegacy(hours)).toEqual([]);
  });
});

const clock = (m: number): string => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const ZONES = ['UTC', 'Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata', 'Pacific/Chatham', 'America/Santiago'];
// Around the 2024 clock changes of those zones, and ordinary days.
const MOMENTS = ['2024-03-10', '2024-03-31', '2024-04-06', '2024-04-07', '2024-06-15', '2024-09-29', '2024-10-27', '2024-11-03'].map((d) =>
  Date.parse(`${d}T00:00:00Z`),
);

describe('scheduleFromLegacy', () => {
  it('offers exactly the slots of the hours it replaces', () => {
    let compared = 0;
    const arbLegacy = fc.record({
      timeZone: fc.constantFrom(...ZONES),
      days: fc.subarray([...WEEKDAYS]),
      from: fc.integer({ min: 0, max: 95 }),
      length: fc.integer({ min: 1, max: 96 }),
      session: fc.constantFrom(15, 30, 45, 60, 90, 120, 240),
      moment: fc.constantFrom(...MOMENTS),
      nowShift: fc.integer({ min: -3 * 96, max: 0 }),
      busy: fc.array(fc.record({ quarter: fc.integer({ min: 0, max: 30 * 96 }), quarters: fc.integer({ min: 1, max: 12 }) }), {
        maxLength: 8,
      }),
    });
    fc.assert(
      fc.property(arbLegacy, (g) => {
        const to = Math.min(96, g.from + g.length);
        const legacy: CoachSchedule = {
          timeZone: g.timeZone,
          availableDays: g.days,
          availableFrom: clock(g.from * 15),
          availableTo: clock(to * 15),
          sessionLengthMinutes: g.session,
        };
        const now = g.moment + g.nowShift * 15 * MIN;
        const busy = g.busy.map((b) => ({
          start: new Date(now + b.quarter * 15 * MIN),
          end: new Date(now + (b.quarter + b.quarters) * 15 * MIN),
        }));
        const query = { busy, from: new Date(now), to: new Date(now + 62 * 1440 * MIN), now: new Date(now) };
        const before = listOpenSlots({ ...query, schedule: legacy });
        const after = listOpenSlots({ ...query, schedule: { ...scheduleFromLegacy(legacy), sessionLengthMinutes: g.session } });
        expect(after).toEqual(before);
        compared += before.length;
      }),
      { numRuns: 150 },
    );
    // Guard against a generator whose hours never offer anything.
    expect(compared).toBeGreaterThan(10_000);
  });
});
