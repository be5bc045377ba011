// Specialization writes and the admin coach list.
import { count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { TCreateSpecializationRequest, TUpdateSpecializationRequest } from '../../../shared/schemas/admin.js';
import { onePage, type PageRequest } from '../../db/queries/one-page.js';
import { DEFAULT_LOCALE } from '../../../shared/i18n/locales.js';
import type { TTranslations } from '../../../shared/schemas/specializations.js';
import type { Database } from '../../db/client.js';
import { bookings, coachProfiles, reviews, specializations, users } from '../../db/schema.js';
import { likeContains } from '../../db/queries/text-search.js';
import { coachNameColumns } from '../../db/queries/listable-coach.js';

// Blank translations are missing ones: not kept, so English stands in (DECISIONS section 16).
function withoutBlanks<T extends TUpdateSpecializationRequest>(values: T): T {
  const keep = (texts: TTranslations | undefined) =>
    texts && (Object.fromEntries(Object.entries(texts).filter(([locale, text]) => locale !== DEFAULT_LOCALE && text)) as TTranslations);
  return {
    ...values,
    ...(values.nameTranslations && { nameTranslations: keep(values.nameTranslations) }),
    ...(values.descriptionTranslations && { descriptionTranslations: keep(values.descriptionTranslations) }),
  };
}

function coachSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likeContains(search);
  return or(
    sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
    sql`${users.email} ilike ${pattern}`,
    sql`${users.username} ilike ${pattern}`,
  );
}

export function createCatalogRepository(db: Database) {
  return {
    async insertSpecialization(values: TCreateSpecializationRequest): Promise<number> {
      const [row] = await db.insert(specializations).values(withoutBlanks(values)).returning({ id: specializations.id });
      if (!row) throw new Error('specialization insert returned no row');
      return row.id;
    },

    async updateSpecialization(id: number, values: TUpdateSpecializationRequest): Promise<boolean> {
      const rows = await db
        .update(specializations)
        .set(withoutBlanks(values))
        .where(eq(specializations.id, id))
        .returning({ id: specializations.id });
      return rows.length > 0;
    },

    // All coach profiles, listable or not: the admin needs to see the hidden ones too.
    // Aggregates are correlated subqueries, so a page is one statement.
    async findCoachPage(search: string | undefined, page: PageRequest) {
      const coaches = db
        .select({
          ...coachNameColumns,
          email: users.email,
          planType: coachProfiles.planType,
          isFoundingCoach: coachProfiles.isFoundingCoach,
          listingStatus: coachProfiles.listingStatus,
          isActive: users.isActive,
          rating: sql<
            number | null
          >`(select round(avg(${reviews.rating})::numeric, 1)::float8 from ${reviews} where ${reviews.coachId} = ${coachProfiles.id} and ${reviews.hiddenAt} is null)`.mapWith(
            Number,
          ),
          reviewCount:
            sql<number>`(select count(*)::int from ${reviews} where ${reviews.coachId} = ${coachProfiles.id} and ${reviews.hiddenAt} is null)`.mapWith(
              Number,
            ),
          bookings: sql<number>`(select count(*)::int from ${bookings} where ${bookings.coachId} = ${coachProfiles.id})`.mapWith(Number),
        })
        .from(coachProfiles)
        .innerJoin(users, eq(users.id, coachProfiles.userId))
        .where(coachSearch(search))
        .orderBy(desc(coachProfiles.createdAt), desc(coachProfiles.id))
        .$dynamic();
      return onePage(coaches, page);
    },

    async countCoaches(search: string | undefined): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(coachProfiles)
        .innerJoin(users, eq(users.id, coachProfiles.userId))
        .where(coachSearch(search));
      return row?.n ?? 0;
    },
  };
}
