// A per-process index of each coach's open slot starts over the whole
// bookable range (docs/decisions/0047-availability-index.md), so "open slot
// between A and B?", "next open slot" and a coach's calendar are a binary
// search instead of the engine run over the coach's bookings per request.
//
// Correctness rests on two things:
// - Every entry is tagged with the coach's availability version, which the
//   database bumps in the same transaction as every change to the coach's
//   bookings, busy time or profile (migration 0019). Callers read the version
//   in the statement that also checks the coach is listed; an entry under
//   another version is recomputed before it is used. So a slot freed or taken
//   in any process shows in every process on its next read.
// - The engine depends on the clock only through two bounds (notice and
//   horizon, slotStartBounds). An entry is computed with the horizon extended
//   by ROLL_DAYS and clipped to the bounds of the moment it is read, which
//   gives exactly the engine's answer for up to ROLL_DAYS after it was
//   computed; it is rolled forward (recomputed) after ROLL_AFTER_MS.
import { listOpenSlots, slotStartBounds, type BookableSchedule } from '../../../shared/domain/availability.js';
import { DAY_MS, HOUR_MS } from '../../../shared/domain/time-units.js';

export type Busy = { start: Date; end: Date };
export type IndexedCoach = { coachId: number; version: number; schedule: BookableSchedule };
// Slot starts in [from, to) as seen at a clock; `from` may be the clock itself
// (from now on), `to` the clock plus a fixed span (the next fortnight).
export type ClockWindow = { from: number; to: number; fromFollowsClock: boolean; toFollowsClock: boolean };
export type LoadBusy = (coachIds: readonly number[], from: Date, to: Date) => Promise<Map<number, Busy[]>>;

const ROLL_DAYS = 1;
// Well inside ROLL_DAYS, so a coach nobody asked about for a while is simply recomputed.
export const ROLL_AFTER_MS = 12 * HOUR_MS;

type Entry = {
  version: number;
  computedAtMs: number;
  // slotStartBounds at the epoch: add the read's clock to get the bounds then.
  bounds: { earliest: number; latestExclusive: number } | null;
  slots: Float64Array;
};

// First index whose slot is >= target (slots ascending).
function lowerBound(slots: Float64Array, target: number): number {
  let lo = 0;
  let hi = slots.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((slots[mid] as number) < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function createAvailabilityIndex({ loadBusy, now }: { loadBusy: LoadBusy; now: () => Date }) {
  const entries = new Map<number, Entry>();
  const inFlight = new Map<number, { version: number; done: Promise<void> }>();

  function fresh(entry: Entry | undefined, coach: IndexedCoach, nowMs: number): entry is Entry {
    return (
      entry !== undefined && entry.version === coach.version && nowMs - entry.computedAtMs < ROLL_AFTER_MS && nowMs >= entry.computedAtMs
    );
  }

  // Computes the entries of the coaches given that are missing, under another
  // version or due to roll forward: one busy-time query for all of them.
  // Concurrent requests share a computation already under way for the same
  // coach and version (a cold index under load would otherwise compute every
  // coach once per waiting request).
  async function ensure(coaches: readonly IndexedCoach[]): Promise<void> {
    const nowMs = now().getTime();
    const waits: Promise<void>[] = [];
    const stale: IndexedCoach[] = [];
    for (const coach of coaches) {
      if (fresh(entries.get(coach.coachId), coach, nowMs)) continue;
      const running = inFlight.get(coach.coachId);
      if (running && running.version === coach.version) waits.push(running.done);
      else stale.push(coach);
    }
    if (stale.length > 0) {
      const done = compute(stale);
      for (const coach of stale) inFlight.set(coach.coachId, { version: coach.version, done });
      const forget = () => {
        for (const coach of stale) if (inFlight.get(coach.coachId)?.done === done) inFlight.delete(coach.coachId);
      };
      done.then(forget, forget);
      waits.push(done);
    }
    await Promise.all(waits);
  }

  async function compute(stale: readonly IndexedCoach[]): Promise<void> {
    const at = now();
    const nowMs = at.getTime();
    // Each coach's busy time over its whole bookable range, widened as the engine needs (busyLookupRange).
    let upper = nowMs;
    for (const { schedule } of stale) upper = Math.max(upper, nowMs + (schedule.horizonDays + ROLL_DAYS + 2) * DAY_MS);
    const busyByCoach = await loadBusy(
      stale.map((c) => c.coachId),
      new Date(nowMs - 2 * DAY_MS),
      new Date(upper),
    );
    for (const coach of stale) {
      // A slower computation must not replace what a later version put there (versions only grow).
      const current = entries.get(coach.coachId);
      if (current && current.version > coach.version) continue;
      const extended = { ...coach.schedule, horizonDays: coach.schedule.horizonDays + ROLL_DAYS };
      const slots = listOpenSlots({
        schedule: extended,
        busy: busyByCoach.get(coach.coachId) ?? [],
        from: at,
        to: new Date(nowMs + (extended.horizonDays + 1) * DAY_MS),
        now: at,
      });
      // The notice and horizon as offsets from any read's clock (slotStartBounds is linear in now).
      const bounds = slotStartBounds(coach.schedule, new Date(0));
      entries.set(coach.coachId, {
        version: coach.version,
        computedAtMs: nowMs,
        bounds,
        slots: Float64Array.from(slots, (slot) => slot.getTime()),
      });
    }
  }

  // The index range [first, end) of the entry's slots open at `at` within [from, to).
  function range(coachId: number, from: number, to: number, at: Date): { slots: Float64Array; first: number; end: number } | null {
    const entry = entries.get(coachId);
    if (!entry) throw new Error(`availability index: coach ${coachId} was not ensured`);
    if (!entry.bounds) return null;
    const lower = Math.max(from, at.getTime() + entry.bounds.earliest);
    const upper = Math.min(to, at.getTime() + entry.bounds.latestExclusive);
    if (!(lower < upper)) return null;
    const first = lowerBound(entry.slots, lower);
    const end = lowerBound(entry.slots, upper);
    return first < end ? { slots: entry.slots, first, end } : null;
  }

  return {
    ensure,

    // The engine's listOpenSlots for an ensured coach, at the current clock.
    openSlots(coachId: number, from: Date, to: Date): Date[] {
      const found = range(coachId, from.getTime(), to.getTime(), now());
      if (!found) return [];
      return Array.from(found.slots.subarray(found.first, found.end), (ms) => new Date(ms));
    },

    hasOpenSlotIn(coachId: number, from: Date, to: Date): boolean {
      return range(coachId, from.getTime(), to.getTime(), now()) !== null;
    },

    nextOpenSlot(coachId: number): Date | null {
      const found = range(coachId, -8.64e15, 8.64e15, now());
      return found ? new Date(found.slots[found.first] as number) : null;
    },

    // The first moment (ms) at which the open starts of an ensured coach within
    // the window, as seen at `at`, may differ from what they are at `at`: the
    // first one falls behind the notice (or behind the window's start when it
    // follows the clock), or a later one comes within the horizon (or within
    // the window's end when it follows the clock). Until then, and until the
    // entry is due to roll forward, any answer derived from them at a clock in
    // [at, that moment) is the same.
    stableUntil(coachId: number, window: ClockWindow, at: Date): number {
      const entry = entries.get(coachId);
      if (!entry) throw new Error(`availability index: coach ${coachId} was not ensured`);
      let until = entry.computedAtMs + ROLL_AFTER_MS;
      if (!entry.bounds) return until;
      const atMs = at.getTime();
      const { earliest, latestExclusive } = entry.bounds;
      const lead = window.fromFollowsClock ? Math.max(earliest, 0) : earliest;
      const lower = Math.max(window.fromFollowsClock ? atMs : window.from, atMs + earliest);
      const upper = Math.min(window.to, atMs + latestExclusive);
      const first = lowerBound(entry.slots, lower);
      const leaving = entry.slots[first];
      if (leaving !== undefined && leaving < upper) until = Math.min(until, leaving - lead);
      const entering = entry.slots[lowerBound(entry.slots, Math.max(lower, upper))];
      if (entering === undefined) return until;
      // The window's end moves with the clock too: the nearer of the two ends lets the next start in.
      if (window.toFollowsClock) return Math.min(until, entering - Math.min(window.to - atMs, latestExclusive));
      return entering < window.to ? Math.min(until, entering - latestExclusive) : until;
    },

    // Entries of coaches no longer asked about are kept until replaced; a
    // test or an operator can drop everything.
    clear(): void {
      entries.clear();
    },

    get size(): number {
      return entries.size;
    },
  };
}

export type AvailabilityIndex = ReturnType<typeof createAvailabilityIndex>;
