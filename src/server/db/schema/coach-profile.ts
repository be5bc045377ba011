import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DateOverride, TimeOff, WeeklyRule } from '../../../shared/domain/schedule.js';
import type { CoachingLanguage } from '../../../shared/domain/coaching-languages.js';
import { identityId, requiredRef, timestamps } from './columns.js';
import { users } from './auth.js';

export const planType = pgEnum('plan_type', ['free', 'pro']);
export const calendarType = pgEnum('calendar_type', ['google', 'ical']);

export const cancellationPolicy = pgEnum('cancellation_policy', ['flexible', 'moderate', 'strict']);

// docs/product/vetting.md: only 'approved' coaches are listed and bookable.
export const coachListingStatus = pgEnum('coach_listing_status', ['under_review', 'approved', 'rejected', 'unlisted']);

export const coachProfiles = pgTable(
  'coach_profiles',
  {
    id: identityId(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    hourlyRateCents: integer('hourly_rate_cents').notNull(),
    yearsExperience: integer('years_experience'),
    sessionLength: integer('session_length').notNull().default(60),
    availableFrom: text('available_from'),
    availableTo: text('available_to'),
    availableDays: jsonb('available_days').$type<string[]>().notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    // The schedule (docs/decisions/0044-stored-schedules.md; the model is
    // src/shared/domain/schedule.ts). Read whole with the hours above, so every
    // open-slot computation still reads one row. weekly_rules is never null
    // (check below): a trigger derives it from available_days/_from/_to when a
    // row is inserted without it or those hours change (migration 0017).
    weeklyRules: jsonb('weekly_rules').$type<WeeklyRule[]>(),
    dateOverrides: jsonb('date_overrides').$type<DateOverride[]>().notNull().default([]),
    timeOff: jsonb('time_off').$type<TimeOff[]>().notNull().default([]),
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(0),
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(120),
    horizonDays: integer('horizon_days').notNull().default(60),
    maxSessionsPerDay: integer('max_sessions_per_day'),
    certifications: text('certifications'),
    planType: planType('plan_type').notNull().default('free'),
    businessName: text('business_name'),
    socialLink: text('social_link'),
    calendarSyncEnabled: boolean('calendar_sync_enabled').notNull().default(false),
    calendarType: calendarType('calendar_type'),
    calendarSyncToken: text('calendar_sync_token'),
    stripeConnectId: text('stripe_connect_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    acceptedTerms: boolean('accepted_terms').notNull().default(false),
    isFoundingCoach: boolean('is_founding_coach').notNull().default(true),
    // docs/product/cancellation-policy.md; new bookings copy it at checkout.
    cancellationPolicy: cancellationPolicy('cancellation_policy').notNull().default('flexible'),
    // The languages the coach coaches in (src/shared/domain/coaching-languages.ts),
    // in that list's order; the directory filters on them (migration 0037).
    coachingLanguages: text('coaching_languages')
      .array()
      .$type<CoachingLanguage[]>()
      .notNull()
      .default(sql`ARRAY['en']::text[]`),
    // Kept by a trigger on reviews (migration 0007), so the directory orders
    // coaches by rating without aggregating every review on every request.
    reviewCount: integer('review_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    // A new profile waits for an admin (docs/product/vetting.md); the reason
    // of the last rejection or unlisting, shown to the coach.
    listingStatus: coachListingStatus('listing_status').notNull().default('under_review'),
    listingReason: text('listing_reason'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('coach_profiles_user_id_key').on(t.userId),
    uniqueIndex('coach_profiles_calendar_sync_token_key').on(t.calendarSyncToken),
    index('coach_profiles_plan_rate_idx').on(t.planType, t.hourlyRateCents),
    check('coach_profiles_rate_positive', sql`${t.hourlyRateCents} >= 0`),
    check('coach_profiles_session_length_range', sql`${t.sessionLength} between 15 and 240`),
    check('coach_profiles_weekly_rules_array', sql`${t.weeklyRules} is not null and jsonb_typeof(${t.weeklyRules}) = 'array'`),
    check('coach_profiles_date_overrides_array', sql`jsonb_typeof(${t.dateOverrides}) = 'array'`),
    check('coach_profiles_time_off_array', sql`jsonb_typeof(${t.timeOff}) = 'array'`),
    check('coach_profiles_buffers_range', sql`${t.bufferBeforeMinutes} between 0 and 60 and ${t.bufferAfterMinutes} between 0 and 60`),
    check('coach_profiles_notice_range', sql`${t.minNoticeMinutes} between 0 and 10080`),
    check('coach_profiles_horizon_range', sql`${t.horizonDays} between 1 and 85`),
    check('coach_profiles_daily_limit_range', sql`${t.maxSessionsPerDay} is null or ${t.maxSessionsPerDay} between 1 and 48`),
  ],
);
