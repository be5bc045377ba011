// The public coach directory: list filters, the Coach shape the directory and
// the profile read, and the profile's reviews.
import { z } from 'zod';
import { AVAILABILITY_FILTERS } from '../domain/availability-windows.js';
import { COACH_MESSAGES, COACH_PAGE_SIZE_DEFAULT, COACH_PAGE_SIZE_MAX, COACH_SORTS, PRICE_FILTERS } from '../domain/coach-directory.js';
import { CANCELLATION_POLICIES } from '../domain/cancellation-policy.js';
import { COACHING_LANGUAGES } from '../domain/coaching-languages.js';
import { isValidTimeZone } from '../domain/time-zone.js';
import { ZTranslations } from './specializations.js';

export {
  COACH_MESSAGES,
  COACH_PAGE_SIZE_DEFAULT,
  COACH_PAGE_SIZE_MAX,
  COACH_SORTS,
  PRICE_FILTERS,
  type TCoachSort,
  type TPriceFilter,
} from '../domain/coach-directory.js';

const ZPositiveInt = (max: number) => z.coerce.number().int().min(1).max(max);

export const ZCoachListQuery = z.strictObject({
  q: z.string().trim().max(100, COACH_MESSAGES.searchMax).optional(),
  // A lower-cased specialization name, as in /coaches?specialty=...; 'all' = no filter.
  specialty: z.string().trim().toLowerCase().max(100).optional(),
  price: z.enum(PRICE_FILTERS).default('any'),
  // A language the coach coaches in (/coaches?language=de); 'all' = no filter.
  language: z.enum(['all', ...COACHING_LANGUAGES]).default('all'),
  availability: z.enum(AVAILABILITY_FILTERS).default('any'),
  // The visitor's zone decides where "today" and "the weekend" begin.
  tz: z.string().trim().max(100).refine(isValidTimeZone, COACH_MESSAGES.unknownTimeZone).default('UTC'),
  sort: z.enum(COACH_SORTS).default('recommended'),
  page: ZPositiveInt(1_000_000).default(1),
  pageSize: ZPositiveInt(COACH_PAGE_SIZE_MAX).default(COACH_PAGE_SIZE_DEFAULT),
});
export type TCoachListQuery = z.infer<typeof ZCoachListQuery>;

export const ZCoachSpecialization = z.object({
  id: z.number().int(),
  name: z.string(),
  // The name in other languages (schemas/specializations.ts).
  nameTranslations: ZTranslations.optional(),
  colorClass: z.string(),
});

export const ZCoach = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  profileImage: z.string().nullable(),
  // Dollars; the database keeps cents.
  hourlyRate: z.number(),
  // Average of the reviews to one decimal; 5 when there are none (docs/product/reviews.md#ratings-on-profiles), so read reviewCount too.
  rating: z.number(),
  reviewCount: z.number().int(),
  specializations: z.array(ZCoachSpecialization),
  bio: z.string(),
  sessionLength: z.number().int(),
  certifications: z.string().nullable(),
  clientsHelped: z.number().int(),
  yearsExperience: z.number().int().nullable(),
  planType: z.enum(['free', 'pro']),
  businessName: z.string().nullable(),
  socialLink: z.string().nullable(),
  timeZone: z.string(),
  isFoundingCoach: z.boolean(),
  cancellationPolicy: z.enum(CANCELLATION_POLICIES),
  coachingLanguages: z.array(z.enum(COACHING_LANGUAGES)),
});
export type TCoach = z.infer<typeof ZCoach>;

export const ZCoachListResponse = z.object({
  coaches: z.array(ZCoach),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
});
export type TCoachListResponse = z.infer<typeof ZCoachListResponse>;

// Raw text: a malformed id is answered like an unknown coach (404), not with a 500.
export const ZCoachIdParams = z.strictObject({ id: z.string() });

export const ZCoachReviewsQuery = z.strictObject({
  limit: ZPositiveInt(100).default(20),
  page: ZPositiveInt(1_000_000).default(1),
});
export type TCoachReviewsQuery = z.infer<typeof ZCoachReviewsQuery>;

export const ZCoachReview = z.object({
  id: z.number().int(),
  // First name and last initial ('Maya C.'): a public page never shows a client's full name.
  clientName: z.string(),
  clientImage: z.string().nullable(),
  date: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  // The coach's one public reply (docs/product/vetting.md#review-replies), plain text.
  coachReply: z.string().nullable(),
  coachRepliedAt: z.string().nullable(),
});
export type TCoachReview = z.infer<typeof ZCoachReview>;

export const ZCoachReviewList = z.array(ZCoachReview);

// The directory cards' "Next available": asked apart from the list, whose
// answers the public read cache keeps (they do not depend on the clock).
export const ZNextAvailableQuery = z.strictObject({
  ids: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,49}$/, 'ids must be up to 50 comma-separated coach ids')
    .transform((value) => [...new Set(value.split(',').map(Number))]),
});
export type TNextAvailableQuery = z.infer<typeof ZNextAvailableQuery>;

// Coach id -> first open slot (ISO, UTC) or null when none within the horizon.
// Unknown or unlisted coaches are left out.
export const ZNextAvailableResponse = z.object({ nextAvailable: z.record(z.string(), z.string().nullable()) });
export type TNextAvailableResponse = z.infer<typeof ZNextAvailableResponse>;
