// The whole data model. Money is integer cents; every instant is timestamptz.
// Invariants live here as constraints so that no code path can break them:
// unique pairs, cascade/restrict rules (a user's own rows go with the user; a
// coach with bookings cannot be deleted), and (in a custom
// migration, since drizzle-kit cannot express it) the btree_gist exclusion
// constraint that makes double booking impossible.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DateOverride, TimeOff, WeeklyRule } from '../../shared/domain/schedule.js';
import type { Locale } from '../../shared/i18n/locales.js';
import type { CoachingLanguage } from '../../shared/domain/coaching-languages.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const userRole = pgEnum('user_role', ['client', 'coach', 'admin']);
export const planType = pgEnum('plan_type', ['free', 'pro']);
export const calendarType = pgEnum('calendar_type', ['google', 'ical']);
export const bookingStatus = pgEnum('booking_status', ['pending', 'confirmed', 'cancelled', 'completed']);
export const paymentStatus = pgEnum('payment_status', ['pending', 'paid', 'refunded', 'partially_refunded']);
export const cancellationPolicy = pgEnum('cancellation_policy', ['flexible', 'moderate', 'strict']);
export const paymentRecordStatus = pgEnum('payment_record_status', ['authorized', 'captured', 'released', 'refunded', 'failed']);
export const emailStatus = pgEnum('email_status', ['pending', 'sent', 'failed']);
// docs/product/no-shows.md: a coach's mark, a client's report, a dispute, and how it ended.
// docs/product/vetting.md: only 'approved' coaches are listed and bookable.
export const coachListingStatus = pgEnum('coach_listing_status', ['under_review', 'approved', 'rejected', 'unlisted']);
export const noShowState = pgEnum('no_show_state', ['client_absent', 'reported', 'disputed', 'refunded', 'not_refunded']);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: userRole('role').notNull().default('client'),
    bio: text('bio'),
    profileImage: text('profile_image'),
    isActive: boolean('is_active').notNull().default(true),
    stripeCustomerId: text('stripe_customer_id'),
    // IANA zone reported by the browser at checkout; null until then (e-mails fall back to the coach's zone and UTC).
    timeZone: text('time_zone'),
    // The language the person reads the site and their e-mails in (src/shared/i18n/locales.ts).
    locale: text('locale').$type<Locale>().notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A language code's form only: which languages are spoken is src/shared/i18n/locales.ts,
    // checked by the API on every write, so a new language needs no migration.
    check('users_locale_code', sql`${t.locale} ~ '^[a-z]{2}$'`),
    // Case-insensitive uniqueness: "Anna" and "anna" are the same person.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

// Only a SHA-256 of the cookie token is stored, so a database leak does not leak sessions.
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

export const coachProfiles = pgTable(
  'coach_profiles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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

export const specializations = pgTable(
  'specializations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    iconName: text('icon_name').notNull(),
    colorClass: text('color_class').notNull(),
  },
  (t) => [uniqueIndex('specializations_name_lower_key').on(sql`lower(${t.name})`)],
);

export const coachSpecializations = pgTable(
  'coach_specializations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    coachId: integer('coach_id')
      .notNull()
      .references(() => coachProfiles.id, { onDelete: 'cascade' }),
    specializationId: integer('specialization_id')
      .notNull()
      .references(() => specializations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('coach_specializations_pair_key').on(t.coachId, t.specializationId),
    index('coach_specializations_specialization_idx').on(t.specializationId),
  ],
);

// A booking's coach and client, the same on a booking and on its review: a
// coach with sessions cannot be deleted; a client's own rows go with the client.
const bookingParties = () => ({
  coachId: integer('coach_id')
    .notNull()
    .references(() => coachProfiles.id, { onDelete: 'restrict' }),
  clientId: integer('client_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});

// A weekly series (docs/product/series.md): one checkout's rhythm and how it is
// paid; its sessions are ordinary bookings pointing at it, each with its own
// status, policy, moves and exclusion-constraint row.
export const seriesPaymentMode = pgEnum('series_payment_mode', ['credits', 'card']);
// A card kept on file for later charges without the client (docs/decisions/0079-series-paid-by-card-on-file.md):
// a Stripe SetupIntent on the client's Stripe customer, or in test mode a test card checked
// and remembered by its last four digits. `ready` once the card is saved; only then can a series use it.
export const savedCardStatus = pgEnum('saved_card_status', ['open', 'ready']);
export const savedCards = pgTable(
  'saved_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    // The SetupIntent's id (Stripe) or the test setup's.
    setupId: text('setup_id').notNull(),
    status: savedCardStatus('status').notNull().default('open'),
    // The payment method charged off-session once the setup succeeded.
    paymentMethod: text('payment_method'),
    customerId: text('customer_id'),
    last4: text('last4'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('saved_cards_setup_key').on(t.provider, t.setupId), index('saved_cards_user_idx').on(t.userId)],
);

export const bookingSeries = pgTable(
  'booking_series',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...bookingParties(),
    // The rhythm the client chose: the first session's time (before any move), how often, how many
    // (kept or not). Each session's usual time follows from it; the calendars' RRULE is written from it.
    firstStartTime: timestamp('first_start_time', { withTimezone: true }).notNull(),
    cadenceWeeks: integer('cadence_weeks').notNull(),
    occurrenceCount: integer('occurrence_count').notNull(),
    paymentMode: seriesPaymentMode('payment_mode').notNull(),
    // Paid by card: the card on file each session is charged to, and when the client agreed to it.
    savedCardId: integer('saved_card_id').references(() => savedCards.id, { onDelete: 'set null' }),
    cardConsentAt: timestamp('card_consent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('booking_series_client_idx').on(t.clientId),
    index('booking_series_coach_idx').on(t.coachId),
    check('booking_series_cadence', sql`${t.cadenceWeeks} in (1, 2)`),
    check('booking_series_count_range', sql`${t.occurrenceCount} between 2 and 12`),
    check('booking_series_card_consent', sql`${t.paymentMode} <> 'card' or ${t.cardConsentAt} is not null`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...bookingParties(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    status: bookingStatus('status').notNull().default('pending'),
    paymentStatus: paymentStatus('payment_status').notNull().default('pending'),
    totalPriceCents: integer('total_price_cents').notNull(),
    stripePaymentId: text('stripe_payment_id'),
    notes: text('notes'),
    // The coach's private notes about the session (Pro: session notes).
    coachNotes: text('coach_notes'),
    meetingUrl: text('meeting_url'),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    // The coach's policy at checkout: a later change of the coach's policy never touches it.
    cancellationPolicy: cancellationPolicy('cancellation_policy').notNull().default('flexible'),
    // What the cancellation owes the client, decided when it was cancelled, so
    // a retried refund pays the same amount however late it runs. Null until then.
    refundCents: integer('refund_cents'),
    // How often the booking was moved to another time (at most twice); also
    // the SEQUENCE of its calendar invitation, so calendars move the event.
    rescheduleCount: integer('reschedule_count').notNull().default(0),
    // The coach's proposed new start (docs/product/reschedule.md#the-coach-proposes): one at a time, not
    // holding the slot; it lapses with the booking's cutoff and is cleared by any move.
    proposedStartTime: timestamp('proposed_start_time', { withTimezone: true }),
    proposedAt: timestamp('proposed_at', { withTimezone: true }),
    // The series this session belongs to and its place in it (0 = the first); both null for a single booking.
    seriesId: integer('series_id').references(() => bookingSeries.id, { onDelete: 'cascade' }),
    seriesIndex: integer('series_index'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_coach_start_idx').on(t.coachId, t.startTime),
    index('bookings_client_start_idx').on(t.clientId, t.startTime),
    index('bookings_status_start_idx').on(t.status, t.startTime),
    // The directory's "clients helped" (distinct clients of completed sessions) as an index-only scan.
    index('bookings_coach_completed_client_idx')
      .on(t.coachId, t.clientId)
      .where(sql`${t.status} = 'completed'`),
    check('bookings_end_after_start', sql`${t.endTime} > ${t.startTime}`),
    check('bookings_price_non_negative', sql`${t.totalPriceCents} >= 0`),
    check('bookings_reschedule_count_range', sql`${t.rescheduleCount} between 0 and 2`),
    uniqueIndex('bookings_series_index_key').on(t.seriesId, t.seriesIndex),
    check('bookings_series_pair', sql`(${t.seriesId} is null) = (${t.seriesIndex} is null)`),
    check('bookings_refund_within_price', sql`${t.refundCents} is null or ${t.refundCents} between 0 and ${t.totalPriceCents}`),
  ],
);

// One no-show case per booking (docs/product/no-shows.md): the coach marking the client absent, the
// client reporting the coach absent, the coach's dispute and the admin's decision. Every change is a
// conditional UPDATE on the state, so of two racing actions one wins.
export const noShowReports = pgTable(
  'no_show_reports',
  {
    bookingId: integer('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    state: noShowState('state').notNull(),
    // The coach's statement: with the mark, or with the dispute.
    coachStatement: text('coach_statement'),
    coachStatementAt: timestamp('coach_statement_at', { withTimezone: true }),
    clientStatement: text('client_statement'),
    clientReportedAt: timestamp('client_reported_at', { withTimezone: true }),
    // Until when the coach may dispute the client's report (48 hours after it).
    disputeUntil: timestamp('dispute_until', { withTimezone: true }),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('no_show_reports_state_idx').on(t.state, t.disputeUntil)],
);

// Who changed a booking's status and when; the admin detail page shows it.
export const bookingStatusHistory = pgTable(
  'booking_status_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromStatus: bookingStatus('from_status'),
    toStatus: bookingStatus('to_status').notNull(),
    changedByUserId: integer('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    // Set on a reschedule: the start it moved from and to.
    previousStartTime: timestamp('previous_start_time', { withTimezone: true }),
    newStartTime: timestamp('new_start_time', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('booking_status_history_booking_idx').on(t.bookingId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // A review is of one completed session, or of one completed group program
    // (migration 0040, docs/decisions/0081-program-payouts.md): exactly one of the two.
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    programId: integer('program_id').references(() => programs.id, { onDelete: 'cascade' }),
    ...bookingParties(),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    // The coach's one public reply (docs/product/vetting.md#review-replies).
    coachReply: text('coach_reply'),
    coachRepliedAt: timestamp('coach_replied_at', { withTimezone: true }),
    createdAt: createdAt(),
    // Set when an admin hides the review after a report (docs/product/reports.md): it leaves the
    // profile, and the trigger of migration 0015 takes it out of the coach's rating and count.
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenByUserId: integer('hidden_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('reviews_booking_id_key').on(t.bookingId),
    // A participant reviews a program's coach once per program.
    uniqueIndex('reviews_program_client_key')
      .on(t.programId, t.clientId)
      .where(sql`${t.programId} is not null`),
    check('reviews_one_subject', sql`(${t.bookingId} is null) <> (${t.programId} is null)`),
    check('reviews_coach_reply_length', sql`char_length(${t.coachReply}) <= 1000`),
    index('reviews_coach_created_idx').on(t.coachId, t.createdAt),
    // Review count and average per coach, which order the directory, without visiting the table.
    index('reviews_coach_rating_idx').on(t.coachId, t.rating),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

// Every authorisation, capture, release and refund, so money can always be traced.
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: paymentRecordStatus('status').notNull(),
    idempotencyKey: text('idempotency_key'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_payment_key').on(t.provider, t.providerPaymentId),
    uniqueIndex('payments_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('payments_booking_idx').on(t.bookingId),
  ],
);

// Profile photos live in the database so that every server process can serve them.
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('images_owner_idx').on(t.ownerId)],
);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    icsAttachment: text('ics_attachment'),
    status: emailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('email_outbox_status_idx').on(t.status, t.createdAt)],
);

// The built-in test-mode payment gateway keeps its payment intents here, as
// Stripe keeps them on its side, so that several server processes share them
// and a restart loses nothing. No card number is ever stored (last4 only).
// One row per session of a series paid by card, claimed by the process that charges it
// (at most one charge per session, however many processes run the job):
//   charging  claimed, the off-session charge under way (lease: claimed_at)
//   paid      charged; the ledger has its capture and the booking is paid
//   failed    the card was refused; the session was cancelled
export const seriesChargeState = pgEnum('series_charge_state', ['charging', 'paid', 'failed']);
export const seriesCharges = pgTable('series_charges', {
  bookingId: integer('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  state: seriesChargeState('state').notNull().default('charging'),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  providerPaymentId: text('provider_payment_id'),
  failureReason: text('failure_reason'),
  updatedAt: updatedAt(),
});

export const testPaymentIntents = pgTable(
  'test_payment_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    status: text('status', { enum: ['requires_payment_method', 'requires_capture', 'succeeded', 'canceled'] }).notNull(),
    createIdempotencyKey: text('create_idempotency_key'),
    authorizeIdempotencyKey: text('authorize_idempotency_key'),
    cardLast4: text('card_last4'),
    refundId: text('refund_id'),
    amountRefundedCents: integer('amount_refunded_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('test_payment_intents_create_key').on(t.createIdempotencyKey),
    check('test_payment_intents_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

// Stripe webhook events already handled. Stripe delivers at least once, so an
// event is applied only in the transaction that inserts its id here; a repeat
// delivery finds the id and does nothing again.
export const stripeWebhookEvents = pgTable(
  'stripe_webhook_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    // The payment intent or charge the event is about, and what we made of it
    // (e.g. the failure reason of a payment_intent.payment_failed).
    objectId: text('object_id'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('stripe_webhook_events_object_idx').on(t.objectId)],
);

// Abuse limits (src/server/http/rate-limit): one row per limited key, e.g.
// "login-ip:203.0.113.7", counting hits in a window that starts at the first
// hit and ends at reset_at. Shared by every server process; expired rows are
// deleted by a scheduled job.
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_at_idx').on(t.resetAt)],
);

// A coach's payout account (Stripe Connect Express, or the test-mode
// gateway's stand-in). A cached copy of what the gateway says: refreshed when
// the coach comes back from onboarding and on account.updated, never written
// from anything the browser sends (docs/product/payouts.md). Money movements
// to the account (transfers, reversals) will refer to it by coach.
export const coachPayoutAccounts = pgTable(
  'coach_payout_accounts',
  {
    coachId: integer('coach_id')
      .primaryKey()
      .references(() => coachProfiles.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    accountId: text('account_id').notNull(),
    chargesEnabled: boolean('charges_enabled').notNull().default(false),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    // Stripe's requirement codes (currently_due + past_due), e.g. 'external_account'.
    requirementsDue: jsonb('requirements_due').$type<string[]>().notNull().default([]),
    // Codes Stripe is checking right now (requirements.pending_verification).
    pendingVerification: jsonb('pending_verification').$type<string[]>().notNull().default([]),
    disabledReason: text('disabled_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('coach_payout_accounts_account_idx').on(t.accountId)],
);

// The test-mode gateway's own record of its simulated Connect accounts (the
// part Stripe would keep), and the one open onboarding link of each.
export const testPayoutAccounts = pgTable('test_payout_accounts', {
  id: text('id').primaryKey(),
  chargesEnabled: boolean('charges_enabled').notNull().default(false),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  requirementsDue: jsonb('requirements_due').$type<string[]>().notNull(),
  pendingVerification: jsonb('pending_verification').$type<string[]>().notNull().default([]),
  linkToken: text('link_token'),
  linkReturnUrl: text('link_return_url'),
  linkRefreshUrl: text('link_refresh_url'),
  linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }),
  createdAt: createdAt(),
});

// Messages between a client and a coach (docs/product/messages.md): one
// conversation per pair. Who has read what is the last message id each side
// has seen, so opening a thread is one UPDATE however many messages it holds,
// and a message that arrives while the thread is open stays unread; the e-mail
// stamps make "at most one e-mail per conversation every 15 minutes" a
// conditional UPDATE that only one of two racing messages wins.
export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coachId: integer('coach_id')
      .notNull()
      .references(() => coachProfiles.id, { onDelete: 'cascade' }),
    // Null until the first message: an empty conversation shows in nobody's list.
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    clientReadUpTo: integer('client_read_up_to').notNull().default(0),
    coachReadUpTo: integer('coach_read_up_to').notNull().default(0),
    clientEmailedAt: timestamp('client_emailed_at', { withTimezone: true }),
    coachEmailedAt: timestamp('coach_emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_client_coach_key').on(t.clientId, t.coachId),
    index('conversations_coach_last_message_idx').on(t.coachId, t.lastMessageAt),
    index('conversations_client_last_message_idx').on(t.clientId, t.lastMessageAt),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Plain text, never HTML; shown as text.
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_id_idx').on(t.conversationId, t.id),
    check('messages_body_length', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

// A coach's block of a client: no booking with and no message to that coach.
export const coachBlocks = pgTable(
  'coach_blocks',
  {
    coachId: integer('coach_id')
      .notNull()
      .references(() => coachProfiles.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coach_blocks_pair_key').on(t.coachId, t.clientId)],
);

// Reports of a review, a user or a message (docs/product/reports.md). Exactly one target column
// is set, the one of its kind. One open report per reporter and target (a partial unique index);
// resolving stamps who, when and how, and reopens the door to a new report of the same target.
export const reportTargetKind = pgEnum('report_target_kind', ['review', 'user', 'message']);
export const reportReason = pgEnum('report_reason', ['spam', 'harassment', 'inappropriate', 'other']);
export const reportResolution = pgEnum('report_resolution', ['review_hidden', 'user_deactivated', 'dismissed']);

export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetKind: reportTargetKind('target_kind').notNull(),
    reviewId: integer('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    reason: reportReason('reason').notNull(),
    details: text('details'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedByUserId: integer('resolved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    resolution: reportResolution('resolution'),
  },
  (t) => [
    uniqueIndex('reports_one_open_per_target_key')
      .on(t.reporterId, t.targetKind, sql`coalesce(${t.reviewId}, ${t.userId}, ${t.messageId})`)
      .where(sql`${t.resolvedAt} is null`),
    // The queue: open ones oldest first, resolved ones newest first.
    index('reports_resolved_created_idx').on(t.resolvedAt, t.createdAt),
    index('reports_review_idx').on(t.reviewId),
    index('reports_user_idx').on(t.userId),
    index('reports_message_idx').on(t.messageId),
    check(
      'reports_one_target_of_its_kind',
      sql`(${t.targetKind} = 'review' and ${t.reviewId} is not null and ${t.userId} is null and ${t.messageId} is null)
        or (${t.targetKind} = 'user' and ${t.userId} is not null and ${t.reviewId} is null and ${t.messageId} is null)
        or (${t.targetKind} = 'message' and ${t.messageId} is not null and ${t.reviewId} is null and ${t.userId} is null)`,
    ),
    check('reports_details_length', sql`${t.details} is null or char_length(${t.details}) <= 1000`),
    check('reports_resolved_together', sql`(${t.resolvedAt} is null) = (${t.resolution} is null)`),
  ],
);

// A Pro coach's busy calendar (docs/decisions/0046-busy-calendars.md): the
// secret iCalendar address of their own calendar, fetched every 15 minutes.
// The URL is a credential (whoever has it reads the calendar): only its owner
// ever sees it, and it is never logged.
export const busyCalendars = pgTable(
  'busy_calendars',
  {
    coachId: integer('coach_id')
      .primaryKey()
      .references(() => coachProfiles.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    // When the last fetch was tried, when one last succeeded, and why the last one failed (null once it succeeds).
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('busy_calendars_last_attempt_idx').on(t.lastAttemptAt)],
);

// The busy times of the last good fetch, replaced wholesale on each one
// (busy-calendar repository: replaceBusyTimes). Only the booking horizon and
// a little past are kept.
export const coachBusyTimes = pgTable(
  'coach_busy_times',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    coachId: integer('coach_id')
      .notNull()
      .references(() => coachProfiles.id, { onDelete: 'cascade' }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    // Which calendar holds it: 'ical' (the busy-calendar address) or
    // 'caldav:<caldav_calendars.id>' (docs/decisions/0057-caldav-sync.md).
    source: text('source').notNull().default('ical'),
  },
  (t) => [
    index('coach_busy_times_coach_start_idx').on(t.coachId, t.startTime),
    check('coach_busy_times_end_after_start', sql`${t.endTime} > ${t.startTime}`),
  ],
);

// A Pro coach's CalDAV connection (docs/decisions/0057-caldav-sync.md): the
// app password only ever encrypted (src/server/security/credential-cipher.ts).
export const caldavConnections = pgTable(
  'caldav_connections',
  {
    coachId: integer('coach_id')
      .primaryKey()
      .references(() => coachProfiles.id, { onDelete: 'cascade' }),
    serverUrl: text('server_url').notNull(),
    username: text('username').notNull(),
    passwordSecret: text('password_secret').notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('caldav_connections_last_attempt_idx').on(t.lastAttemptAt)],
);

// The calendars of a connection, as the server listed them, with the coach's
// choices and the change tokens of the last read.
export const caldavCalendars = pgTable(
  'caldav_calendars',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    coachId: integer('coach_id')
      .notNull()
      .references(() => caldavConnections.coachId, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    displayName: text('display_name').notNull(),
    blocksTime: boolean('blocks_time').notNull().default(false),
    receivesBookings: boolean('receives_bookings').notNull().default(false),
    ctag: text('ctag'),
    syncToken: text('sync_token'),
    // When its events were last read in full (the window slides: once a day at least).
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('caldav_calendars_coach_url_idx').on(t.coachId, t.url),
    uniqueIndex('caldav_calendars_one_receiver_idx')
      .on(t.coachId)
      .where(sql`${t.receivesBookings}`),
  ],
);

// Bookings whose event in the coach's calendar must be written: one row per
// booking, retried with backoff until done (the worker reads the booking as it
// is then, so several changes in a row make one write).
export const caldavWrites = pgTable(
  'caldav_writes',
  {
    bookingId: integer('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
  },
  (t) => [index('caldav_writes_next_attempt_idx').on(t.nextAttemptAt)],
);

// The event written for a booking: where it lives, and whether the coach
// deleted it by hand (then it is not put back silently).
export const caldavEvents = pgTable('caldav_events', {
  bookingId: integer('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  coachId: integer('coach_id')
    .notNull()
    .references(() => coachProfiles.id, { onDelete: 'cascade' }),
  objectUrl: text('object_url').notNull(),
  deletedByCoachAt: timestamp('deleted_by_coach_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

// How many times each coach's open time may have changed: bumped by triggers
// (migration 0019) in the same transaction as every write to a coach's
// bookings that holds or frees time and to the coach's profile (where the
// schedule lives). Each process's availability index keeps what it computed
// under the version it read; a read that sees another version recomputes
// (docs/decisions/0047-availability-index.md). No row yet means version 0.
export const coachAvailabilityVersions = pgTable('coach_availability_versions', {
  // No foreign key: deleting a coach cascades to bookings, whose trigger bumps
  // this row while the profile is already gone. A leftover row is harmless.
  coachId: integer('coach_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

// ---------------------------------------------------------------------------
// Money to coaches (docs/decisions/0048-ledger-and-transfers.md,
// docs/product/payouts.md). Three layers:
//   payments          what the checkout and refunds did (unchanged, one row per
//                     intent or refund, with a status);
//   ledger_entries    every money movement as an append-only row, the one
//                     place sums are taken from;
//   coach_transfers   the work queue and state of the coach's share of each booking.
// ---------------------------------------------------------------------------

// What a ledger row moves. amount_cents is ALWAYS positive; the kind gives the
// direction. Per booking the invariant (tested, and checked daily against the
// gateway by reconciliation) is:
//   capture = refund + (dispute_loss - dispute_reinstatement) + (transfer - reversal) + (platform_fee - platform_fee_refund) + still held,
//   with still held >= 0, and 0 once the transfer is paid or the booking fully refunded.
//   authorization  a hold put on the client's card (no money moved yet)
//   release        that hold let go without capturing (checkout failed, expired)
//   capture        the client's money taken by the platform
//   refund         money given back to the client (by us, an admin, or the Stripe dashboard)
//   transfer       the coach's share sent to the coach's payout account
//   platform_fee   the platform's part kept when the transfer is made (0 during beta)
//   reversal       part of a transfer taken back from the coach (refund after transfer)
//   platform_fee_refund  the platform's part given up by a refund after the transfer
//   dispute_loss   money the client's bank took back by a dispute the platform lost (a refund
//                  we did not make); the coach's share of it is reversed as after a refund
//   dispute_reinstatement  that money given back to the platform when the lost dispute is won
//                  after all; the coach's share reversed for it is sent again
export const ledgerEntryKind = pgEnum('ledger_entry_kind', [
  'authorization',
  'release',
  'capture',
  'refund',
  'transfer',
  'platform_fee',
  'reversal',
  'platform_fee_refund',
  'dispute_loss',
  'dispute_reinstatement',
]);

// The ledger. authorization, release, capture and refund rows are written by a
// trigger on payments (migration 0020), so the checkout path sends no extra
// statement; transfer, platform_fee, reversal and platform_fee_refund rows by
// the transfer job and the webhooks. provider_reference names the gateway's
// object (pi_..., re_..., tr_..., trr_...): unique per kind and provider, so
// writing the same movement twice is a no-op (ON CONFLICT DO NOTHING).
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Null only for a hold whose checkout never made a booking.
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    // The booking's coach, copied so earnings can sum by coach without a join.
    coachId: integer('coach_id').references(() => coachProfiles.id, { onDelete: 'set null' }),
    // A program seat's money (its capture, refunds, and the coach's per-meeting
    // transfers and fees) has no booking: the seat names it (migration 0040).
    programSeatId: integer('program_seat_id').references(() => programSeats.id, { onDelete: 'set null' }),
    kind: ledgerEntryKind('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    providerReference: text('provider_reference').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_entries_reference_key').on(t.provider, t.kind, t.providerReference),
    index('ledger_entries_booking_idx').on(t.bookingId),
    index('ledger_entries_coach_created_idx').on(t.coachId, t.createdAt),
    index('ledger_entries_program_seat_idx').on(t.programSeatId),
    check('ledger_entries_amount_non_negative', sql`${t.amountCents} >= 0`),
  ],
);

//   scheduled           waiting for due_at (24 h after the session completed)
//   in_flight           claimed by one process, gateway call under way (lease: claimed_at)
//   paid                the coach's share is in the coach's payout account
//   failed              last attempt failed (last_error); retried at next_attempt_at
//   held                not sent while a no-show report or a dispute is open (hold_reason)
//   skipped             nothing to send (fully refunded before the transfer)
//   partially_reversed  paid, then part taken back (reversed_cents)
//   reversed            paid, then all taken back
export const coachTransferStatus = pgEnum('coach_transfer_status', [
  'scheduled',
  'in_flight',
  'paid',
  'failed',
  'held',
  'skipped',
  'partially_reversed',
  'reversed',
]);

// One row per paid, completed booking: the coach's share and where it stands.
// The unique booking_id and the conditional claim (scheduled|failed|held ->
// in_flight) make two processes never transfer twice; the gateway call also
// carries the idempotency key transfer:booking:<id>. amount_cents and
// fee_cents are what was (or will be) sent and kept; final when paid.
export const coachTransfers = pgTable(
  'coach_transfers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    coachId: integer('coach_id')
      .notNull()
      .references(() => coachProfiles.id, { onDelete: 'restrict' }),
    status: coachTransferStatus('status').notNull().default('scheduled'),
    // The coach's share (captured - refunded - fee) and the platform fee, in cents.
    amountCents: integer('amount_cents').notNull(),
    feeCents: integer('fee_cents').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    // 24 hours after the session was completed; nothing is sent before.
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    // When the job may try next (due_at at first, then backoff after a failure).
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    holdReason: text('hold_reason', { enum: ['no_show_report', 'dispute', 'payouts_not_enabled'] }),
    // Set when a process claims the row; a claim older than the lease is taken over.
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    provider: text('provider', { enum: ['test', 'stripe'] }),
    // The coach's payout account the money went to, and the gateway's transfer id (tr_...).
    destinationAccountId: text('destination_account_id'),
    providerTransferId: text('provider_transfer_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    reversedCents: integer('reversed_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coach_transfers_booking_key').on(t.bookingId),
    uniqueIndex('coach_transfers_provider_transfer_key').on(t.providerTransferId),
    index('coach_transfers_coach_idx').on(t.coachId, t.createdAt),
    index('coach_transfers_work_idx').on(t.status, t.nextAttemptAt),
    check('coach_transfers_amounts', sql`${t.amountCents} >= 0 and ${t.feeCents} >= 0`),
    check('coach_transfers_reversed_range', sql`${t.reversedCents} between 0 and ${t.amountCents}`),
  ],
);

// A chargeback opened by the client's bank (charge.dispute.created). While one
// is open the booking's transfer is held; admins see the list.
export const paymentDisputes = pgTable(
  'payment_disputes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    providerDisputeId: text('provider_dispute_id').notNull(),
    providerChargeId: text('provider_charge_id'),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason'),
    // Stripe's dispute status (needs_response, won, lost, ...); open until won or lost.
    status: text('status').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_disputes_provider_key').on(t.provider, t.providerDisputeId),
    index('payment_disputes_booking_idx').on(t.bookingId),
  ],
);

// A payout from a coach's payout account to the coach's bank that failed
// (payout.failed): shown to the coach on the payouts page and to admins.
export const payoutFailures = pgTable(
  'payout_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    coachId: integer('coach_id').references(() => coachProfiles.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    accountId: text('account_id').notNull(),
    providerPayoutId: text('provider_payout_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payout_failures_provider_key').on(t.provider, t.providerPayoutId),
    index('payout_failures_coach_idx').on(t.coachId, t.createdAt),
  ],
);

// One run of the daily reconciliation: our ledger against the gateway's own
// records, booking by booking. status: running -> ok | mismatches | failed.
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // The day (UTC) it covers; unique so two processes run it once a day.
    runDate: text('run_date').notNull(),
    status: text('status', { enum: ['running', 'ok', 'mismatches', 'failed'] }).notNull(),
    bookingsChecked: integer('bookings_checked').notNull().default(0),
    mismatchCount: integer('mismatch_count').notNull().default(0),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('reconciliation_runs_date_key').on(t.runDate)],
);

// One disagreement found by a run. check names the sum compared: captured,
// refunded, transferred (net of reversals), or held (our own invariant: never
// negative, zero once settled). ledger_cents is ours, gateway_cents theirs
// (null for the invariant, which has no gateway side).
export const reconciliationMismatches = pgTable(
  'reconciliation_mismatches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    runId: integer('run_id')
      .notNull()
      .references(() => reconciliationRuns.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    // credits: a package purchase's own invariants (DECISIONS section 12), told in detail.
    check: text('check', { enum: ['captured', 'refunded', 'transferred', 'held', 'credits'] }).notNull(),
    ledgerCents: integer('ledger_cents').notNull(),
    gatewayCents: integer('gateway_cents'),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('reconciliation_mismatches_run_idx').on(t.runId), index('reconciliation_mismatches_booking_idx').on(t.bookingId)],
);

// The test-mode gateway's own records of transfers and their reversals (what
// Stripe keeps on its side), so reconciliation has something to compare with.
export const testTransfers = pgTable(
  'test_transfers',
  {
    id: text('id').primaryKey(),
    destination: text('destination').notNull(),
    amountCents: integer('amount_cents').notNull(),
    amountReversedCents: integer('amount_reversed_cents').notNull().default(0),
    currency: text('currency').notNull(),
    transferGroup: text('transfer_group'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('test_transfers_idempotency_key').on(t.idempotencyKey), index('test_transfers_group_idx').on(t.transferGroup)],
);

export const testTransferReversals = pgTable(
  'test_transfer_reversals',
  {
    id: text('id').primaryKey(),
    transferId: text('transfer_id')
      .notNull()
      .references(() => testTransfers.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('test_transfer_reversals_idempotency_key').on(t.idempotencyKey)],
);

// Packages and memberships (docs/decisions/0055-packages-and-memberships.md,
// docs/product/packages.md). A coach's offer; retiring it (retired_at) stops
// new purchases but never touches what was bought.
export const packageOfferKind = pgEnum('package_offer_kind', ['package', 'membership']);
export const packageOffers = pgTable(
  'package_offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    coachId: integer('coach_id')
      .notNull()
      .references(() => coachProfiles.id, { onDelete: 'cascade' }),
    kind: packageOfferKind('kind').notNull(),
    // Sessions in the package, or sessions a month for a membership.
    sessions: integer('sessions').notNull(),
    // The package's price, or the membership's monthly price.
    priceCents: integer('price_cents').notNull(),
    // Days a package's credits stay valid from purchase; null for a membership.
    validityDays: integer('validity_days'),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('package_offers_coach_idx').on(t.coachId),
    // One live membership per coach; the limit of 3 live packages is the service's (a count, not a key).
    uniqueIndex('package_offers_one_membership')
      .on(t.coachId)
      .where(sql`${t.kind} = 'membership' and ${t.retiredAt} is null`),
    check('package_offers_sessions_range', sql`${t.sessions} between 1 and 20`),
    check('package_offers_price_positive', sql`${t.priceCents} > 0`),
    check('package_offers_validity_range', sql`${t.validityDays} is null or ${t.validityDays} between 30 and 365`),
  ],
);

// One purchase of an offer: one charge, its credits for that coach only.
// credits_available is the ledger's sum kept on the row so that redeeming the
// last credit is one conditional UPDATE (two racing bookings: one wins); the
// daily reconciliation checks it against credit_entries.
export const packagePurchaseStatus = pgEnum('package_purchase_status', ['active', 'cancelled', 'lapsed']);
export const packagePurchases = pgTable(
  'package_purchases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => packageOffers.id, { onDelete: 'restrict' }),
    coachId: integer('coach_id')
      .notNull()
      .references(() => coachProfiles.id, { onDelete: 'restrict' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: packageOfferKind('kind').notNull(),
    // Copied from the offer at purchase: a later change of the offer never touches it.
    sessions: integer('sessions').notNull(),
    priceCents: integer('price_cents').notNull(),
    // price / sessions rounded down: the value of one credit (refunds, the coach's share).
    unitCents: integer('unit_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: packagePurchaseStatus('status').notNull().default('active'),
    creditsAvailable: integer('credits_available').notNull(),
    // When the credits granted so far lapse (a membership: the end of the month after the one paid).
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // A membership: the end of the month paid for, and the grace after a failed renewal.
    periodEnd: timestamp('period_end', { withTimezone: true }),
    graceUntil: timestamp('grace_until', { withTimezone: true }),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    // A membership bought with Stripe on: the Billing subscription that charges its later months
    // (docs/decisions/0070-memberships-on-stripe-billing.md); null in test mode.
    providerSubscriptionId: text('provider_subscription_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('package_purchases_payment_key').on(t.provider, t.providerPaymentId),
    uniqueIndex('package_purchases_client_key').on(t.clientId, t.idempotencyKey),
    index('package_purchases_client_coach_idx').on(t.clientId, t.coachId),
    check('package_purchases_credits_non_negative', sql`${t.creditsAvailable} >= 0`),
    check('package_purchases_unit', sql`${t.unitCents} >= 0 and ${t.unitCents} * ${t.sessions} <= ${t.priceCents}`),
  ],
);

// Each monthly charge of a membership after the first (the first is the
// purchase's own payment): one row per period, paid or failed. A failed one
// is retried while the purchase is in grace; paid, it granted that month's
// credits. Its intent is the card the next month is charged to.
export const membershipRenewalStatus = pgEnum('membership_renewal_status', ['paid', 'failed']);
export const membershipRenewals = pgTable(
  'membership_renewals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => packagePurchases.id, { onDelete: 'restrict' }),
    // The start of the month this charge pays for (the previous period's end).
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: membershipRenewalStatus('status').notNull(),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    // The paid charge (a test-mode intent, or a Stripe invoice's payment); null while failed.
    providerPaymentId: text('provider_payment_id'),
    attempts: integer('attempts').notNull().default(1),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('membership_renewals_period_key').on(t.purchaseId, t.periodStart),
    check('membership_renewals_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

// The credits ledger, beside the money ledger: for every purchase,
// available = granted - redeemed + returned - expired - refunded >= 0.
// amount_cents is the money a row stands for (a refunded row: the money given
// back; a redeemed row: the session's value the coach is paid from).
// reference names the cause (a booking, a renewal, a refund) and is unique
// per purchase and kind, so writing the same movement twice is a no-op.
export const creditEntryKind = pgEnum('credit_entry_kind', ['granted', 'redeemed', 'returned', 'expired', 'refunded']);
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => packagePurchases.id, { onDelete: 'restrict' }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    kind: creditEntryKind('kind').notNull(),
    credits: integer('credits').notNull(),
    amountCents: integer('amount_cents').notNull().default(0),
    reference: text('reference').notNull(),
    // The gateway's refund (re_...) for a refunded row; a reason an admin gave.
    providerReference: text('provider_reference'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_entries_reference_key').on(t.purchaseId, t.kind, t.reference),
    index('credit_entries_booking_idx').on(t.bookingId),
    check('credit_entries_amounts', sql`${t.credits} >= 0 and ${t.amountCents} >= 0`),
  ],
);

// Several partial refunds of one test-mode intent (a package refunds credit by
// credit), each once per idempotency key, as Stripe's refunds.create does.
export const testRefunds = pgTable(
  'test_refunds',
  {
    id: text('id').primaryKey(),
    intentId: text('intent_id')
      .notNull()
      .references(() => testPaymentIntents.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('test_refunds_idempotency_key').on(t.idempotencyKey)],
);

// Group programs (DECISIONS section 14, docs/product/programs.md): a single
// workshop or a course of weekly meetings with seats sold per program.
// seats_taken counts the live seats; taking one is a conditional UPDATE of
// this row (seats_taken < capacity), so however many buyers race, in however
// many processes, no more seats than the capacity are ever sold.
export const programKind = pgEnum('program_kind', ['workshop', 'course']);
export const programStatus = pgEnum('program_status', ['draft', 'published', 'cancelled', 'completed']);
export const programs = pgTable(
  'programs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    coachId: integer('coach_id')
      .notNull()
      .references(() => coachProfiles.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    specializationId: integer('specialization_id')
      .notNull()
      .references(() => specializations.id, { onDelete: 'restrict' }),
    kind: programKind('kind').notNull(),
    meetingMinutes: integer('meeting_minutes').notNull(),
    capacity: integer('capacity').notNull(),
    minimumSeats: integer('minimum_seats'),
    priceCents: integer('price_cents').notNull(),
    // The coach's policy when the program was last saved; a seat keeps the one it was sold under.
    cancellationPolicy: cancellationPolicy('cancellation_policy').notNull(),
    // The coach's zone the meeting times were entered in.
    timeZone: text('time_zone').notNull(),
    status: programStatus('status').notNull().default('draft'),
    // Seats sold plus seats held for a waitlist offer: what a buyer cannot take.
    seatsTaken: integer('seats_taken').notNull().default(0),
    // The one meeting room for everybody, made when the program is published.
    roomUrl: text('room_url'),
    firstStart: timestamp('first_start', { withTimezone: true }).notNull(),
    lastEnd: timestamp('last_end', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('programs_coach_idx').on(t.coachId),
    index('programs_listing_idx').on(t.status, t.firstStart),
    check('programs_meeting_minutes_range', sql`${t.meetingMinutes} between 30 and 240`),
    check('programs_capacity_range', sql`${t.capacity} between 2 and 50`),
    check('programs_minimum_range', sql`${t.minimumSeats} is null or ${t.minimumSeats} between 2 and ${t.capacity}`),
    check('programs_price_positive', sql`${t.priceCents} > 0`),
    check('programs_seats_taken_range', sql`${t.seatsTaken} between 0 and ${t.capacity}`),
  ],
);

// One meeting of a program, in UTC. coach_id is the program's, kept here so
// the availability trigger of migration 0019 works on this table as on
// bookings; blocking is true while the program is published.
export const programMeetings = pgTable(
  'program_meetings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    coachId: integer('coach_id')
      .notNull()
      .references(() => coachProfiles.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    blocking: boolean('blocking').notNull().default(false),
  },
  (t) => [
    uniqueIndex('program_meetings_position_key').on(t.programId, t.position),
    index('program_meetings_coach_time_idx').on(t.coachId, t.startTime),
    check('program_meetings_order', sql`${t.endTime} > ${t.startTime}`),
  ],
);

// A seat bought by a client: one captured charge at the program's price.
export const programSeatStatus = pgEnum('program_seat_status', ['active', 'cancelled']);
export const programSeats = pgTable(
  'program_seats',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'restrict' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: programSeatStatus('status').notNull().default('active'),
    priceCents: integer('price_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    cancellationPolicy: cancellationPolicy('cancellation_policy').notNull(),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('program_seats_payment_key').on(t.provider, t.providerPaymentId),
    uniqueIndex('program_seats_client_key').on(t.clientId, t.idempotencyKey),
    // One live seat per client and program.
    uniqueIndex('program_seats_one_per_client')
      .on(t.programId, t.clientId)
      .where(sql`${t.status} = 'active'`),
    check('program_seats_refund_range', sql`${t.refundedCents} between 0 and ${t.priceCents}`),
  ],
);

// One meeting's share of one seat, for the coach (docs/decisions/0081-program-payouts.md):
// due 24 hours after the meeting ended, sent by the transfer job exactly as a
// session's coach_transfers row is (same states, claim and lease), with the
// gateway's idempotency key transfer:seat:<seat>:meeting:<meeting>. The
// unique (seat, meeting) pair makes two processes schedule it once.
export const programTransfers = pgTable(
  'program_transfers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    seatId: integer('seat_id')
      .notNull()
      .references(() => programSeats.id, { onDelete: 'restrict' }),
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => programMeetings.id, { onDelete: 'restrict' }),
    coachId: integer('coach_id')
      .notNull()
      .references(() => coachProfiles.id, { onDelete: 'restrict' }),
    status: coachTransferStatus('status').notNull().default('scheduled'),
    amountCents: integer('amount_cents').notNull(),
    feeCents: integer('fee_cents').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    holdReason: text('hold_reason', { enum: ['no_show_report', 'dispute', 'payouts_not_enabled'] }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    provider: text('provider', { enum: ['test', 'stripe'] }),
    destinationAccountId: text('destination_account_id'),
    providerTransferId: text('provider_transfer_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('program_transfers_seat_meeting_key').on(t.seatId, t.meetingId),
    uniqueIndex('program_transfers_provider_transfer_key').on(t.providerTransferId),
    index('program_transfers_work_idx').on(t.status, t.nextAttemptAt),
    index('program_transfers_coach_idx').on(t.coachId, t.createdAt),
    check('program_transfers_amounts', sql`${t.amountCents} >= 0 and ${t.feeCents} >= 0`),
  ],
);

// The waitlist of a full program, first come first offered. An offer holds a
// freed seat for the client until offer_expires_at.
export const programWaitStatus = pgEnum('program_wait_status', ['waiting', 'offered', 'claimed', 'left', 'lapsed']);
export const programWaitlist = pgTable(
  'program_waitlist',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: programWaitStatus('status').notNull().default('waiting'),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('program_waitlist_one_per_client')
      .on(t.programId, t.clientId)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index('program_waitlist_line_idx').on(t.programId, t.status, t.id),
  ],
);
