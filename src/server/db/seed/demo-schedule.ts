// Places demo sessions on a coach's real calendar: on an available day, at a
// half-hour start inside the daily window, without overlapping that coach's
// other demo sessions. Past sessions walk back from "now", upcoming ones forward.
import type { DemoCoach } from './demo-coaches.js';
import { addDays, localDateOf, minutesOf, weekdayOf, zonedToUtc } from './zoned-time.js';

const MINUTE = 60_000;

export type Slot = { start: Date; end: Date };

export function createCoachScheduler(now: Date) {
  const taken = new Map<string, Slot[]>();

  function fits(username: string, slot: Slot) {
    return !(taken.get(username) ?? []).some((other) => slot.start < other.end && other.start < slot.end);
  }

  // dayOffset: days from the coach's local today; direction: where to look if that day is not free.
  function place(coach: DemoCoach, dayOffset: number, direction: 1 | -1, preferredSlot: number): Slot {
    const { timeZone, availableDays, availableFrom, availableTo, sessionLength } = coach.profile;
    const from = minutesOf(availableFrom);
    const slotCount = Math.floor((minutesOf(availableTo) - sessionLength - from) / 30) + 1;
    const today = localDateOf(now, timeZone);
    for (let step = 0; step < 60; step++) {
      const date = addDays(today, dayOffset + step * direction);
      if (!(availableDays as string[]).includes(weekdayOf(date))) continue;
      for (let i = 0; i < slotCount; i++) {
        const minutes = from + ((preferredSlot + i) % slotCount) * 30;
        const start = zonedToUtc(date, minutes, timeZone);
        const slot = { start, end: new Date(start.getTime() + sessionLength * MINUTE) };
        const clearOfNow = direction === 1 ? start.getTime() > now.getTime() + 24 * 60 * MINUTE : slot.end < now;
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
