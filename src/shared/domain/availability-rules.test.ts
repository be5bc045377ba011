// One example per rule of a full schedule (docs/decisions/0042-schedules-and-one-engine.md):
// what a coach sets, and the times a client is then offered.
import { describe, expect, it } from 'vitest';
import { busyLookupRange, isOpenSlot, listOpenSlots, nextOpenSlot, type BusyInterval } from './availability.js';
import { SCHEDULE_DEFAULTS, type BookableSchedule, type WeeklyRule } from './schedule.js';

const weekdays = (start: string, end: string): WeeklyRule[] =>
  (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((weekday) => ({ weekday, start, end }));
const schedule = (overrides: Partial<BookableSchedule> = {}): BookableSchedule => ({
  timeZone: 'UTC',
  weeklyRules: weekdays('09:00', '12:00'),
  dateOverrides: [],
  timeOff: [],
  ...SCHEDULE_DEFAULTS,
  sessionLengthMinutes: 60,
  ...overrides,
});
const busy = (start: string, end: string, kind?: BusyInterval['kind']): BusyInterval => ({
  start: new Date(start),
  end: new Date(end),
  ...(kind ? { kind } : {}),
});
// Saturday before Monday 2024-06-03, so notice never interferes unless a test wants it to.
const NOW = new Date('2024-06-01T00:00:00Z');
const hhmm = (slots: Date[]): string[] => slots.map((slot) => slot.toISOString().slice(11, 16));
const on = (date: string, s: BookableSchedule, busyIntervals: BusyInterval[] = []): string[] =>
  hhmm(
    listOpenSlots({ schedule: s, busy: busyIntervals, from: new Date(`${date}T00:00:00Z`), to: new Date(`${date}T23:59:59Z`), now: NOW }),
  );
const monday = (s: BookableSchedule, busyIntervals: BusyInterval[] = []): string[] => on('2024-06-03', s, busyIntervals);

describe('weekly rules', () => {
  it('offers each window of a day with two windows, the session inside one window', () => {
    const split = schedule({
      weeklyRules: [
        { weekday: 'monday', start: '18:00', end: '21:00' },
        { weekday: 'monday', start: '07:00', end: '09:00' },
      ],
    });
    expect(monday(split)).toEqual(['07:00', '07:30', '08:00', '18:00', '18:30', '19:00', '19:30', '20:00']);
    expect(on('2024-06-04', split)).toEqual([]);
  });

  it('joins touching windows, so a session may run across the seam', () => {
    const touching = schedule({
      weeklyRules: [
        { weekday: 'monday', start: '09:00', end: '10:00' },
        { weekday: 'monday', start: '10:00', end: '11:00' },
      ],
    });
    expect(monday(touching)).toEqual(['09:00', '09:30', '10:00']);
  });

  it('skips an unusable rule instead of failing the whole schedule', () => {
    const rules: WeeklyRule[] = [
      { weekday: 'monday', start: '12:00', end: '10:00' },
      { weekday: 'monday', start: '9am', end: '10:00' },
      { weekday: 'monday', start: '14:00', end: '15:00' },
    ];
    expect(monday(schedule({ weeklyRules: rules }))).toEqual(['14:00']);
  });
});

describe('date overrides', () => {
  it('closes a date that has an override without windows', () => {
    expect(monday(schedule({ dateOverrides: [{ date: '2024-06-03', windows: [] }] }))).toEqual([]);
    expect(on('2024-06-04', schedule({ dateOverrides: [{ date: '2024-06-03', windows: [] }] }))).toHaveLength(5);
  });

  it("replaces the weekday's hours on that date, also on a day that is normally closed", () => {
    const s = schedule({
      dateOverrides: [
        { date: '2024-06-03', windows: [{ start: '14:00', end: '15:30' }] },
        { date: '2024-06-08', windows: [{ start: '10:00', end: '11:00' }] },
      ],
    });
    expect(monday(s)).toEqual(['14:00', '14:30']);
    expect(on('2024-06-08', s)).toEqual(['10:00']);
  });
});

describe('time off', () => {
  it('blocks sessions overlapping it, from one local date-time to another across days', () => {
    const s = schedule({ timeOff: [{ start: '2024-06-03T10:00', end: '2024-06-04T11:00' }] });
    expect(monday(s)).toEqual(['09:00']);
    expect(on('2024-06-04', s)).toEqual(['11:00']);
    expect(on('2024-06-05', s)).toHaveLength(5);
  });

  it("is read in the coach's zone", () => {
    const berlin = schedule({ timeZone: 'Europe/Berlin', timeOff: [{ start: '2024-06-03T00:00', end: '2024-06-03T10:00' }] });
    // 09:00-12:00 Berlin summer time is 07:00-10:00 UTC; off until 10:00 Berlin leaves 10:00 and 10:30 local.
    expect(hhmm(listOpenSlots({ schedule: berlin, busy: [], from: NOW, to: new Date('2024-06-04T00:00:00Z'), now: NOW }))).toEqual([
      '08:00',
      '08:30',
      '09:00',
    ]);
  });

  it('ending in the hour clocks repeat at fall-back, lasts until the second time the clock shows its end', () => {
    // Europe/Berlin, 27 Oct 2024: 03:00 CEST becomes 02:00 CET; 02:30 happens at 00:30Z and again at 01:30Z.
    const s = schedule({
      timeZone: 'Europe/Berlin',
      weeklyRules: [{ weekday: 'sunday', start: '00:00', end: '06:00' }],
      timeOff: [{ start: '2024-10-27T00:00', end: '2024-10-27T02:30' }],
      sessionLengthMinutes: 30,
    });
    const week = { from: new Date('2024-10-26T12:00:00Z'), to: new Date('2024-10-27T12:00:00Z'), now: new Date('2024-10-20T00:00:00Z') };
    const slots = listOpenSlots({ schedule: s, busy: [], ...week });
    // 02:30 is offered at its first occurrence only, still inside the time off; 03:00 CET is next.
    expect(slots[0]?.toISOString()).toBe('2024-10-27T02:00:00.000Z');
  });

  it('ending on the first minute of the repeated hour, ends the first time the clock shows it', () => {
    // The clock shows 02:00 at 00:00Z, then 02:00-02:59, then 02:00 again at 01:00Z by jumping back:
    // nothing after 00:00Z reads earlier than 02:00, so the time off is over then.
    const s = schedule({
      timeZone: 'Europe/Berlin',
      weeklyRules: [{ weekday: 'sunday', start: '00:00', end: '06:00' }],
      timeOff: [{ start: '2024-10-27T00:00', end: '2024-10-27T02:00' }],
      sessionLengthMinutes: 30,
    });
    const week = { from: new Date('2024-10-26T12:00:00Z'), to: new Date('2024-10-27T12:00:00Z'), now: new Date('2024-10-20T00:00:00Z') };
    expect(listOpenSlots({ schedule: s, busy: [], ...week })[0]?.toISOString()).toBe('2024-10-27T00:00:00.000Z');
  });
});

describe('buffers', () => {
  const at11 = (kind?: BusyInterval['kind']) => [busy('2024-06-03T11:00:00Z', '2024-06-03T12:00:00Z', kind)];
  const day = schedule({ weeklyRules: weekdays('09:00', '15:00') });

  it("keep a booking's buffer after it and the new session's before it", () => {
    // Each session keeps both its buffers, so 15 + 30 minutes lie between the 11:00-12:00 booking and a new one.
    const s = { ...day, bufferBeforeMinutes: 15, bufferAfterMinutes: 30 };
    expect(monday(s, at11())).toEqual(['09:00', '13:00', '13:30', '14:00']);
  });

  it('around a calendar event keep only the new session clear: after-buffer before the event, before-buffer after it', () => {
    expect(monday({ ...day, bufferAfterMinutes: 30 }, at11('event'))).toEqual([
      '09:00',
      '09:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
    ]);
    expect(monday({ ...day, bufferBeforeMinutes: 30 }, at11('event'))).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
    ]);
    // The same with a booking: its own after-buffer keeps 12:00 free too.
    expect(monday({ ...day, bufferAfterMinutes: 30 }, at11())).toEqual(['09:00', '09:30', '12:30', '13:00', '13:30', '14:00']);
  });

  it('may fall outside working hours: the first session still starts when the day starts', () => {
    expect(monday({ ...day, bufferBeforeMinutes: 60, bufferAfterMinutes: 60 })[0]).toBe('09:00');
    expect(monday({ ...day, bufferBeforeMinutes: 60, bufferAfterMinutes: 60 }).at(-1)).toBe('14:00');
  });
});

describe("the coach's notice and horizon", () => {
  const query = (s: BookableSchedule, now: string) => ({
    schedule: s,
    busy: [],
    from: new Date(now),
    to: new Date('2024-09-30T00:00:00Z'),
    now: new Date(now),
  });

  it('uses the minimum notice the coach chose', () => {
    expect(hhmm(listOpenSlots(query(schedule({ minNoticeMinutes: 0 }), '2024-06-03T09:00:00Z'))).slice(0, 2)).toEqual(['09:00', '09:30']);
    expect(listOpenSlots(query(schedule({ minNoticeMinutes: 1440 }), '2024-06-03T09:00:00Z'))[0]?.toISOString()).toBe(
      '2024-06-04T09:00:00.000Z',
    );
  });

  it('offers nothing beyond the horizon the coach chose (inclusive)', () => {
    const slots = listOpenSlots(query(schedule({ horizonDays: 85 }), '2024-06-03T09:00:00Z'));
    expect(slots.at(-1)?.toISOString()).toBe('2024-08-27T09:00:00.000Z');
    const week = listOpenSlots(query(schedule({ horizonDays: 7 }), '2024-06-03T09:00:00Z'));
    expect(week.at(-1)?.toISOString()).toBe('2024-06-10T09:00:00.000Z');
  });

  it("the coach's values win over the engine's defaults", () => {
    const slots = listOpenSlots({ ...query(schedule({ horizonDays: 7 }), '2024-06-03T09:00:00Z'), rules: { maxDaysAhead: 60 } });
    expect(slots.at(-1)?.toISOString()).toBe('2024-06-10T09:00:00.000Z');
  });
});

describe('the daily limit', () => {
  const twoADay = schedule({ maxSessionsPerDay: 2, weeklyRules: weekdays('09:00', '17:00') });
  const bookings = [busy('2024-06-03T09:00:00Z', '2024-06-03T10:00:00Z'), busy('2024-06-03T15:00:00Z', '2024-06-03T16:00:00Z')];

  it('closes a day once that many sessions start on it', () => {
    expect(monday(twoADay, bookings)).toEqual([]);
    expect(monday(twoADay, bookings.slice(0, 1))).toContain('12:00');
    expect(on('2024-06-04', twoADay, bookings)).toHaveLength(15);
  });

  it('does not count calendar events', () => {
    const events = bookings.map((b) => ({ ...b, kind: 'event' as const }));
    expect(monday(twoADay, events)).toContain('12:00');
  });

  it("counts on the coach's local day, not the UTC day", () => {
    // Asia/Tokyo is UTC+9: a session at 2024-06-02T23:00Z is Monday 08:00 in Tokyo.
    const tokyo = { ...twoADay, timeZone: 'Asia/Tokyo', maxSessionsPerDay: 1 };
    const sundayUtc = [busy('2024-06-02T23:00:00Z', '2024-06-03T00:00:00Z')];
    const tokyoMonday = { schedule: tokyo, from: new Date('2024-06-02T15:00:00Z'), to: new Date('2024-06-03T15:00:00Z'), now: NOW };
    expect(listOpenSlots({ ...tokyoMonday, busy: sundayUtc })).toEqual([]);
    expect(listOpenSlots({ ...tokyoMonday, busy: [] })).toHaveLength(15);
  });

  it('still lets any single listed slot be booked when the day has room', () => {
    const oneLeft = schedule({ maxSessionsPerDay: 2, weeklyRules: weekdays('09:00', '17:00') });
    expect(isOpenSlot({ schedule: oneLeft, busy: bookings.slice(0, 1), start: new Date('2024-06-03T12:00:00Z'), now: NOW })).toBe(true);
  });
});

describe('nextOpenSlot', () => {
  it('finds the first open slot at or after an instant, within the horizon', () => {
    const s = schedule({ horizonDays: 85, weeklyRules: [{ weekday: 'monday', start: '09:00', end: '10:00' }] });
    const next = (after: string) => nextOpenSlot({ schedule: s, busy: [], after: new Date(after), now: NOW })?.toISOString();
    expect(next('2024-06-03T09:00:00Z')).toBe('2024-06-03T09:00:00.000Z');
    expect(next('2024-06-03T09:00:01Z')).toBe('2024-06-10T09:00:00.000Z');
    // Away until 19 August: the next slot is eleven weeks ahead, inside 85 days but beyond 60.
    const away = { ...s, timeOff: [{ start: '2024-06-01T00:00', end: '2024-08-19T00:00' }] };
    expect(nextOpenSlot({ schedule: away, busy: [], after: NOW, now: NOW })?.toISOString()).toBe('2024-08-19T09:00:00.000Z');
    expect(nextOpenSlot({ schedule: { ...away, horizonDays: 60 }, busy: [], after: NOW, now: NOW })).toBeNull();
  });
});

describe('busyLookupRange', () => {
  it('widens the range by the buffers and the session, and to whole local days with a daily limit', () => {
    const from = new Date('2024-06-03T09:00:00Z');
    const to = new Date('2024-06-03T12:00:00Z');
    const range = busyLookupRange(schedule({ bufferBeforeMinutes: 10, bufferAfterMinutes: 20 }), from, to);
    expect([range.from.toISOString(), range.to.toISOString()]).toEqual(['2024-06-03T08:30:00.000Z', '2024-06-03T13:30:00.000Z']);
    const limited = busyLookupRange(schedule({ timeZone: 'America/New_York', maxSessionsPerDay: 3 }), from, to);
    // 09:00Z is 05:00 in New York, so the local day is 04:00Z to 04:00Z the next day.
    expect([limited.from.toISOString(), limited.to.toISOString()]).toEqual(['2024-06-03T04:00:00.000Z', '2024-06-04T04:00:00.000Z']);
  });
});
