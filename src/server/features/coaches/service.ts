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
import { createAvailabilityService, type ScheduledCoach } from '../availability/service.js';
import { createDirectoryAnswers, type Generations } from './directory-answers.js';
import { createCoachesRepository, type CoachFilters, type CoachRow } from './repository.js';

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
  return { search: query.q || undefined, specialty, price: query.price };
}

// The whole bookable range: the soonest sort reads each candidate's first open start.
const UNBOUNDED = { from: -8.64e15, to: 8.64e15, followsClock: false };

export function createCoachesService({
  db,
  now,
  listing,
  generations,
}: {
  db: Database;
  now: () => Date;
  listing: ListingRule;
  // The public read cache's generations; without them no directory answer is kept.
  generations?: Generations;
}) {
  const repo = createCoachesRepository(db, listing);
  const answers = createDirectoryAnswers(generations);
  const availability = createAvailabilityService({ db, now, listing });

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

  // The filtered or soonest-sorted page from the candidates passing the SQL filters.
  async function answerFor(
    query: TCoachListQuery,
    filters: CoachFilters,
    candidates: readonly ScheduledCoach[],
    window: { from: Date; to: Date } | null,
  ): Promise<TCoachListResponse> {
    const { page, pageSize } = query;
    const offset = (page - 1) * pageSize;
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
    return { coaches: rows.map(toCoach), total, page, pageSize, totalPages: Math.ceil(total / pageSize) };
  }

  return {
    async list(query: TCoachListQuery): Promise<TCoachListResponse> {
      const { page, pageSize } = query;
      const filters = filtersFrom(query);
      const at = now();
      const window = availabilityWindow(query.availability, at, query.tz);
      if (!window && query.sort === 'recommended') {
        const [rows, total] = await Promise.all([repo.findCoachPage(filters, pageSize, (page - 1) * pageSize), repo.countCoaches(filters)]);
        return { coaches: rows.map(toCoach), total, page, pageSize, totalPages: Math.ceil(total / pageSize) };
      }
      // The visitor's zone matters only through the window, so zones with the same window share answers.
      const followsClock = window !== null && window.from.getTime() === at.getTime();
      const windowKey = window ? `${followsClock ? 'now' : window.from.getTime()}-${window.to.getTime()}` : 'none';
      const key = JSON.stringify([filters.search, filters.specialty, filters.price, query.sort, windowKey, page, pageSize]);
      return answers.answer({
        key,
        nowMs: () => now().getTime(),
        versionsCurrent: async (kept) => (await repo.sumAvailabilityVersions(kept.coachIds)) === kept.versionSum,
        compute: async (generation) => {
          const candidates = await repo.findCandidateSchedules(filters);
          const response = await answerFor(query, filters, candidates, window);
          if (generation === null) return response;
          let validUntilMs = Number.POSITIVE_INFINITY;
          if (window) {
            const bounds = { from: window.from.getTime(), to: window.to.getTime(), followsClock };
            validUntilMs = availability.stableUntil(candidates, bounds, at);
          }
          if (query.sort === 'soonest') validUntilMs = Math.min(validUntilMs, availability.stableUntil(candidates, UNBOUNDED, at));
          const versionSum = candidates.reduce((sum, c) => sum + c.version, 0);
          return { generation, coachIds: candidates.map((c) => c.coachId), versionSum, validUntilMs, response };
        },
      });
    },

    // The directory cards' "Next available" for the listed coaches among `ids`.
    async nextAvailable(ids: readonly number[]): Promise<TNextAvailableResponse> {
      const candidates = await repo.findCandidateSchedules({ price: 'any', onlyIds: ids });
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
