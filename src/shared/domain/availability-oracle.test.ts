// Seeded pseudo-random schedules checked against a brute-force oracle that
// reads every 15-minute instant through Intl directly (no shared conversion
// code), with the dates clustered around DST changes. Also checks that
// hasOpenSlotIn and isOpenSlot agree with listOpenSlots.
import { describe, expect, it } from 'vitest';
import { hasOpenSlotIn, isOpenSlot, listOpenSlots, WEEKDAYS, type BusyInterval, type CoachSchedule } from './availability.js';
import { utcToZonedParts, type ZonedParts } from './time-zone.js';

const ZONES = [
  'UTC',
  'America/New_York',
  'Europe/Berlin',
  'Asia/Kathmandu',
  'Asia/Kolkata',
  'Australia/Adelaide',
  'Pacific/Auckland',
  'America/Santiago',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'America/St_Johns',
];
const DATES = ['2024-03-09', '2024-06-15', '2024-10-26', '2024-12-31'].map((day) => Date.parse(`${day}T00:00:00Z`));
// 2024 clock changes: US, EU, Australia/NZ (incl. 30-minute and :45 shifts), Chile (at midnight), Newfoundland.
const TRANSITIONS: [string, string][] = [
  ['America/New_York', '2024-03-10'],
  ['America/New_York', '2024-11-03'],
  ['Europe/Berlin', '2024-03-31'],
  ['Europe/Berlin', '2024-10-27'],
  ['Australia/Adelaide', '2024-04-07'],
  ['Australia/Adelaide', '2024-10-06'],
  ['Pacific/Auckland', '2024-04-07'],
  ['Pacific/Auckland', '2024-09-29'],
  ['America/Santiago', '2024-04-06'],
  ['America/Santiago', '2024-09-08'],
  ['Australia/Lord_Howe', '2024-04-07'],
  ['Australia/Lord_Howe', '2024-10-06'],
  ['Pacific/Chatham', '2024-04-07'],
  ['Pacific/Chatham', '2024-09-29'],
  ['America/St_Johns', '2024-03-10'],
  ['America/St_Johns', '2024-11-03'],
];
const MIN = 60_000;
const STEP = 15 * MIN;

function lcg(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state % n;
  };
}

type Case = { schedule: CoachSchedule; busy: BusyInterval[]; from: Date; to: Date; now: Date };

function makeCase(rand: (n: number) => number): Case {
  const days = WEEKDAYS.filter(() => rand(4) > 0);
  // Half the cases put the window around the night hours where clocks change.
  const fromMinute = rand(2) === 0 ? rand(16) * 15 : rand(90) * 15;
  const toMinute = Math.min(1440, fromMinute + 15 + rand(40) * 15);
  const clock = (m: number): string => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const transition = rand(3) > 0 ? TRANSITIONS[rand(TRANSITIONS.length)] : undefined;
  const timeZone = transition?.[0] ?? ZONES[rand(ZONES.length)] ?? 'UTC';
  const anchor = transition ? Date.parse(`${transition[1]}T00:00:00Z`) : (DATES[rand(DATES.length)] ?? 0);
  const now = anchor - rand(3 * 96) * STEP - rand(15) * MIN;
  const from = now + (rand(4 * 96) - 96) * STEP;
  const to = from + rand(3 * 96) * STEP;
  const busy: BusyInterval[] = [];
  for (let i = rand(6); i > 0; i -= 1) {
    const start = from + (rand(4 * 96) - 48) * STEP + rand(2) * 10 * MIN;
    busy.push({ start: new Date(start), end: new Date(start + (1 + rand(12)) * STEP) });
  }
  return {
    schedule: {
      timeZone,
      availableDays: days,
      availableFrom: clock(fromMinute),
      availableTo: toMinute === 1440 ? '24:00' : clock(toMinute),
      sessionLengthMinutes: [15, 30, 45, 60, 90, 120, 240][rand(7)] ?? 60,
    },
    busy,
    from: new Date(from),
    to: new Date(to),
    now: new Date(now),
  };
}

const sameWall = (a: ZonedParts, b: ZonedParts): boolean =>
  a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute;
const dayNumber = (p: ZonedParts): number => Date.UTC(p.year, p.month - 1, p.day) / 86_400_000;

/** Every open slot by definition, checked instant by instant. */
function oracle({ schedule, busy, from, to, now }: Case): string[] {
  const tz = schedule.timeZone;
  const [fh = 0, fm = 0] = (schedule.availableFrom ?? '').split(':').map(Number);
  const [th = 0, tm = 0] = (schedule.availableTo ?? '').split(':').map(Number);
  const fromMinute = fh * 60 + fm;
  const toMinute = th * 60 + tm;
  const length = schedule.sessionLengthMinutes * MIN;
  const lower = Math.max(from.getTime(), now.getTime() + 120 * MIN);
  const upper = Math.min(to.getTime(), now.getTime() + 60 * 86_400_000 + 1);
  const memo = new Map<number, ZonedParts>();
  const partsAt = (ms: number): ZonedParts => {
    let parts = memo.get(ms);
    if (!parts) memo.set(ms, (parts = utcToZonedParts(new Date(ms), tz)));
    return parts;
  };
  const result: string[] = [];
  for (let t = Math.ceil(lower / STEP) * STEP; t < upper; t += STEP) {
    const p = partsAt(t);
    const local = p.hour * 60 + p.minute;
    if (p.minute % 30 !== 0 || !schedule.availableDays.includes(p.weekday)) continue;
    if (local < fromMinute || local >= toMinute) continue;
    // First occurrence only: the same wall time must not have been shown earlier.
    if ([30, 60, 90, 120].some((d) => sameWall(partsAt(t - d * MIN), p))) continue;
    // The session must end before the clock first reaches availableTo that day.
    let fits = true;
    for (let u = t; u < t + length && fits; u += STEP) {
      const q = partsAt(u);
      fits = dayNumber(q) === dayNumber(p) && q.hour * 60 + q.minute < toMinute;
    }
    if (!fits) continue;
    if (busy.some((b) => b.start.getTime() < t + length && b.end.getTime() > t)) continue;
    result.push(new Date(t).toISOString());
  }
  return result;
}

describe('availability against a brute-force oracle', () => {
  it('matches the oracle, and hasOpenSlotIn / isOpenSlot agree, on 400 seeded cases', () => {
    const rand = lcg(20_240_310);
    let withSlots = 0;
    for (let i = 0; i < 400; i += 1) {
      const c = makeCase(rand);
      const slots = listOpenSlots(c);
      const listed = slots.map((slot) => slot.toISOString());
      expect(listed, JSON.stringify(c)).toEqual(oracle(c));
      expect(hasOpenSlotIn(c)).toBe(slots.length > 0);
      for (const slot of slots.slice(0, 3)) expect(isOpenSlot({ ...c, start: slot })).toBe(true);
      const first = slots[0];
      if (first) expect(isOpenSlot({ ...c, start: new Date(first.getTime() + 15 * MIN) })).toBe(false);
      if (slots.length > 0) withSlots += 1;
    }
    // Guard against a generator that only ever produces empty answers.
    expect(withSlots).toBeGreaterThan(150);
  });
});
