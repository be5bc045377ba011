import { describe, expect, it, vi } from 'vitest';
import { listOpenSlots, type BookableSchedule } from '../../../shared/domain/availability.js';
import { DAY_MS, HOUR_MS } from '../../../shared/domain/time-units.js';
import { createAvailabilityIndex, ROLL_AFTER_MS, type Busy } from './availability-index.js';

const schedule: BookableSchedule = {
  timeZone: 'Europe/Berlin',
  sessionLengthMinutes: 60,
  weeklyRules: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((weekday) => ({
    weekday: weekday as BookableSchedule['weeklyRules'][number]['weekday'],
    start: '09:00',
    end: '13:00',
  })),
  dateOverrides: [],
  timeOff: [],
  bufferBeforeMinutes: 15,
  bufferAfterMinutes: 0,
  minNoticeMinutes: 120,
  horizonDays: 14,
  maxSessionsPerDay: 3,
};
const busy: Busy[] = [{ start: new Date('2030-01-08T09:00:00Z'), end: new Date('2030-01-08T10:00:00Z') }];

function setUp(start: Date) {
  const clock = { now: start };
  const loadBusy = vi.fn(async (ids: readonly number[]) => new Map(ids.map((id) => [id, busy])));
  const index = createAvailabilityIndex({ loadBusy, now: () => clock.now });
  return { clock, loadBusy, index };
}

const engine = (now: Date, from: Date, to: Date) => listOpenSlots({ schedule, busy, from, to, now });

describe('availability index', () => {
  it('answers as the engine does at every later moment, rolling forward after 12 hours', async () => {
    const start = new Date('2030-01-07T05:00:00Z');
    const { clock, loadBusy, index } = setUp(start);
    for (let step = 0; step < 80; step += 1) {
      clock.now = new Date(start.getTime() + step * 3 * HOUR_MS + step * 7 * 60_000);
      await index.ensure([{ coachId: 1, version: 0, schedule }]);
      const from = new Date(clock.now.getTime() - DAY_MS);
      const to = new Date(clock.now.getTime() + 20 * DAY_MS);
      expect(index.openSlots(1, from, to)).toEqual(engine(clock.now, from, to));
      const first = engine(clock.now, clock.now, to)[0] ?? null;
      expect(index.nextOpenSlot(1)).toEqual(first);
      const day = new Date(clock.now.getTime() + 2 * DAY_MS);
      expect(index.hasOpenSlotIn(1, day, new Date(day.getTime() + 6 * HOUR_MS))).toBe(
        engine(clock.now, day, new Date(day.getTime() + 6 * HOUR_MS)).length > 0,
      );
    }
    // 80 steps of 3 h 7 min = about 10 days: recomputed only when 12 hours old.
    expect(loadBusy.mock.calls.length).toBeLessThanOrEqual(Math.ceil((80 * (3 * HOUR_MS + 7 * 60_000)) / ROLL_AFTER_MS) + 1);
  });

  it('recomputes a coach when its version moves, and only that coach', async () => {
    const { loadBusy, index } = setUp(new Date('2030-01-07T05:00:00Z'));
    await index.ensure([1, 2, 3].map((coachId) => ({ coachId, version: 4, schedule })));
    expect(loadBusy).toHaveBeenCalledTimes(1);
    await index.ensure([1, 2, 3].map((coachId) => ({ coachId, version: 4, schedule })));
    expect(loadBusy).toHaveBeenCalledTimes(1);
    await index.ensure([{ coachId: 2, version: 5, schedule }]);
    expect(loadBusy).toHaveBeenLastCalledWith([2], expect.any(Date), expect.any(Date));
  });

  it('shares one computation among concurrent requests for the same coach and version', async () => {
    const { loadBusy, index } = setUp(new Date('2030-01-07T05:00:00Z'));
    await Promise.all(Array.from({ length: 10 }, () => index.ensure([{ coachId: 1, version: 1, schedule }])));
    expect(loadBusy).toHaveBeenCalledTimes(1);
  });

  it('has nothing for a schedule the engine cannot read', async () => {
    const { index } = setUp(new Date('2030-01-07T05:00:00Z'));
    await index.ensure([{ coachId: 1, version: 0, schedule: { ...schedule, timeZone: 'Nowhere/Else' } }]);
    expect(index.nextOpenSlot(1)).toBeNull();
    expect(index.openSlots(1, new Date(0), new Date(8.64e15))).toEqual([]);
  });

  // Every window the read cache keeps answers for: fixed, from the clock on
  // (the directory's "today"), and the calendar's default fortnight whose two
  // ends both follow the clock. At every minute before stableUntil the slots
  // are those of the moment it was computed; the answer does change at some
  // point, so the bound is not trivially "never".
  it.each([
    { name: 'a fixed window', fromFollowsClock: false, toFollowsClock: false },
    { name: 'a window from the clock on', fromFollowsClock: true, toFollowsClock: false },
    { name: 'a fortnight that follows the clock', fromFollowsClock: true, toFollowsClock: true },
  ])('says until when the open starts in $name stay the same', async ({ fromFollowsClock, toFollowsClock }) => {
    const start = new Date('2030-01-07T05:00:00Z');
    const { clock, index } = setUp(start);
    const windowAt = (ms: number) => {
      const from = fromFollowsClock ? ms : start.getTime() + 3 * HOUR_MS;
      const to = toFollowsClock ? ms + 14 * DAY_MS : start.getTime() + 3 * DAY_MS;
      return { from, to, fromFollowsClock, toFollowsClock };
    };
    const slotsAt = (ms: number) => {
      clock.now = new Date(ms);
      const { from, to } = windowAt(ms);
      return index.openSlots(1, new Date(from), new Date(to));
    };
    let changes = 0;
    for (let at = start.getTime(); at < start.getTime() + 2 * DAY_MS; at += 37 * 60_000) {
      clock.now = new Date(at);
      await index.ensure([{ coachId: 1, version: 0, schedule }]);
      const until = index.stableUntil(1, windowAt(at), new Date(at));
      expect(until).toBeGreaterThan(at);
      const seen = slotsAt(at);
      for (let later = at; later < Math.min(until, at + 2 * DAY_MS); later += 60_000) expect(slotsAt(later)).toEqual(seen);
      if (until < at + 2 * DAY_MS && JSON.stringify(slotsAt(until + 60_000)) !== JSON.stringify(seen)) changes += 1;
    }
    expect(changes).toBeGreaterThan(0);
  });
});
