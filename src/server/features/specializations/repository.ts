import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { coachProfiles, coachSpecializations, specializations, users } from '../../db/schema.js';
import { coachUserJoin, listableCoach, type ListingRule } from '../../db/queries/listable-coach.js';

export function createSpecializationsRepository(db: Database, listing: ListingRule) {
  return {
    // One statement: the counts are a correlated subquery, not a query per specialization.
    async listWithCoachCounts() {
      const coachCount = db
        .select({ n: sql<number>`count(*)::int` })
        .from(coachSpecializations)
        .innerJoin(coachProfiles, eq(coachProfiles.id, coachSpecializations.coachId))
        .innerJoin(users, coachUserJoin())
        .where(and(eq(coachSpecializations.specializationId, specializations.id), listableCoach(listing)));
      return db
        .select({
          id: specializations.id,
          name: specializations.name,
          description: specializations.description,
          nameTranslations: specializations.nameTranslations,
          descriptionTranslations: specializations.descriptionTranslations,
          iconName: specializations.iconName,
          colorClass: specializations.colorClass,
          coachCount: sql<number>`(${coachCount})`.mapWith(Number),
        })
        .from(specializations)
        .orderBy(asc(specializations.name), asc(specializations.id));
    },
  };
}
