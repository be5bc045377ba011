// Property tests of the engine with weekly rules, overrides, time off, buffers,
// per-coach notice and horizon and the daily limit, against a brute-force
// oracle that reads every 15-minute instant through Intl and applies the
// definitions of docs/decisions/0042-schedules-and-one-engine.md literally
// (padded sessions, wall times inside time off, local dates of bookings).
// Cases cluster around daylight-saving changes, including Lord Howe's
// 30-minute shift and Chatham's :45 offsets. Every offset in use is a multiple
// of 15 minutes, so a 15-minute grid sees every boundary.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasOpenSlotIn, isOpenSlot, listOpenSlots, nextOpenSlot, type BusyInterval } from './availability.js';
import { WEEKDAYS } from './local-date.js';
import type { BookableSchedule, HoursWindow } from './schedule.js';
import { utcToZonedParts, type ZonedParts } from './time-zone.js';

const MIN = 60_000;
const STEP = 15 * MIN;
const DAY = 1440 * MIN;

// [zone, a date around which its clocks change in 2024 (or an ordinary date)].
const ANCHORS: [string, string][] = [
  ['Europe/Berlin', '2024-03-31'],
  ['Europe/Berlin', '2024-10-27'],
  ['America/New_York', '2024-03-10'],
  ['America/New_York', '2024-11-03'],
  ['Australia/Lord_Howe', '2024-04-07'],
  ['Australia/Lord_Howe', '2024-10-06'],
  ['Pacific/Chatham', '2024-04-07'],
  ['Pacific/Chatham', '2024-09-29'],
  ['America/Santiago', '2024-04-06'],
  ['America/Santiago', '2024-09-08'],
  ['Asia/Kolkata', '2024-03-31'],
  ['UTC', '2024-06-15'],
];

const clock = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const localDateTime = (ms: number): string => new Date(ms).toISOString().slice(0, 16);

// Windows on the quarter hour, half of them in the night hours clocks change in.
const arbWindow: fc.Arbitrary<HoursWindow> = fc
  .tuple(fc.oneof(fc.integer({ min: 0, max: 16 }), fc.integer({ min: 0, max: 95 })), fc.integer({ min: 1, max: 40 }))
  .map(([q, len]) => ({ start: clock(q * 15), end: clock(Math.min(96, q + len) * 15) }));

type Case = { schedule: BookableSchedule; busy: BusyInterval[]; from: Date; to: Date; now: Date };

const arbCase: fc.Arbitrary<Case> = fc
  .record({
    anchor: fc.constantFrom(...ANCHORS),
    rules: fc.array(fc.record({ day: fc.integer({ min: 0, max: 6 }), window: arbWindow }), { maxLength: 12 }),
    overrides: fc.array(fc.record({ day: fc.integer({ min: -2, max: 3 }), windows: fc.array(arbWindow, { maxLength: 2 }) }), {
      maxLength: 3,
    }),
    timeOff: fc.array(fc.record({ quarter: fc.integer({ min: -2 * 96, max: 4 * 96 }), length: fc.integer({ min: 1, max: 2 * 96 }) }), {
      maxLength: 2,
    }),
    bufferBefore: fc.constantFrom(0, 0, 5, 15, 30, 60),
    bufferAfter: fc.constantFrom(0, 0, 10, 15, 45, 60),
    notice: fc.constantFrom(0, 30, 120, 600, 2 * 1440),
    horizon: fc.constantFrom(1, 2, 60, 85),
    limit: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    length: fc.constantFrom(15, 30, 45, 60, 90, 120),
    nowQuarter: fc.integer({ min: 0, max: 3 * 96 }),
    nowMinute: fc.integer({ min: 0, max: 14 }),
    fromQuarter: fc.integer({ min: -96, max: 3 * 96 }),
    span: fc.integer({ min: 0, max: 3 * 96 }),
    busy: fc.array(
      fc.record({
        quarter: fc.integer({ min: -8, max: 2 * 96 }),
        shift: fc.constantFrom(0, 10),
        length: fc.integer({ min: 1, max: 12 }),
        kind: fc.constantFrom('session' as const, 'event' as const, undefined),
      }),
      { maxLength: 10 },
    ),
  })
  .map((g) => {
    const [timeZone, date] = g.anchor;
    const anchor = Date.parse(`${date}T00:00:00Z`);
    const now = anchor - g.nowQuarter * STEP - g.nowMinute * MIN;
    const from = now + g.fromQuarter * STEP;
    const busy = g.busy.map((b): BusyInterval => {
      const start = from + b.quarter * STEP + b.shift * MIN;
      return { start: new Date(start), end: new Date(start + b.length * STEP), ...(b.kind ? { kind: b.kind } : {}) };
    });
    const schedule: BookableSchedule = {
      timeZone,
      weeklyRules: g.rules.map(({ day, window }) => ({ weekday: WEEKDAYS[day] ?? 'monday', ...window })),
      dateOverrides: g.overrides.map(({ day, windows }) => ({ date: isoDate(anchor + day * DAY), windows })),
      timeOff: g.timeOff.map(({ quarter, length }) => ({
        start: localDateTime(anchor + quarter * STEP),
        end: localDateTime(anchor + (quarter + length) * STEP),
      })),
      bufferBeforeMinutes: g.bufferBefore,
      bufferAfterMinutes: g.bufferAfter,
      minNoticeMinutes: g.notice,
      horizonDays: g.horizon,
      maxSessionsPerDay: g.limit,
      sessionLengthMinutes: g.length,
    };
    return { schedule, busy, from: new Date(from), to: new Date(from + g.span * STEP), now: new Date(now) };
  });

const wallMinute = (p: ZonedParts): number => p.hour * 60 + p.minute;
const dateKey = (p: ZonedParts): string => `${p.year}-${p.month}-${p.day}`;
const sameWall = (a: ZonedParts, b: ZonedParts): boolean => dateKey(a) === dateKey(b) && wallMinute(a) === wallMinute(b);
const overlaps = (a0: number, a1: number, b0: number, b1: number): boolean => a0 < b1 && b0 < a1;
const toMinutes = (t: string): number => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** Every open slot by definition, instant by instant. */
function oracle({ schedule: s, busy, from, to, now }: Case): string[] {
  const memo = new Map<number, ZonedParts>();
  const partsAt = (ms: number): ZonedParts => {
    let parts = memo.get(ms);
    if (!parts) memo.set(ms, (parts = utcToZonedParts(new Date(ms), s.timeZone)));
    return parts;
  };
  // Open quarter hours of a local date: its override's windows, else its weekday's rules.
  const openQuarters = (p: ZonedParts): boolean[] => {
    const key = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
    const override = s.dateOverrides.filter((o) => o.date === key);
    const windows = override.length > 0 ? override.flatMap((o) => o.windows) : s.weeklyRules.filter((r) => r.weekday === p.weekday);
    const open = Array.from({ length: 96 }, () => false);
    for (const w of windows) for (let m = toMinutes(w.start); m < toMinutes(w.end); m += 15) open[m / 15] = true;
    return open;
  };
  // Time off: the hull of the instants whose wall time lies inside it.
  const off = s.timeOff.map(({ start, end }) => {
    const startWall = Date.parse(`${start}:00Z`);
    const endWall = Date.parse(`${end}:00Z`);
    let first = Number.POSITIVE_INFINITY;
    let last = Number.NEGATIVE_INFINITY;
    for (let u = startWall - 15 * 60 * MIN; u < endWall + 15 * 60 * MIN; u += STEP) {
      const p = partsAt(u);
      const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
      if (wall >= startWall && wall < endWall) {
        first = Math.min(first, u);
        last = Math.max(last, u + STEP);
      }
    }
    return [first, last] as const;
  });
  const sessions = busy.filter((b) => (b.kind ?? 'session') === 'session' && b.end > b.start);
  const before = s.bufferBeforeMinutes * MIN;
  const after = s.bufferAfterMinutes * MIN;
  const length = s.sessionLengthMinutes * MIN;
  const lower = Math.max(from.getTime(), now.getTime() + s.minNoticeMinutes * MIN);
  const upper = Math.min(to.getTime(), now.getTime() + s.horizonDays * DAY + 1);

  const result: string[] = [];
  for (let t = Math.ceil(lower / STEP) * STEP; t < upper; t += STEP) {
    const p = partsAt(t);
    if (p.minute % 30 !== 0) continue;
    // First occurrence only: the same wall time must not have been shown earlier.
    if ([15, 30, 45, 60, 75, 90, 105, 120].some((d) => sameWall(partsAt(t - d * MIN), p))) continue;
    const open = openQuarters(p);
    const startQuarter = wallMinute(p) / 15;
    if (!open[startQuarter]) continue;
    let windowEnd = startQuarter;
    while (open[windowEnd]) windowEnd += 1;
    // Every instant of the session shows the same date and a time before the window's end.
    let fits = true;
    for (let u = t; u < t + length && fits; u += STEP) {
      const q = partsAt(u);
      fits = dateKey(q) === dateKey(p) && wallMinute(q) < windowEnd * 15;
    }
    if (!fits) continue;
    if (off.some(([a, b]) => overlaps(t, t + length, a, b))) continue;
    const padded = [t - before, t + length + after] as const;
    const blocked = busy.some((b) => {
      const [b0, b1] = [b.start.getTime(), b.end.getTime()];
      if (!(b1 > b0)) return false;
      return (b.kind ?? 'session') === 'session'
        ? overlaps(padded[0], padded[1], b0 - before, b1 + after)
        : overlaps(padded[0], padded[1], b0, b1);
    });
    if (blocked) continue;
    if (
      s.maxSessionsPerDay !== null &&
      sessions.filter((b) => dateKey(partsAt(b.start.getTime())) === dateKey(p)).length >= s.maxSessionsPerDay
    ) {
      continue;
    }
    result.push(new Date(t).toISOString());
  }
  return result;
}

describe('the engine with weekly rules against a brute-force oracle', () => {
  it('lists exactly the oracle slots, and the other queries agree with the list', () => {
    let withSlots = 0;
    fc.assert(
      fc.property(arbCase, (c) => {
        const slots = listOpenSlots(c);
        expect(slots.map((slot) => slot.toISOString())).toEqual(oracle(c));
        expect(hasOpenSlotIn(c)).toBe(slots.length > 0);
        for (const slot of slots.slice(0, 3)) expect(isOpenSlot({ ...c, start: slot })).toBe(true);
        const first = slots[0];
        if (first) expect(isOpenSlot({ ...c, start: new Date(first.getTime() + 15 * MIN) })).toBe(false);
        // The next slot after `from` is the first listed one, unless the list was cut off by `to`.
        const next = nextOpenSlot({ ...c, after: c.from });
        if (first) expect(next?.toISOString()).toBe(first.toISOString());
        else if (next) expect(next.getTime()).toBeGreaterThanOrEqual(c.to.getTime());
        if (slots.length > 0) withSlots += 1;
      }),
      { numRuns: 600 },
    );
    // Guard against a generator that only ever produces empty answers.
    expect(withSlots).toBeGreaterThan(80);
  });
});
