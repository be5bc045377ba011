// Rules for the coach's own profile: create/update from onboarding, the edit
// screen, and the CoachMe read. The caller is always the signed-in coach.
import { centsToDollars, dollarsToCents } from '../../../shared/domain/money.js';
import {
  COACH_PROFILE_MESSAGES,
  type TCoachMe,
  type TCreateCoachProfileRequest,
  type TEditCoachProfileRequest,
} from '../../../shared/schemas/coach-profile.js';
import { InvalidInputError, NotFoundError } from '../../errors/domain-errors.js';
import { feedUrlFromBase, newCalendarToken } from '../calendar-feed/feed-url.js';
import type { Database } from '../../db/client.js';
import { createCoachProfileRepository } from './repository.js';

const blankToNull = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null);

export function createCoachProfileService({ db }: { db: Database }) {
  const repo = createCoachProfileRepository(db);

  async function me(userId: number, baseUrl: string): Promise<TCoachMe> {
    const row = await repo.findByUserId(userId);
    if (!row) throw new NotFoundError(COACH_PROFILE_MESSAGES.notFound);
    const { hourlyRateCents, calendarSyncToken, bio, ...rest } = row;
    const feedOn = row.planType === 'pro' && row.calendarSyncEnabled && calendarSyncToken;
    return {
      ...rest,
      bio: bio ?? '',
      hourlyRate: centsToDollars(hourlyRateCents),
      availableDays: Array.isArray(row.availableDays) ? row.availableDays : [],
      specializations: await repo.specializationsOf(row.id),
      calendarFeedUrl: feedOn ? feedUrlFromBase(baseUrl, calendarSyncToken) : null,
    };
  }

  async function checkSpecializations(ids: number[] | undefined) {
    if (!ids || ids.length === 0) return;
    const found = await repo.countExistingSpecializations(ids);
    if (found !== new Set(ids).size) {
      const message = COACH_PROFILE_MESSAGES.unknownSpecialization;
      throw new InvalidInputError(message, { specializationIds: message });
    }
  }

  // Pro coaches with sync on need a feed token for their calendar URL.
  async function ensureFeedToken(coachId: number, planType: 'free' | 'pro', syncOn: boolean) {
    if (planType === 'pro' && syncOn) await repo.setCalendarTokenIfMissing(coachId, newCalendarToken());
  }

  return {
    me,
    ensureFeedToken,

    // Names, e-mail, photo and planType in the body are ignored on purpose: they
    // come from the account, the upload route and the subscription respectively.
    async createOrUpdate(userId: number, body: TCreateCoachProfileRequest, baseUrl: string) {
      await checkSpecializations(body.specializationIds);
      const { id, created } = await repo.upsert(
        userId,
        body.bio,
        {
          hourlyRateCents: dollarsToCents(body.hourlyRate),
          sessionLength: body.sessionLength,
          certifications: blankToNull(body.certifications),
          businessName: blankToNull(body.businessName),
          socialLink: blankToNull(body.socialLink),
          calendarSyncEnabled: body.calendarSyncEnabled,
          calendarType: body.calendarSyncEnabled ? (body.calendarType ?? null) : null,
          // Sync off forgets the feed's secret, so an old URL never works again.
          ...(body.calendarSyncEnabled ? {} : { calendarSyncToken: null }),
          availableDays: [...new Set(body.availableDays)],
          availableFrom: body.availableFrom,
          availableTo: body.availableTo,
          acceptedTerms: body.acceptedTerms,
          timeZone: body.timeZone,
          cancellationPolicy: body.cancellationPolicy,
        },
        body.specializationIds,
        body.schedule && { ...body.schedule, timeZone: body.timeZone },
      );
      await repo.resubmitIfHeldBack(id);
      const profile = await me(userId, baseUrl);
      if (profile.planType === 'pro' && profile.calendarSyncEnabled && !profile.calendarFeedUrl) {
        await ensureFeedToken(id, profile.planType, true);
        return { created, profile: await me(userId, baseUrl) };
      }
      return { created, profile };
    },

    async edit(userId: number, body: TEditCoachProfileRequest, baseUrl: string) {
      const current = await me(userId, baseUrl);
      await checkSpecializations(body.specializationIds);
      // Only "keep my current photo" or "remove it" are honoured here; new
      // photos go through the upload route, which checks and re-encodes them.
      const removeImage = body.profileImage === null && current.profileImage !== null;
      await repo.edit(
        userId,
        current.id,
        {
          user: { firstName: body.firstName, lastName: body.lastName, bio: body.bio, ...(removeImage && { profileImage: null }) },
          profile: {
            hourlyRateCents: dollarsToCents(body.hourlyRate),
            sessionLength: body.sessionLength,
            businessName: blankToNull(body.businessName),
            socialLink: blankToNull(body.socialLink),
            certifications: blankToNull(body.certifications),
            // Existing bookings keep the policy they were booked under.
            ...(body.cancellationPolicy && { cancellationPolicy: body.cancellationPolicy }),
            ...(body.coachingLanguages && { coachingLanguages: body.coachingLanguages }),
          },
          specializationIds: body.specializationIds,
        },
        current.profileImage,
      );
      await repo.resubmitIfHeldBack(current.id);
      return me(userId, baseUrl);
    },
  };
}
