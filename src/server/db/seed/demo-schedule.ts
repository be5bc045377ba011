// Places demo sessions on a coach's real calendar: on an available day, at a
// half-hour start inside the daily window, without overlapping that coach's
// other demo sessions. Past sessions walk back from "now", upcoming ones forward.
import type { DemoCoach } from './demo-coaches.js';
import { parseClockTime } from '../../../shared/domain/clock-time.js';
import { addDays, weekdayOf } from '../../../shared/domain/local-date.js';
import { localDateOf, zonedWallTimeToUtc } from '../../../shared/domain/time-zone.js';
import { DAY_MS, MINUTE_MS } from '../../../shared/domain/time-units.js';

export type Slot = { start: Date; end: Date };

export function createCoachScheduler(now: Date) {
  const taken = new Map<string, Slot[]>();

  function fits(username: string, slot: Slot) {
    return !(taken.get(username) ?? []).some((other) => slot.start < other.end && other.start < slot.end);
  }

  // dayOffset: days from the coach's local today; direction: where to look if that day is not free.
  function place(coach: DemoCoach, dayOffset: number, direction: 1 | -1, preferredSlot: number): Slot {
    const { timeZone, availableDays, availableFrom, availableTo, sessionLength } = coach.profile;
    const from = parseClockTime(availableFrom) ?? 0;
    const slotCount = Math.floor(((parseClockTime(availableTo, true) ?? 0) - sessionLength - from) / 30) + 1;
    const today = localDateOf(now, timeZone);
    for (let step = 0; step < 60; step++) {
      const date = addDays(today, dayOffset + step * direction);
      if (!(availableDays as string[]).includes(weekdayOf(date))) continue;
      for (let i = 0; i < slotCount; i++) {
        const minutes = from + ((preferredSlot + i) % slotCount) * 30;
        const start = zonedWallTimeToUtc(date, { hour: Math.floor(minutes / 60), minute: minutes % 60 }, timeZone);
        // A start in the hour skipped by a daylight-saving change does not exist.
        if (!start) continue;
        const slot = { start, end: new Date(start.getTime() + sessionLength * MINUTE_MS) };
        const clearOfNow = direction === 1 ? start.getTime() > now.getTime() + DAY_MS : slot.end < now;
        if (clearOfNow && fits(coach.username, slot)) {
          taken.set(coach.username, [...(taken.get(coach.username) ?? []), slot]);
          return slot;
        }
      }
    }
    throw new Error(`No demo slot for ${coach.username} around day ${dayOffset}`);
  }

  return { place };
}
