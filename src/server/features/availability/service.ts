// Open slots for one coach and for many at once. The booking feature reuses
// isBookableSlot so that the calendar and the booking check can never disagree.
import { busyLookupRange, isOpenSlot, slotEnd, type BookableSchedule } from '../../../shared/domain/availability.js';
import {
  AVAILABILITY_DEFAULT_DAYS,
  AVAILABILITY_MAX_SPAN_DAYS,
  AVAILABILITY_MESSAGES,
  type TAvailabilityQuery,
} from '../../../shared/schemas/availability.js';
import type { ListingRule } from '../../db/queries/listable-coach.js';
import type { Database } from '../../db/client.js';
import { InvalidInputError } from '../../errors/domain-errors.js';
import { createAvailabilityRepository, type AvailabilityRepository, type Busy } from './repository.js';
import { createSharedVersionReads, type SharedVersionReads, type VersionsRead } from './shared-version-reads.js';
import { createAvailabilityIndex, type AvailabilityIndex, type ClockWindow, type IndexedCoach } from './availability-index.js';
import { DAY_MS } from '../../../shared/domain/time-units.js';
import { type ScheduleRow } from '../../db/queries/schedules.js';

// The busy time of a coach, as the checkout reads it too.
export type { Busy };
// One read of every coach's availability version (shared-version-reads.ts).
export type { VersionsRead };

export type CoachOpenSlots = { timeZone: string; sessionLength: number; slots: Date[] };
export type ScheduledCoach = { coachId: number; version: number; schedule: ScheduleRow };

// Defaults: from now, two weeks long. The span is capped so one request cannot
// ask for years of slots. The ends the query leaves out follow the clock, which
// the read cache needs to know to tell how long the answer holds.
export function resolveSlotRange(query: TAvailabilityQuery, now: Date): ClockWindow {
  const from = query.from ? new Date(query.from) : now;
  const to = query.to ? new Date(query.to) : new Date(from.getTime() + AVAILABILITY_DEFAULT_DAYS * DAY_MS);
  if (to <= from) throw new InvalidInputError(AVAILABILITY_MESSAGES.toBeforeFrom, { to: AVAILABILITY_MESSAGES.toBeforeFrom });
  if (to.getTime() - from.getTime() > AVAILABILITY_MAX_SPAN_DAYS * DAY_MS) {
    throw new InvalidInputError(AVAILABILITY_MESSAGES.spanTooLong, { to: AVAILABILITY_MESSAGES.spanTooLong });
  }
  return { from: from.getTime(), to: to.getTime(), fromFollowsClock: !query.from, toFollowsClock: !query.from && !query.to };
}

// The coach's stored schedule as the engine reads it. The legacy hours are not
// used: weekly_rules holds what they mean (migration 0017 and its trigger).
export function toSchedule(row: ScheduleRow): BookableSchedule {
  return {
    timeZone: row.timeZone,
    sessionLengthMinutes: row.sessionLengthMinutes,
    weeklyRules: row.weeklyRules ?? [],
    dateOverrides: row.dateOverrides,
    timeOff: row.timeOff,
    bufferBeforeMinutes: row.bufferBeforeMinutes,
    bufferAfterMinutes: row.bufferAfterMinutes,
    minNoticeMinutes: row.minNoticeMinutes,
    horizonDays: row.horizonDays,
    maxSessionsPerDay: row.maxSessionsPerDay,
  };
}

// The range to read a coach's busy time over for a query over [from, to)
// (buffers, the session, whole local days for the daily limit: busyLookupRange).
// The repository still adds the longest session before `to`.
export function busyRangeFor(row: ScheduleRow, from: Date, to: Date): { from: Date; to: Date } {
  return busyLookupRange(toSchedule(row), from, to);
}

// Coaches per batch when warming: a few milliseconds of work between two requests.
const WARM_BATCH = 10;

// One index and one version reader per database handle, that is per app:
// every service built on it (availability, directory, public pages) shares
// what was computed and the round trips that check it.
type Shared = { index: AvailabilityIndex; versionReads: SharedVersionReads };
const sharedByDatabase = new WeakMap<Database, Shared>();
function sharedOf(db: Database, now: () => Date, repo: AvailabilityRepository): Shared {
  let shared = sharedByDatabase.get(db);
  if (!shared) {
    shared = {
      index: createAvailabilityIndex({ loadBusy: (ids, from, to) => repo.findBusyIntervals(ids, from, to), now }),
      versionReads: createSharedVersionReads((knownTotal) => repo.findVersionsUnlessTotal(knownTotal)),
    };
    sharedByDatabase.set(db, shared);
  }
  return shared;
}

// `listing`: listingRuleOf(config.payments), so only listed coaches have open times.
export function createAvailabilityService({ db, now, listing }: { db: Database; now: () => Date; listing: ListingRule }) {
  const repo = createAvailabilityRepository(db, listing);
  const { index, versionReads } = sharedOf(db, now, repo);

  // The coach's bookings that hold time between from and to.
  const busyIntervals = async (coachId: number, from: Date, to: Date): Promise<Busy[]> =>
    (await repo.findBusyIntervals([coachId], from, to)).get(coachId) ?? [];

  return {
    busyIntervals,

    // Computes every listed coach's entry a few at a time, yielding between
    // batches so requests are answered in between; a coach a request needs
    // first is computed by that request (the index shares the work).
    async warmIndex(batchSize = WARM_BATCH): Promise<number> {
      const rows = await repo.findAllListedVersionedSchedules();
      for (let i = 0; i < rows.length; i += batchSize) {
        await new Promise((resolve) => setImmediate(resolve));
        await index.ensure(
          rows.slice(i, i + batchSize).map(({ coachId, version, ...schedule }) => indexed({ coachId, version, schedule })),
        );
      }
      return rows.length;
    },

    // undefined when the coach is unknown or not listable (deactivated, unfinished).
    // From the index: the engine's answer, recomputed only when the coach's version moved.
    // `stillValid`: whether the same request would get the same slots now, for
    // the read cache: the coach's version has not moved and the clock has not
    // reached the first moment a slot leaves or enters the window.
    async findOpenSlots(
      coachId: number,
      window: ClockWindow,
    ): Promise<(CoachOpenSlots & { stillValid: () => Promise<boolean> }) | undefined> {
      const at = now();
      const row = await repo.findListedVersionedSchedule(coachId);
      if (!row) return undefined;
      const coach = { coachId, version: row.version };
      await index.ensure([{ ...coach, schedule: toSchedule(row) }]);
      const slots = index.openSlots(coachId, new Date(window.from), new Date(window.to));
      const validUntilMs = index.stableUntil(coachId, window, at);
      return {
        timeZone: row.timeZone,
        sessionLength: row.sessionLengthMinutes,
        slots,
        stillValid: async () => now().getTime() < validUntilMs && (await versionReads.unchanged([coach])),
      };
    },

    // The server-side authority for "may this start time be booked now?".
    async isBookableSlot(coachId: number, start: Date): Promise<boolean> {
      const row = await repo.findListedSchedule(coachId);
      if (!row) return false;
      const schedule = toSchedule(row);
      const range = busyLookupRange(schedule, start, slotEnd(start, schedule));
      const busy = await busyIntervals(coachId, range.from, range.to);
      return isOpenSlot({ schedule, busy, start, now: now() });
    },

    // Directory filter: the candidates' query (which read each coach's version)
    // and, only for coaches whose version moved, one query for their bookings.
    async coachesWithOpenSlotIn(candidates: readonly ScheduledCoach[], from: Date, to: Date): Promise<Set<number>> {
      await index.ensure(candidates.map(indexed));
      const open = new Set<number>();
      for (const { coachId } of candidates) if (index.hasOpenSlotIn(coachId, from, to)) open.add(coachId);
      return open;
    },

    // Until when (ms) the answers above for these ensured candidates over
    // [from, to) stay what they are at `at` (taken before they were ensured):
    // the earliest moment any candidate's open starts in the window move.
    stableUntil(candidates: readonly ScheduledCoach[], window: ClockWindow, at: Date): number {
      let until = Number.POSITIVE_INFINITY;
      for (const { coachId } of candidates) until = Math.min(until, index.stableUntil(coachId, window, at));
      return until;
    },

    // Whether none of these coaches' availability versions moved since they
    // were read (from `since`, when given); concurrent calls share one query
    // (shared-version-reads.ts).
    versionsUnchanged(coaches: readonly { coachId: number; version: number }[], since?: VersionsRead): Promise<boolean> {
      return versionReads.unchanged(coaches, since);
    },

    // Every coach's version now, shared with the concurrent reads (the in-memory directory's check).
    currentVersions(): Promise<VersionsRead> {
      return versionReads.now();
    },

    // Each candidate's first open slot (null: none within the horizon).
    async nextOpenSlots(candidates: readonly ScheduledCoach[]): Promise<Map<number, Date | null>> {
      await index.ensure(candidates.map(indexed));
      return new Map(candidates.map(({ coachId }) => [coachId, index.nextOpenSlot(coachId)]));
    },
  };
}

const indexed = ({ coachId, version, schedule }: ScheduledCoach): IndexedCoach => ({ coachId, version, schedule: toSchedule(schedule) });

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
