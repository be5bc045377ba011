// The admin console's requests and responses. Lists are paged on the server
// ({items, total, page, pageSize, totalPages}) so they stay fast with many rows.
import { z } from 'zod';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from '../domain/booking-status.js';
import { MEETING_PROVIDERS } from '../domain/meeting-providers.js';
import { ZRole } from './auth.js';
import { ZCoachListingStatus } from './vetting.js';
import { LOCALES } from '../i18n/locales.js';

export const SPECIALIZATION_COLORS = ['indigo', 'green', 'amber', 'purple', 'blue', 'pink'] as const;

export const SPECIALIZATION_LIMITS = { nameMin: 2, nameMax: 60, descriptionMin: 10, descriptionMax: 300, iconMin: 1, iconMax: 8 } as const;

export const ADMIN_MESSAGES = {
  userNotFound: 'User not found.',
  bookingNotFound: 'Booking not found.',
  specializationNotFound: 'Specialization not found.',
  selfDeactivation: 'You cannot deactivate your own account.',
  specializationNameTaken: 'A specialization with this name already exists.',
  colorClass: `Choose one of: ${SPECIALIZATION_COLORS.join(', ')}.`,
  nameLength: `Name must be ${SPECIALIZATION_LIMITS.nameMin} to ${SPECIALIZATION_LIMITS.nameMax} characters.`,
  descriptionLength: `Description must be ${SPECIALIZATION_LIMITS.descriptionMin} to ${SPECIALIZATION_LIMITS.descriptionMax} characters.`,
  iconLength: `Icon must be ${SPECIALIZATION_LIMITS.iconMin} to ${SPECIALIZATION_LIMITS.iconMax} characters (an emoji or a short name).`,
  nothingToChange: 'Send at least one field to change.',
} as const;

// 5% for Pro, 12% for free coaches; not charged during beta (docs/product/checkout-and-fees.md#platform-fee).
export const PLATFORM_FEE_PERCENT = { pro: 5, free: 12 } as const;

export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_DEFAULT_PAGE_SIZE = 20;

const ZPage = z.coerce.number().int().min(1).max(1_000_000).default(1);
const ZPageSize = z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_DEFAULT_PAGE_SIZE);
const ZSearch = z.string().trim().max(100).optional();

const pageInfo = {
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
};

export const ADMIN_ROLE_FILTERS = ['all', 'client', 'coach', 'admin'] as const;
export type AdminRoleFilter = (typeof ADMIN_ROLE_FILTERS)[number];
export const ADMIN_STATUS_FILTERS = ['all', ...BOOKING_STATUSES] as const;
export type AdminStatusFilter = (typeof ADMIN_STATUS_FILTERS)[number];

export const ZAdminUsersQuery = z.strictObject({
  q: ZSearch,
  role: z.enum(ADMIN_ROLE_FILTERS).default('all'),
  page: ZPage,
  pageSize: ZPageSize,
});
export type TAdminUsersQuery = z.infer<typeof ZAdminUsersQuery>;

export const ZAdminUser = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  username: z.string(),
  role: ZRole,
  isActive: z.boolean(),
  profileImage: z.string().nullable(),
  createdAt: z.string(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUserList = z.object({ users: z.array(ZAdminUser), ...pageInfo });
export type TAdminUserList = z.infer<typeof ZAdminUserList>;

export const ZUpdateUserStatusRequest = z.strictObject({ isActive: z.boolean() });
export type TUpdateUserStatusRequest = z.infer<typeof ZUpdateUserStatusRequest>;

export const ZAdminBookingSummary = z.object({
  id: z.number().int(),
  coachId: z.number().int(),
  coachName: z.string(),
  clientId: z.number().int(),
  clientName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  totalPrice: z.number(),
});
export type TAdminBookingSummary = z.infer<typeof ZAdminBookingSummary>;

export const ZAdminBookingsQuery = z.strictObject({
  status: z.enum(ADMIN_STATUS_FILTERS).default('all'),
  page: ZPage,
  pageSize: ZPageSize,
});
export type TAdminBookingsQuery = z.infer<typeof ZAdminBookingsQuery>;

export const ZAdminBookingList = z.object({ bookings: z.array(ZAdminBookingSummary), ...pageInfo });
export type TAdminBookingList = z.infer<typeof ZAdminBookingList>;

export const ZAdminUserDetail = z.object({
  user: ZAdminUser.extend({ bio: z.string().nullable() }),
  coachProfile: z
    .object({
      id: z.number().int(),
      planType: z.enum(['free', 'pro']),
      isFoundingCoach: z.boolean(),
      hourlyRate: z.number(),
      timeZone: z.string(),
    })
    .nullable(),
  bookings: z.array(ZAdminBookingSummary),
});
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;

const ZParty = z.object({ userId: z.number().int(), name: z.string(), email: z.string() });

export const ZAdminBookingDetail = z.object({
  booking: z.object({
    id: z.number().int(),
    coachId: z.number().int(),
    coach: ZParty,
    client: ZParty,
    startTime: z.string(),
    endTime: z.string(),
    sessionLength: z.number().int(),
    status: z.enum(BOOKING_STATUSES),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    totalPrice: z.number(),
    notes: z.string().nullable(),
    meetingUrl: z.string().nullable(),
    createdAt: z.string(),
  }),
  payments: z.array(
    z.object({
      provider: z.string(),
      providerPaymentId: z.string(),
      amount: z.number(),
      status: z.enum(['authorized', 'captured', 'released', 'refunded', 'failed']),
      createdAt: z.string(),
    }),
  ),
  history: z.array(
    z.object({
      fromStatus: z.enum(BOOKING_STATUSES).nullable(),
      toStatus: z.enum(BOOKING_STATUSES),
      changedBy: z.string().nullable(),
      reason: z.string().nullable(),
      // A move to another time (docs/product/reschedule.md): the start it left and the one it took.
      previousStartTime: z.string().nullable(),
      newStartTime: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type TAdminBookingDetail = z.infer<typeof ZAdminBookingDetail>;

export const ZAdminOverview = z.object({
  users: z.object({ total: z.number().int(), active: z.number().int() }),
  coaches: z.object({ total: z.number().int() }),
  clients: z.object({ total: z.number().int() }),
  bookings: z.object({ total: z.number().int(), completed: z.number().int() }),
  revenue: z.number(),
  recentUsers: z.array(ZAdminUser),
  recentBookings: z.array(ZAdminBookingSummary),
});
export type TAdminOverview = z.infer<typeof ZAdminOverview>;

const ZSpecName = z
  .string()
  .trim()
  .min(SPECIALIZATION_LIMITS.nameMin, ADMIN_MESSAGES.nameLength)
  .max(SPECIALIZATION_LIMITS.nameMax, ADMIN_MESSAGES.nameLength);
const ZSpecDescription = z
  .string()
  .trim()
  .min(SPECIALIZATION_LIMITS.descriptionMin, ADMIN_MESSAGES.descriptionLength)
  .max(SPECIALIZATION_LIMITS.descriptionMax, ADMIN_MESSAGES.descriptionLength);
// Counted in characters as people see them, so one emoji (even with a skin tone or ZWJ) is one.
const ZSpecIcon = z
  .string()
  .trim()
  .refine((value) => {
    // Length first: V8's grapheme segmenter copies the whole input for every
    // segment, so a 200,000-emoji string took gigabytes (found by the fuzz).
    if (value.length > 40) return false;
    const length = [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(value)].length;
    return length >= SPECIALIZATION_LIMITS.iconMin && length <= SPECIALIZATION_LIMITS.iconMax;
  }, ADMIN_MESSAGES.iconLength);
const ZSpecColor = z.enum(SPECIALIZATION_COLORS, { error: ADMIN_MESSAGES.colorClass });

// The name and description in other languages, edited beside the English
// (DECISIONS section 16); a blank one is missing, and English stands in for it.
const ZSpecTranslations = (max: number, message: string) => z.partialRecord(z.enum(LOCALES), z.string().trim().max(max, message));

export const ZCreateSpecializationRequest = z.strictObject({
  name: ZSpecName,
  description: ZSpecDescription,
  nameTranslations: ZSpecTranslations(SPECIALIZATION_LIMITS.nameMax, ADMIN_MESSAGES.nameLength).optional(),
  descriptionTranslations: ZSpecTranslations(SPECIALIZATION_LIMITS.descriptionMax, ADMIN_MESSAGES.descriptionLength).optional(),
  iconName: ZSpecIcon,
  colorClass: ZSpecColor,
});
export type TCreateSpecializationRequest = z.infer<typeof ZCreateSpecializationRequest>;

export const ZUpdateSpecializationRequest = ZCreateSpecializationRequest.partial().refine(
  (value) => Object.keys(value).length > 0,
  ADMIN_MESSAGES.nothingToChange,
);
export type TUpdateSpecializationRequest = z.infer<typeof ZUpdateSpecializationRequest>;

export const ZAdminCoachesQuery = z.strictObject({ q: ZSearch, page: ZPage, pageSize: ZPageSize });
export type TAdminCoachesQuery = z.infer<typeof ZAdminCoachesQuery>;

export const ZAdminCoach = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  planType: z.enum(['free', 'pro']),
  isFoundingCoach: z.boolean(),
  // null until the first review.
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  bookings: z.number().int(),
  isActive: z.boolean(),
  // docs/product/vetting.md: under review, approved (listed), rejected or unlisted.
  listingStatus: ZCoachListingStatus,
});
export type TAdminCoach = z.infer<typeof ZAdminCoach>;

export const ZAdminCoachList = z.object({ coaches: z.array(ZAdminCoach), ...pageInfo });
export type TAdminCoachList = z.infer<typeof ZAdminCoachList>;

// The running configuration, read-only and without secrets.
export const ZAdminSettings = z.object({
  appName: z.string(),
  environment: z.enum(['development', 'production', 'test']),
  beta: z.boolean(),
  platformFees: z.object({ pro: z.number(), free: z.number(), appliedDuringBeta: z.boolean() }),
  paymentGateway: z.enum(['test', 'stripe']),
  emailMode: z.enum(['smtp', 'outbox']),
  meetingProvider: z.enum(MEETING_PROVIDERS),
  demoMode: z.boolean(),
  database: z.enum(['pglite', 'postgres']),
});
export type TAdminSettings = z.infer<typeof ZAdminSettings>;

export function totalPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
