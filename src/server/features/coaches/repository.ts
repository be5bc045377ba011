// Directory queries. Every read runs a fixed number of statements whatever the
// page size: aggregates come from lateral subqueries, never a query per coach.
import { publicReviewColumns } from '../../db/queries/public-reviews.js';
import { and, asc, desc, eq, exists, gt, gte, isNull, lt, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { TPriceFilter } from '../../../shared/schemas/coaches.js';
import type { TTranslations } from '../../../shared/schemas/specializations.js';
import type { Database } from '../../db/client.js';
import {
  bookings,
  coachAvailabilityVersions,
  coachProfiles,
  coachSpecializations,
  reviews,
  specializations,
  users,
} from '../../db/schema.js';
import { availabilityVersionColumn, availabilityVersionJoin } from '../../db/queries/availability-version.js';
import { coachNameColumns, coachUserJoin, listableCoach, type ListingRule } from '../../db/queries/listable-coach.js';
import { likeContains } from '../../db/queries/text-search.js';
import type { DirectoryRow } from './directory-index.js';
import { idArray, scheduleColumns, type ScheduleRow } from '../../db/queries/schedules.js';

export type CoachFilters = {
  // A placeholder in the prepared profile query.
  coachId?: number | Placeholder;
  search?: string;
  specialty?: string;
  price: TPriceFilter;
  // One of COACHING_LANGUAGES (the query schema checks it).
  language?: string;
  // Restricts to these ids (the availability filter's matches); a placeholder
  // (the ids joined with commas) in the prepared statements that read by id.
  onlyIds?: readonly number[] | Placeholder;
};

export type CoachSpecializationRow = { id: number; name: string; nameTranslations?: TTranslations; colorClass: string };

// Price bands: under 50 means below 50; 50-100 includes both ends; over 100 means above 100.
const PRICE_CONDITIONS: Record<TPriceFilter, () => SQL | undefined> = {
  any: () => undefined,
  'under-50': () => lt(coachProfiles.hourlyRateCents, 5_000),
  '50-100': () => and(gte(coachProfiles.hourlyRateCents, 5_000), lte(coachProfiles.hourlyRateCents, 10_000)),
  'over-100': () => gt(coachProfiles.hourlyRateCents, 10_000),
};

// A coach without reviews shows 5 stars (docs/product/reviews.md#ratings-on-profiles); sorting by the shown value keeps the list visibly ordered.
const shownRatingOf = () =>
  sql<number>`coalesce(round(${coachProfiles.ratingTotal}::numeric / nullif(${coachProfiles.reviewCount}, 0), 1), 5)::float8`;

// Pro first (priority listing), then the best rated; id last so pages never overlap.
const recommendedOrder = () => [
  desc(sql`(${coachProfiles.planType} = 'pro')`),
  desc(shownRatingOf()),
  desc(coachProfiles.reviewCount),
  asc(coachProfiles.id),
];

function hasSpecializationWhere(db: Database, condition: SQL) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(coachSpecializations)
      .innerJoin(specializations, eq(specializations.id, coachSpecializations.specializationId))
      .where(and(eq(coachSpecializations.coachId, coachProfiles.id), condition)),
  );
}

function whereFor(db: Database, listing: ListingRule, filters: CoachFilters): SQL {
  const conditions: (SQL | undefined)[] = [listableCoach(listing), PRICE_CONDITIONS[filters.price]()];
  if (filters.coachId !== undefined) conditions.push(eq(coachProfiles.id, filters.coachId));
  if (filters.onlyIds) {
    const ids = Array.isArray(filters.onlyIds) ? idArray(filters.onlyIds) : sql`string_to_array(${filters.onlyIds}::text, ',')::int[]`;
    conditions.push(sql`${coachProfiles.id} = any(${ids})`);
  }
  if (filters.specialty) {
    conditions.push(hasSpecializationWhere(db, sql`lower(${specializations.name}) = ${filters.specialty}`));
  }
  if (filters.language) conditions.push(sql`${filters.language} = any(${coachProfiles.coachingLanguages})`);
  if (filters.search) {
    const pattern = likeContains(filters.search);
    conditions.push(
      or(
        sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
        hasSpecializationWhere(db, sql`${specializations.name} ilike ${pattern}`),
      ),
    );
  }
  return and(...conditions) as SQL;
}

export function createCoachesRepository(db: Database, listing: ListingRule) {
  // Two steps in one statement. The page is chosen first with only what the
  // order needs (plan and the review stats a trigger keeps on coach_profiles,
  // migration 0007); the specializations and "clients helped" aggregates then
  // run for the page's rows only, not for every listed coach.
  function coachPageQuery(filters: CoachFilters, limit: number | Placeholder, offset: number) {
    const shownRating = shownRatingOf();
    const page = db
      .select({
        id: sql<number>`${coachProfiles.id}`.as('page_coach_id'),
        isPro: sql<boolean>`(${coachProfiles.planType} = 'pro')`.as('page_is_pro'),
        rating: sql<number>`${shownRating}`.as('page_rating'),
        reviewCount: sql<number>`${coachProfiles.reviewCount}`.as('page_review_count'),
      })
      .from(coachProfiles)
      .innerJoin(users, coachUserJoin())
      .where(whereFor(db, listing, filters))
      .orderBy(...recommendedOrder())
      .limit(limit)
      .offset(offset)
      .as('page');
    const specs = db
      .select({
        list: sql<
          CoachSpecializationRow[]
        >`coalesce(json_agg(json_strip_nulls(json_build_object('id', ${specializations.id}, 'name', ${specializations.name}, 'nameTranslations', nullif(${specializations.nameTranslations}, '{}'::jsonb), 'colorClass', ${specializations.colorClass})) order by ${specializations.name}, ${specializations.id}), '[]'::json)`.as(
          'specialization_list',
        ),
      })
      .from(coachSpecializations)
      .innerJoin(specializations, eq(specializations.id, coachSpecializations.specializationId))
      .where(eq(coachSpecializations.coachId, coachProfiles.id))
      .as('coach_specs');
    const helped = db
      .select({ count: sql<number>`count(distinct ${bookings.clientId})::int`.as('clients_helped') })
      .from(bookings)
      .where(and(eq(bookings.coachId, coachProfiles.id), eq(bookings.status, 'completed')))
      .as('helped');

    return db
      .select({
        ...coachNameColumns,
        profileImage: users.profileImage,
        hourlyRateCents: coachProfiles.hourlyRateCents,
        rating: page.rating,
        reviewCount: page.reviewCount,
        specializations: specs.list,
        bio: users.bio,
        sessionLength: coachProfiles.sessionLength,
        certifications: coachProfiles.certifications,
        clientsHelped: helped.count,
        yearsExperience: coachProfiles.yearsExperience,
        planType: coachProfiles.planType,
        businessName: coachProfiles.businessName,
        socialLink: coachProfiles.socialLink,
        timeZone: coachProfiles.timeZone,
        isFoundingCoach: coachProfiles.isFoundingCoach,
        cancellationPolicy: coachProfiles.cancellationPolicy,
        coachingLanguages: coachProfiles.coachingLanguages,
      })
      .from(page)
      .innerJoin(coachProfiles, eq(coachProfiles.id, page.id))
      .innerJoin(users, coachUserJoin())
      .leftJoinLateral(specs, sql`true`)
      .leftJoinLateral(helped, sql`true`)
      .orderBy(desc(page.isPro), desc(page.rating), desc(page.reviewCount), asc(page.id));
  }

  // The profile and reviews pages' statements are built once and sent as named
  // prepared statements: neither Drizzle nor PostgreSQL redo that work per request.
  const coachById = coachPageQuery({ coachId: sql.placeholder('coachId'), price: 'any' }, 1, 0).prepare('coach_by_id');
  const listedCoach = db
    .select({ id: coachProfiles.id })
    .from(coachProfiles)
    .innerJoin(users, coachUserJoin())
    .where(and(eq(coachProfiles.id, sql.placeholder('coachId')), listableCoach(listing)))
    .limit(1)
    .prepare('listed_coach');
  // Only the first letter of the last name leaves the database (public-reviews.ts).
  const coachReviews = db
    .select(publicReviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.clientId))
    // A review an admin hid after a report is off the profile (docs/product/reports.md).
    .where(and(eq(reviews.coachId, sql.placeholder('coachId')), isNull(reviews.hiddenAt)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('coach_reviews');
  // The directory's statements by id (its filters and orders run in memory,
  // directory-index.ts): the cards of a page not held yet, and the schedules
  // of coaches whose availability version moved. Prepared like the above, so a
  // directory miss does not pay Drizzle's rebuilding of a statement this size.
  const cardsById = coachPageQuery({ onlyIds: sql.placeholder('ids'), price: 'any' }, sql.placeholder('limit'), 0).prepare(
    'directory_cards_by_id',
  );
  const schedulesById = candidateSchedulesQuery({ onlyIds: sql.placeholder('ids'), price: 'any' }).prepare('schedules_by_id');

  function candidateSchedulesQuery(filters: CoachFilters) {
    return db
      .select({ coachId: coachProfiles.id, ...scheduleColumns, ...availabilityVersionColumn })
      .from(coachProfiles)
      .innerJoin(users, coachUserJoin())
      .leftJoin(coachAvailabilityVersions, availabilityVersionJoin())
      .where(whereFor(db, listing, filters));
  }
  type CandidateRow = Awaited<ReturnType<typeof candidateSchedulesQuery>>[number];
  const toCandidates = (rows: CandidateRow[]) => rows.map(({ coachId, version, ...schedule }) => ({ coachId, version, schedule }));

  const methods = {
    async findCoachPage(filters: CoachFilters, limit: number, offset: number) {
      return coachPageQuery(filters, limit, offset);
    },

    // The listed coaches' cards among these ids, in the recommended order.
    async findCardsById(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return cardsById.execute({ ids: ids.join(','), limit: ids.length });
    },

    // The listed coaches among these ids with their schedules and availability versions.
    async findSchedulesById(ids: readonly number[]): Promise<{ coachId: number; version: number; schedule: ScheduleRow }[]> {
      if (ids.length === 0) return [];
      return toCandidates(await schedulesById.execute({ ids: ids.join(',') }));
    },

    async findCoach(coachId: number) {
      const [row] = await coachById.execute({ coachId });
      return row;
    },

    async countCoaches(filters: CoachFilters): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(coachProfiles)
        .innerJoin(users, coachUserJoin())
        .where(whereFor(db, listing, filters));
      return row?.total ?? 0;
    },

    // The availability filter's first step: every coach passing the SQL filters, with its schedule.
    // With each coach's availability version, for the availability index.
    async findCandidateSchedules(filters: CoachFilters): Promise<{ coachId: number; version: number; schedule: ScheduleRow }[]> {
      return toCandidates(await candidateSchedulesQuery(filters));
    },

    // Each id's position in the recommended order (Pro first, then rating):
    // the soonest sort's tie-break.
    async findRecommendedRank(ids: readonly number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: coachProfiles.id })
        .from(coachProfiles)
        .where(sql`${coachProfiles.id} = any(${idArray(ids)})`)
        .orderBy(...recommendedOrder());
      return new Map(rows.map((row, position) => [row.id, position]));
    },

    // The in-memory directory's load (directory-index.ts): every listable
    // coach's searchable fields, in the recommended order computed here, so the
    // order and the shown rating are the database's own.
    async findDirectoryRows(): Promise<DirectoryRow[]> {
      const rows = await directoryRows();
      return rows.map(({ id, name, rateCents, specializations: specs, languages, version, ...schedule }) => ({
        id,
        name,
        rateCents,
        specializations: specs,
        languages,
        scheduled: { coachId: id, version, schedule },
      }));
    },
  };

  function directoryRows() {
    const specs = db
      .select({
        names: sql<string[]>`coalesce(json_agg(lower(${specializations.name})), '[]'::json)`.as('directory_spec_names'),
      })
      .from(coachSpecializations)
      .innerJoin(specializations, eq(specializations.id, coachSpecializations.specializationId))
      .where(eq(coachSpecializations.coachId, coachProfiles.id))
      .as('directory_specs');
    return db
      .select({
        id: coachProfiles.id,
        name: sql<string>`lower(${users.firstName} || ' ' || ${users.lastName})`,
        rateCents: coachProfiles.hourlyRateCents,
        specializations: specs.names,
        languages: coachProfiles.coachingLanguages,
        // Read together, so the schedule is the one this version stands for.
        ...scheduleColumns,
        ...availabilityVersionColumn,
      })
      .from(coachProfiles)
      .innerJoin(users, coachUserJoin())
      .leftJoin(coachAvailabilityVersions, availabilityVersionJoin())
      .leftJoinLateral(specs, sql`true`)
      .where(listableCoach(listing))
      .orderBy(...recommendedOrder());
  }

  return {
    ...methods,
    async isListed(coachId: number): Promise<boolean> {
      const [row] = await listedCoach.execute({ coachId });
      return row !== undefined;
    },

    // The sitemap: every coach a visitor may see, by the one definition of "listed".
    async findListedCoachIds(): Promise<number[]> {
      const rows = await db
        .select({ id: coachProfiles.id })
        .from(coachProfiles)
        .innerJoin(users, coachUserJoin())
        .where(listableCoach(listing))
        .orderBy(asc(coachProfiles.id));
      return rows.map((row) => row.id);
    },

    async findReviews(coachId: number, limit: number, offset: number) {
      return coachReviews.execute({ coachId, limit, offset });
    },
  };
}

export type CoachesRepository = ReturnType<typeof createCoachesRepository>;
export type CoachRow = Awaited<ReturnType<CoachesRepository['findCoachPage']>>[number];
