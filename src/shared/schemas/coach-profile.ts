// The coach's own profile: onboarding details form, create and edit requests,
// the CoachMe read, photo upload, the Pro subscription calls and earnings.
// Shared by the forms and the server so every message is the same everywhere.
import { z } from 'zod';
import { ZSchedule } from './schedule.js';
import { CANCELLATION_POLICIES, DEFAULT_CANCELLATION_POLICY } from '../domain/cancellation-policy.js';
import { COACHING_LANGUAGES, sortedCoachingLanguages } from '../domain/coaching-languages.js';
import { WEEKDAYS, type Weekday } from '../domain/local-date.js';
import { isValidTimeZone } from '../domain/time-zone.js';
import { ZTestCard } from './bookings.js';
import { ZCoachProfileFields } from './coach-profile-fields.js';
import { ZRowId } from './ids.js';
import { ZCoachListingStatus } from './vetting.js';

export const COACH_PROFILE_MESSAGES = {
  rateMin: 'Hourly rate must be at least $1',
  rateMax: 'Hourly rate must be less than $1000',
  sessionMin: 'Session length must be at least 15 minutes',
  sessionMax: 'Session length cannot exceed 4 hours',
  bioMin: 'Your bio should be at least 250 characters',
  bioMax: 'Your bio cannot exceed 1000 characters',
  businessNameMax: 'Business name must be at most 100 characters',
  certificationsMax: 'Certifications must be at most 500 characters',
  socialLinkScheme: 'If provided, URL must start with http:// or https://',
  socialLinkMax: 'URL must be at most 255 characters',
  daysMin: 'Select at least 2 days of availability',
  startTime: 'Select a start time',
  endTime: 'Select an end time',
  terms: 'You must agree to the terms and conditions',
  timeZone: 'Select a valid time zone',
  cancellationPolicy: 'Choose a cancellation policy',
  coachingLanguagesMin: 'Choose at least one language you coach in',
  notFound: 'Coach profile not found',
  unknownSpecialization: 'Select specializations from the list',
  // Edit screen
  firstNameMin: 'First name must be at least 2 characters',
  lastNameMin: 'Last name must be at least 2 characters',
  nameMax: 'Names must be at most 50 characters',
  editBioMin: 'Bio must be at least 20 characters',
  editRateMin: 'Hourly rate must be at least $10',
  validUrl: 'Please enter a valid URL',
  specializationsMin: 'Please select at least one specialization',
  // Photo
  imageType: 'Please upload a JPEG, JPG, or PNG image',
  imageSize: 'Image must be smaller than 5MB',
  imageProcessing: 'There was an error processing your image. Please try a different one.',
} as const;

const M = COACH_PROFILE_MESSAGES;
export const BIO_MIN = 250;
export const BIO_MAX = 1000;
export const EDIT_BIO_MIN = 20;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

// 'HH:MM' on a 15-minute grid; the end may also be '24:00' (end of the day).
const QUARTER_HOUR = /^([01]\d|2[0-3]):(00|15|30|45)$/;
const minutesOf = (value: string) => (value === '24:00' ? 1440 : Number(value.slice(0, 2)) * 60 + Number(value.slice(3)));

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const ZWeekday = z.enum(WEEKDAYS as [Weekday, ...Weekday[]], { error: M.daysMin });
export const ZCancellationPolicy = z.enum(CANCELLATION_POLICIES, { error: M.cancellationPolicy });
const ZDays = z.array(ZWeekday, { error: M.daysMin }).refine((days) => new Set(days).size >= 2, M.daysMin);

const detailsShape = {
  hourlyRate: z.number({ error: M.rateMin }).min(1, M.rateMin).max(999, M.rateMax),
  sessionLength: z.number({ error: M.sessionMin }).int().min(15, M.sessionMin).max(240, M.sessionMax),
  specializationIds: z.array(ZRowId).max(50).optional(),
  certifications: z.string().trim().max(500, M.certificationsMax).nullish(),
  bio: z.string({ error: M.bioMin }).trim().min(BIO_MIN, M.bioMin).max(BIO_MAX, M.bioMax),
  businessName: z.string().trim().max(100, M.businessNameMax).nullish(),
  socialLink: z
    .string()
    .trim()
    .max(255, M.socialLinkMax)
    .refine((v) => v === '' || isHttpUrl(v), M.socialLinkScheme)
    .nullish(),
  calendarSyncEnabled: z.boolean(),
  calendarType: z.enum(['google', 'ical']).nullish(),
  availableFrom: z.string({ error: M.startTime }).regex(QUARTER_HOUR, M.startTime),
  availableTo: z.string({ error: M.endTime }).refine((v) => v === '24:00' || QUARTER_HOUR.test(v), M.endTime),
  acceptedTerms: z.literal(true, { error: M.terms }),
  timeZone: z.string({ error: M.timeZone }).trim().max(100, M.timeZone).refine(isValidTimeZone, M.timeZone),
  // docs/product/cancellation-policy.md; Flexible unless the coach picks another.
  cancellationPolicy: ZCancellationPolicy.default(DEFAULT_CANCELLATION_POLICY),
  // Optional: weekly windows per day and the booking settings, when the coach
  // sets them in onboarding (docs/decisions/0045-availability-editor.md). Its
  // weekly rules and settings are stored; the schedule's zone is timeZone's
  // above, and dates and time off are left to the dashboard's editor.
  schedule: ZSchedule.optional(),
};

function endAfterStart(value: { availableFrom: string; availableTo: string }, ctx: z.RefinementCtx) {
  if (minutesOf(value.availableTo) <= minutesOf(value.availableFrom)) {
    ctx.addIssue({ code: 'custom', path: ['availableTo'], message: M.endTime });
  }
}

// The onboarding details form (react-hook-form values).
export const ZCoachDetailsForm = z.object({ ...detailsShape, availableDays: ZDays }).superRefine(endAfterStart);
export type TCoachDetailsForm = z.infer<typeof ZCoachDetailsForm>;

// The Pro step sends availableDays as a JSON-encoded string; the server parses it.
const ZDaysOrJson = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}, ZDays);

// POST /api/coaches. Names/e-mail are copied from the signed-in user and the
// photo goes through POST /api/user/profile-image, so those are accepted but
// ignored; planType only records the requested plan (Pro needs a subscription).
export const ZCreateCoachProfileRequest = z
  .strictObject({
    ...detailsShape,
    availableDays: ZDaysOrJson,
    firstName: z.string().max(100).optional(),
    lastName: z.string().max(100).optional(),
    email: z.string().max(300).optional(),
    profileImage: z.string().nullish(),
    planType: z.enum(['free', 'pro']).optional(),
  })
  .superRefine(endAfterStart);
export type TCreateCoachProfileRequest = z.infer<typeof ZCreateCoachProfileRequest>;

// The languages a coach coaches in: at least one, each from the fixed list, kept in its order.
export const ZCoachingLanguages = z
  .array(z.enum(COACHING_LANGUAGES, { error: M.coachingLanguagesMin }), { error: M.coachingLanguagesMin })
  .min(1, M.coachingLanguagesMin)
  .max(COACHING_LANGUAGES.length)
  .transform(sortedCoachingLanguages);

// PUT /api/coaches/me and the edit form.
export const ZEditCoachProfileRequest = z.strictObject({
  firstName: z.string().trim().min(2, M.firstNameMin).max(50, M.nameMax),
  lastName: z.string().trim().min(2, M.lastNameMin).max(50, M.nameMax),
  businessName: z.string().trim().max(100, M.businessNameMax).nullish(),
  bio: z.string().trim().min(EDIT_BIO_MIN, M.editBioMin).max(BIO_MAX, M.bioMax),
  hourlyRate: z.number({ error: M.editRateMin }).min(10, M.editRateMin).max(999, M.rateMax),
  sessionLength: z.number({ error: M.sessionMin }).int().min(15, M.sessionMin).max(240, M.sessionMax),
  socialLink: z
    .string()
    .trim()
    .max(255, M.socialLinkMax)
    .refine((v) => v === '' || isHttpUrl(v), M.validUrl)
    .nullish(),
  // Only the user's current image URL (keep) or null (remove); anything else
  // (e.g. a data URL: new photos go through the upload route) is ignored.
  profileImage: z.string().nullish(),
  certifications: z.string().trim().max(500, M.certificationsMax).nullish(),
  specializationIds: z.array(ZRowId, { error: M.specializationsMin }).min(1, M.specializationsMin).max(50),
  // Left out: the policy stays as it is. A change applies to new bookings only.
  cancellationPolicy: ZCancellationPolicy.optional(),
  // Left out: the languages stay as they are.
  coachingLanguages: ZCoachingLanguages.optional(),
});
export type TEditCoachProfileRequest = z.infer<typeof ZEditCoachProfileRequest>;

export const ZCoachMe = ZCoachProfileFields.extend({
  specializations: z.array(z.object({ id: z.number().int(), name: z.string(), colorClass: z.string() })),
  availableDays: z.array(z.string()),
  availableFrom: z.string().nullable(),
  availableTo: z.string().nullable(),
  cancellationPolicy: ZCancellationPolicy,
  coachingLanguages: z.array(z.enum(COACHING_LANGUAGES)),
  isFoundingCoach: z.boolean(),
  calendarSyncEnabled: z.boolean(),
  calendarType: z.enum(['google', 'ical']).nullable(),
  // Absolute URL, only for Pro coaches with sync on.
  calendarFeedUrl: z.string().nullable(),
  acceptedTerms: z.boolean(),
  // docs/product/vetting.md: listed only once approved; the reason of a rejection or unlisting.
  listingStatus: ZCoachListingStatus,
  listingReason: z.string().nullable(),
});
export type TCoachMe = z.infer<typeof ZCoachMe>;

export const ZProfileImageRequest = z.strictObject({ imageData: z.string().min(1, M.imageType) });
export const ZProfileImageResponse = z.object({ profileImage: z.string().nullable() });
export type TProfileImageResponse = z.infer<typeof ZProfileImageResponse>;

// {} or no body at all starts a subscription; {testMode: true} skips payment (test mode only).
export const ZCreateSubscriptionRequest = z.strictObject({ testMode: z.boolean().optional() }).nullish();
export const ZSubscriptionActivated = z.object({ success: z.literal(true), planType: z.literal('pro') });
export type TSubscriptionActivated = z.infer<typeof ZSubscriptionActivated>;
export const ZCreateSubscriptionResponse = z.union([z.object({ clientSecret: z.string() }), ZSubscriptionActivated]);
export type TCreateSubscriptionResponse = z.infer<typeof ZCreateSubscriptionResponse>;

// Test mode sends the card (test numbers only); in Stripe mode Elements confirms
// the card with Stripe and only the client secret comes here.
export const ZConfirmSubscriptionRequest = z.strictObject({
  clientSecret: z.string().min(1).max(500),
  card: ZTestCard.optional(),
});

const ZPeriodTotals = z.object({ weekly: z.number(), monthly: z.number(), yearly: z.number(), total: z.number() });
const ZBreakdownRow = z.object({ label: z.string(), amount: z.number() });

// GET /api/coach/earnings: dollars; periods in the coach's time zone.
export const ZEarnings = z.object({
  earnings: ZPeriodTotals,
  sessions: ZPeriodTotals,
  recentSessions: z.array(z.object({ startTime: z.string(), clientName: z.string(), totalPrice: z.number() })),
  breakdown: z.object({
    weekly: z.array(ZBreakdownRow),
    monthly: z.array(ZBreakdownRow),
    yearly: z.array(ZBreakdownRow),
  }),
});
export type TEarnings = z.infer<typeof ZEarnings>;
