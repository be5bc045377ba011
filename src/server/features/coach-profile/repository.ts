// The signed-in coach's own profile: coach_profiles joined with its user, and
// its specializations. Every query is keyed by the caller's user id, so a coach
// can only ever read or change their own row.
import type { TSchedule } from '../../../shared/schemas/schedule.js';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { coachProfiles, coachSpecializations, specializations, users } from '../../db/schema.js';
import { deleteOwnImage } from '../../db/queries/profile-images.js';
import type { CancellationPolicy } from '../../../shared/domain/cancellation-policy.js';
import type { CoachingLanguage } from '../../../shared/domain/coaching-languages.js';
import { findCoachByUserId } from '../../db/queries/coach-by-user.js';
import { columnsOf } from '../../db/queries/columns-of.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

// Onboarding's weekly hours and settings (docs/decisions/0045-availability-editor.md),
// written after the upsert in a statement of their own: the hours trigger
// (migration 0017) then sees the legacy hours unchanged and keeps these rules,
// even ones equal to the stored rules while the hours changed. Dates and time
// off are the editor's and stay as they are.
async function saveWeeklySchedule(tx: Tx, coachId: number, schedule: TSchedule) {
  await tx
    .update(coachProfiles)
    .set({
      weeklyRules: schedule.weeklyRules,
      bufferBeforeMinutes: schedule.bufferBeforeMinutes,
      bufferAfterMinutes: schedule.bufferAfterMinutes,
      minNoticeMinutes: schedule.minNoticeMinutes,
      horizonDays: schedule.horizonDays,
      maxSessionsPerDay: schedule.maxSessionsPerDay,
    })
    .where(eq(coachProfiles.id, coachId));
}

export type ProfileValues = {
  hourlyRateCents: number;
  sessionLength: number;
  certifications: string | null;
  businessName: string | null;
  socialLink: string | null;
  calendarSyncEnabled: boolean;
  calendarType: 'google' | 'ical' | null;
  availableDays: string[];
  availableFrom: string;
  availableTo: string;
  acceptedTerms: boolean;
  timeZone: string;
  cancellationPolicy: CancellationPolicy;
};

export type EditValues = {
  user: { firstName: string; lastName: string; bio: string; profileImage?: null };
  profile: {
    hourlyRateCents: number;
    sessionLength: number;
    businessName: string | null;
    socialLink: string | null;
    certifications: string | null;
    cancellationPolicy?: CancellationPolicy;
    coachingLanguages?: CoachingLanguage[];
  };
  specializationIds: number[];
};

async function replaceSpecializations(tx: Tx, coachId: number, ids: number[]) {
  await tx.delete(coachSpecializations).where(eq(coachSpecializations.coachId, coachId));
  const unique = [...new Set(ids)];
  if (unique.length > 0) await tx.insert(coachSpecializations).values(unique.map((specializationId) => ({ coachId, specializationId })));
}

export function createCoachProfileRepository(db: Database) {
  return {
    findByUserId(userId: number) {
      return findCoachByUserId(db, userId, {
        id: coachProfiles.id,
        userId: users.id,
        ...columnsOf(users, 'firstName', 'lastName', 'email', 'profileImage', 'bio'),
        ...columnsOf(
          coachProfiles,
          'businessName',
          'hourlyRateCents',
          'sessionLength',
          'socialLink',
          'certifications',
          'availableDays',
          'availableFrom',
          'availableTo',
          'timeZone',
          'cancellationPolicy',
          'coachingLanguages',
          'planType',
          'isFoundingCoach',
          'calendarSyncEnabled',
          'calendarType',
          'calendarSyncToken',
          'acceptedTerms',
          'listingStatus',
          'listingReason',
        ),
      });
    },

    async specializationsOf(coachId: number) {
      return db
        .select({ id: specializations.id, name: specializations.name, colorClass: specializations.colorClass })
        .from(coachSpecializations)
        .innerJoin(specializations, eq(specializations.id, coachSpecializations.specializationId))
        .where(eq(coachSpecializations.coachId, coachId))
        .orderBy(asc(specializations.name), asc(specializations.id));
    },

    async countExistingSpecializations(ids: number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(specializations)
        .where(inArray(specializations.id, [...new Set(ids)]));
      return Number(row?.n ?? 0);
    },

    // Creates or updates in one statement (the unique user_id decides), so a
    // double submit cannot create two profiles. Returns whether it was created.
    // The user row first, then the profile, as edit does: two saves of one
    // coach at once then wait for each other instead of deadlocking.
    async upsert(userId: number, bio: string, values: ProfileValues, specializationIds: number[] | undefined, schedule?: TSchedule) {
      return db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ bio, updatedAt: sql`now()` })
          .where(eq(users.id, userId));
        const [row] = await tx
          .insert(coachProfiles)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: coachProfiles.userId, set: { ...values, updatedAt: sql`now()` } })
          .returning({ id: coachProfiles.id, created: sql<boolean>`(xmax = 0)` });
        if (!row) throw new Error('coach profile upsert returned nothing');
        if (specializationIds) await replaceSpecializations(tx, row.id, specializationIds);
        if (schedule) await saveWeeklySchedule(tx, row.id, schedule);
        return { id: row.id, created: Boolean(row.created) };
      });
    },

    async edit(userId: number, coachId: number, values: EditValues, previousImage: string | null) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ ...values.user, updatedAt: sql`now()` })
          .where(eq(users.id, userId));
        if (values.user.profileImage === null) await deleteOwnImage(tx, userId, previousImage);
        await tx
          .update(coachProfiles)
          .set({ ...values.profile, updatedAt: sql`now()` })
          .where(and(eq(coachProfiles.id, coachId), eq(coachProfiles.userId, userId)));
        await replaceSpecializations(tx, coachId, values.specializationIds);
      });
    },

    // A rejected or unlisted coach who saves their profile sends it back to the
    // admins; a listed coach's edits keep them listed (docs/product/vetting.md).
    async resubmitIfHeldBack(coachId: number) {
      await db
        .update(coachProfiles)
        .set({ listingStatus: 'under_review', listingReason: null, updatedAt: sql`now()` })
        .where(and(eq(coachProfiles.id, coachId), inArray(coachProfiles.listingStatus, ['rejected', 'unlisted'])));
    },

    // A Pro coach who already chose calendar sync gets a feed token, so the URL
    // works at once; the calendar-feed routes can regenerate it.
    async setCalendarTokenIfMissing(coachId: number, token: string) {
      await db
        .update(coachProfiles)
        .set({ calendarSyncToken: token })
        .where(and(eq(coachProfiles.id, coachId), sql`${coachProfiles.calendarSyncToken} is null`));
    },
  };
}
