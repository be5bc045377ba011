// Coach profiles as the admins review them, and the status changes. Each
// change is one conditional UPDATE, so two admins deciding at once cannot
// both win, and the coach_profiles trigger (migration 0008) refreshes the
// public read cache with it.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CoachListingStatus } from '../../../shared/schemas/vetting.js';
import type { Database } from '../../db/client.js';
import { coachProfiles, coachSpecializations, specializations, users } from '../../db/schema.js';

const QUEUE_LIMIT = 100;

const vettingColumns = {
  id: coachProfiles.id,
  userId: coachProfiles.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  locale: users.locale,
  profileImage: users.profileImage,
  bio: users.bio,
  certifications: coachProfiles.certifications,
  businessName: coachProfiles.businessName,
  socialLink: coachProfiles.socialLink,
  hourlyRateCents: coachProfiles.hourlyRateCents,
  sessionLength: coachProfiles.sessionLength,
  timeZone: coachProfiles.timeZone,
  planType: coachProfiles.planType,
  isActive: users.isActive,
  listingStatus: coachProfiles.listingStatus,
  listingReason: coachProfiles.listingReason,
  updatedAt: coachProfiles.updatedAt,
  specializations: sql<string[]>`coalesce((
    select array_agg(${specializations.name} order by ${specializations.name})
    from ${coachSpecializations} join ${specializations} on ${specializations.id} = ${coachSpecializations.specializationId}
    where ${coachSpecializations.coachId} = ${coachProfiles.id}
  ), '{}')`,
};

export type VettingRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createVettingRepository>['findById']>>>;

export function createVettingRepository(db: Database) {
  const select = () => db.select(vettingColumns).from(coachProfiles).innerJoin(users, eq(users.id, coachProfiles.userId));

  return {
    // Oldest first: the coach who has waited longest is looked at first.
    async findByStatus(status: CoachListingStatus) {
      return select()
        .where(and(eq(coachProfiles.listingStatus, status), eq(users.role, 'coach')))
        .orderBy(asc(coachProfiles.updatedAt), asc(coachProfiles.id))
        .limit(QUEUE_LIMIT);
    },

    async findById(coachId: number) {
      const [row] = await select().where(eq(coachProfiles.id, coachId)).limit(1);
      return row;
    },

    // Moves the profile only from one of `from`; false when it was in none of them.
    async setStatus(coachId: number, from: CoachListingStatus[], to: CoachListingStatus, reason: string | null): Promise<boolean> {
      const changed = await db
        .update(coachProfiles)
        .set({ listingStatus: to, listingReason: reason, updatedAt: sql`now()` })
        .where(and(eq(coachProfiles.id, coachId), inArray(coachProfiles.listingStatus, from)))
        .returning({ id: coachProfiles.id });
      return changed.length > 0;
    },
  };
}
