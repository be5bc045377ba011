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
} from '../../../shared/schemas/coaches.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import type { ListingRule } from '../../db/queries/listable-coach.js';
import type { Database } from '../../db/client.js';
import { createAvailabilityService } from '../availability/service.js';
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

export function createCoachesService({ db, now, listing }: { db: Database; now: () => Date; listing: ListingRule }) {
  const repo = createCoachesRepository(db, listing);
  const availability = createAvailabilityService({ db, now, listing });

  // Coaches passing the SQL filters that also have an open slot in the window:
  // one query for the candidates, one for all their bookings, the rest in memory.
  async function idsWithOpenSlot(filters: CoachFilters, window: { from: Date; to: Date }): Promise<number[]> {
    const candidates = await repo.findCandidateSchedules(filters);
    const open = await availability.coachesWithOpenSlotIn(candidates, window.from, window.to);
    return candidates.filter((c) => open.has(c.coachId)).map((c) => c.coachId);
  }

  return {
    async list(query: TCoachListQuery): Promise<TCoachListResponse> {
      const { page, pageSize } = query;
      const offset = (page - 1) * pageSize;
      let filters = filtersFrom(query);
      let total: number;
      let rows: CoachRow[];
      const window = availabilityWindow(query.availability, now(), query.tz);
      if (window) {
        const ids = await idsWithOpenSlot(filters, window);
        filters = { ...filters, onlyIds: ids };
        total = ids.length;
        rows = ids.length > 0 ? await repo.findCoachPage(filters, pageSize, offset) : [];
      } else {
        [rows, total] = await Promise.all([repo.findCoachPage(filters, pageSize, offset), repo.countCoaches(filters)]);
      }
      return { coaches: rows.map(toCoach), total, page, pageSize, totalPages: Math.ceil(total / pageSize) };
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
