// Directory rules: which filters apply, the availability filter's two-step
// computation, and how stored rows become the public Coach shape.
import { toPublicReview } from '../../db/queries/public-reviews.js';
import { centsToDollars } from '../../../shared/domain/money.js';
import { availabilityWindow } from '../../../shared/domain/availability-windows.js';
import {
  COACH_MESSAGES,
  type TCoach,
  type TCoachListQuery,
  type TCoachListResponse,
  type TCoachReview,
  type TCoachReviewsQuery,
  type TNextAvailableResponse,
} from '../../../shared/schemas/coaches.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import type { ListingRule } from '../../db/queries/listable-coach.js';
import type { Database } from '../../db/client.js';
import { createAvailabilityService, type ScheduledCoach, type VersionsRead } from '../availability/service.js';
import { createCoachesRepository, type CoachesRepository, type CoachFilters, type CoachRow } from './repository.js';
import { createDirectoryIndex, type DirectoryIndex, type DirectorySnapshot } from './directory-index.js';
import { createDirectoryCards, type DirectoryCards } from './directory-cards.js';

export function toCoach(row: CoachRow): TCoach {
  const { hourlyRateCents, bio, reviewCount, specializations, clientsHelped, ...rest } = row;
  return {
    ...rest,
    hourlyRate: centsToDollars(hourlyRateCents),
    bio: bio ?? '',
    reviewCount: reviewCount ?? 0,
    specializations: specializations ?? [],
    clientsHelped: clientsHelped ?? 0,
  };
}

function filtersFrom(query: TCoachListQuery): CoachFilters {
  const specialty = query.specialty && query.specialty !== 'all' ? query.specialty : undefined;
  const language = query.language === 'all' ? undefined : query.language;
  return { search: query.q || undefined, specialty, price: query.price, language };
}

// The whole bookable range: the soonest sort reads each candidate's first open start.
const UNBOUNDED = { from: -8.64e15, to: 8.64e15, fromFollowsClock: false, toFollowsClock: false };

// One in-memory directory (and its cards) per database handle and listing
// rule, that is per app: the directory and the public pages share it.
type Directory = { index: DirectoryIndex; cards: DirectoryCards };
const directories = new WeakMap<Database, Map<boolean, Directory>>();
function directoryOf(db: Database, listing: ListingRule, repo: CoachesRepository): Directory {
  let byRule = directories.get(db);
  if (!byRule) directories.set(db, (byRule = new Map()));
  let directory = byRule.get(listing.payoutsRequired);
  if (!directory) {
    directory = {
      index: createDirectoryIndex(() => repo.findDirectoryRows()),
      // The cards by id, whatever the query (one prepared statement for all missing ones).
      cards: createDirectoryCards((ids) => repo.findCardsById(ids)),
    };
    byRule.set(listing.payoutsRequired, directory);
  }
  return directory;
}

export function createCoachesService({ db, now, listing }: { db: Database; now: () => Date; listing: ListingRule }) {
  const repo = createCoachesRepository(db, listing);
  const availability = createAvailabilityService({ db, now, listing });
  const directory = directoryOf(db, listing, repo);

  // The directory straight from the database: when the read cache is
  // bypassed, and for what the snapshot cannot answer exactly.
  async function listFromDatabase(
    query: TCoachListQuery,
    keepWhile?: (stillValid: () => Promise<boolean>) => void,
  ): Promise<TCoachListResponse> {
    const { page, pageSize } = query;
    const offset = (page - 1) * pageSize;
    const filters = filtersFrom(query);
    const at = now();
    const window = availabilityWindow(query.availability, at, query.tz);
    if (!window && query.sort === 'recommended') {
      const [rows, total] = await Promise.all([repo.findCoachPage(filters, pageSize, offset), repo.countCoaches(filters)]);
      return { coaches: rows.map(toCoach), total, page, pageSize, totalPages: Math.ceil(total / pageSize) };
    }
    const candidates = await repo.findCandidateSchedules(filters);
    let ids = window ? await idsWithOpenSlot(candidates, window) : candidates.map((c) => c.coachId);
    const total = ids.length;
    let rows: CoachRow[];
    if (query.sort === 'soonest') {
      ids = (await soonestOrder(candidates, ids)).slice(offset, offset + pageSize);
      const byId = new Map(
        (ids.length > 0 ? await repo.findCoachPage({ ...filters, onlyIds: ids }, pageSize, 0) : []).map((r) => [r.id, r]),
      );
      rows = ids.flatMap((id) => byId.get(id) ?? []);
    } else {
      rows = ids.length > 0 ? await repo.findCoachPage({ ...filters, onlyIds: ids }, pageSize, offset) : [];
    }
    keepWhile?.(stillValidCheck(candidates, window, query.sort === 'soonest', at));
    return { coaches: rows.map(toCoach), total, page, pageSize, totalPages: Math.ceil(total / pageSize) };
  }

  // The matching coaches with their schedules and availability versions, as
  // the candidates' query reads them: the versions now (one query shared with
  // the concurrent requests); a coach whose version moved since the snapshot
  // read its schedule is read again, schedule and version together, so the
  // availability index never tags an entry with a version its schedule does
  // not belong to. One no longer listed (an unannounced change) is left out, as SQL would.
  async function currentCandidates(
    snapshot: DirectorySnapshot,
    matches: readonly number[],
  ): Promise<{ candidates: ScheduledCoach[]; read?: VersionsRead }> {
    if (matches.length === 0) return { candidates: [] };
    const read = await availability.currentVersions();
    const moved = matches.filter((id) => (read.versions.get(id) ?? 0) !== snapshot.scheduledOf(id)?.version);
    const gone = new Set(moved);
    if (moved.length > 0) {
      for (const fresh of await repo.findSchedulesById(moved)) {
        snapshot.refresh(fresh);
        gone.delete(fresh.coachId);
      }
    }
    const candidates = matches.flatMap((id) => {
      const scheduled = gone.has(id) ? undefined : snapshot.scheduledOf(id);
      return scheduled ? [scheduled] : [];
    });
    return { candidates, read };
  }

  // The same answer as the database path (listFromDatabase), with the filters and orders
  // run over the in-memory snapshot; only the availability versions (for a
  // window or the soonest sort: one shared statement, rows only when some
  // version moved), the schedules of coaches whose version moved and the
  // cards not yet held for this snapshot are read.
  async function listFromSnapshot(
    snapshot: DirectorySnapshot,
    query: TCoachListQuery,
    keepWhile?: (stillValid: () => Promise<boolean>) => void,
  ): Promise<TCoachListResponse> {
    const { page, pageSize } = query;
    const offset = (page - 1) * pageSize;
    const at = now();
    const window = availabilityWindow(query.availability, at, query.tz);
    const matches = snapshot.match(filtersFrom(query));
    if (!matches) return listFromDatabase(query, keepWhile);
    const respond = (coaches: CoachRow[], total: number) => ({
      coaches: coaches.map(toCoach),
      total,
      page,
      pageSize,
      totalPages: Math.ceil(total / pageSize),
    });
    if (!window && query.sort === 'recommended')
      return respond(await directory.cards.cardsInOrder(snapshot, matches.slice(offset, offset + pageSize)), matches.length);
    const { candidates, read } = await currentCandidates(snapshot, matches);
    let ids = candidates.map((c) => c.coachId);
    if (window) {
      const open = await availability.coachesWithOpenSlotIn(candidates, window.from, window.to);
      ids = ids.filter((id) => open.has(id));
    }
    if (query.sort === 'soonest') {
      const next = await availability.nextOpenSlots(candidates);
      const key = (id: number) => next.get(id)?.getTime() ?? Number.POSITIVE_INFINITY;
      ids = [...ids].sort((a, b) => key(a) - key(b) || snapshot.rankOf(a) - snapshot.rankOf(b));
    }
    const rows = await directory.cards.cardsInOrder(snapshot, ids.slice(offset, offset + pageSize));
    keepWhile?.(stillValidCheck(candidates, window, query.sort === 'soonest', at, read));
    return respond(rows, ids.length);
  }

  // Coaches passing the SQL filters that also have an open slot in the window:
  // one query for the candidates (with their availability versions), then the
  // per-process availability index; bookings are read only for coaches whose
  // version moved (docs/decisions/0047-availability-index.md).
  async function idsWithOpenSlot(candidates: readonly ScheduledCoach[], window: { from: Date; to: Date }): Promise<number[]> {
    const open = await availability.coachesWithOpenSlotIn(candidates, window.from, window.to);
    return candidates.filter((c) => open.has(c.coachId)).map((c) => c.coachId);
  }

  // "Soonest available": the earliest next open slot first, coaches without
  // one last. The visitor asked for this order, so it wins over priority
  // listing; Pro first, then the recommended order, break ties (same start).
  async function soonestOrder(candidates: readonly ScheduledCoach[], ids: readonly number[]): Promise<number[]> {
    const next = await availability.nextOpenSlots(candidates);
    const rank = await repo.findRecommendedRank(ids);
    const key = (id: number) => next.get(id)?.getTime() ?? Number.POSITIVE_INFINITY;
    return [...ids].sort((a, b) => key(a) - key(b) || (rank.get(a) ?? 0) - (rank.get(b) ?? 0));
  }

  // Whether an answer computed at `at` from these candidates still holds: no
  // candidate's availability version moved (one indexed read, shared by the
  // reuses waiting at the same time) and the clock has not reached the first
  // moment any candidate's open starts in the window change, nor the moment
  // the window itself moves to another day. Who passes the SQL filters is the read cache's generation.
  function stillValidCheck(
    candidates: readonly ScheduledCoach[],
    window: { from: Date; to: Date } | null,
    soonest: boolean,
    at: Date,
    read?: VersionsRead,
  ): () => Promise<boolean> {
    let validUntilMs = Number.POSITIVE_INFINITY;
    if (window) {
      const fromFollowsClock = window.from.getTime() === at.getTime();
      const bounds = { from: window.from.getTime(), to: window.to.getTime(), fromFollowsClock, toFollowsClock: false };
      validUntilMs = Math.min(availability.stableUntil(candidates, bounds, at), bounds.to);
      if (!fromFollowsClock) validUntilMs = Math.min(validUntilMs, bounds.from);
    }
    if (soonest) validUntilMs = Math.min(validUntilMs, availability.stableUntil(candidates, UNBOUNDED, at));
    return async () => now().getTime() < validUntilMs && (await availability.versionsUnchanged(candidates, read));
  }

  return {
    // `keepWhile`: told, for an answer that depends on open time, how to tell
    // before reusing it that it still holds (the public read cache keeps it).
    // `generation`: the public read cache's ticket for this request (null when
    // the cache is bypassed): the in-memory directory answers only under one.
    async list(
      query: TCoachListQuery,
      keepWhile?: (stillValid: () => Promise<boolean>) => void,
      generation: number | null = null,
    ): Promise<TCoachListResponse> {
      if (generation !== null) return listFromSnapshot(await directory.index.snapshotFor(generation), query, keepWhile);
      return listFromDatabase(query, keepWhile);
    },

    // The directory cards' "Next available" for the listed coaches among `ids`.
    async nextAvailable(ids: readonly number[]): Promise<TNextAvailableResponse> {
      const candidates = await repo.findSchedulesById(ids);
      const next = await availability.nextOpenSlots(candidates);
      return { nextAvailable: Object.fromEntries([...next].map(([id, slot]) => [String(id), slot?.toISOString() ?? null])) };
    },

    async get(coachId: number): Promise<TCoach> {
      const row = await repo.findCoach(coachId);
      if (!row) throw new NotFoundError(COACH_MESSAGES.notFound);
      return toCoach(row);
    },

    // Every listed coach's id, for the sitemap.
    async listedIds(): Promise<number[]> {
      return repo.findListedCoachIds();
    },

    async reviews(coachId: number, query: TCoachReviewsQuery): Promise<TCoachReview[]> {
      if (!(await repo.isListed(coachId))) throw new NotFoundError(COACH_MESSAGES.notFound);
      const rows = await repo.findReviews(coachId, query.limit, (query.page - 1) * query.limit);
      return rows.map(toPublicReview);
    },
  };
}
