// Reports of a review, a user or a message, and the admin's reports queue (docs/product/reports.md).
import { z } from 'zod';
import { ZRole } from './auth.js';
import { ZRowId } from './ids.js';

export const REPORT_TARGET_KINDS = ['review', 'user', 'message'] as const;
export type TReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];
export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'other'] as const;
export type TReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_RESOLUTIONS = ['review_hidden', 'user_deactivated', 'dismissed'] as const;
export type TReportResolution = (typeof REPORT_RESOLUTIONS)[number];
export const REPORT_ACTIONS = ['hide-review', 'deactivate-user', 'dismiss'] as const;
export type TReportAction = (typeof REPORT_ACTIONS)[number];

export const REPORT_DETAILS_MAX = 1000;

export const REPORT_REASON_LABELS: Record<TReportReason, string> = {
  spam: 'Spam or advertising',
  harassment: 'Harassment or hate',
  inappropriate: 'Inappropriate or offensive',
  other: 'Something else',
};

export const REPORT_MESSAGES = {
  reason: 'Choose a reason.',
  detailsMax: `Please keep the details to at most ${REPORT_DETAILS_MAX} characters.`,
  target: 'Say what you are reporting.',
  messageNotFound: 'Message not found.',
  ownMessage: 'You cannot report your own message.',
  reviewNotFound: 'Review not found.',
  userNotFound: 'We could not find that person.',
  bookingNotFound: 'Booking not found.',
  ownReview: 'You cannot report your own review.',
  yourself: 'You cannot report yourself.',
  alreadyReported: 'You have already reported this. Our team will look at it soon.',
  reportNotFound: 'Report not found.',
  alreadyResolved: 'This report has already been resolved.',
  actionDoesNotFit: 'That action does not fit this report.',
  notHidden: 'This review is not hidden.',
} as const;

// The target is named by what the page has: a review's id; a coach's user id (their profile
// shows it); or, from a booking, its id (the other party of that booking is the one reported);
// or a message's id (only a party of its conversation may report it).
export const ZCreateReportRequest = z
  .strictObject({
    kind: z.enum(REPORT_TARGET_KINDS, { message: REPORT_MESSAGES.target }),
    reviewId: ZRowId.optional(),
    userId: ZRowId.optional(),
    bookingId: ZRowId.optional(),
    messageId: ZRowId.optional(),
    reason: z.enum(REPORT_REASONS, { message: REPORT_MESSAGES.reason }),
    details: z.string().trim().max(REPORT_DETAILS_MAX, REPORT_MESSAGES.detailsMax).nullish(),
  })
  .refine(
    (r) => {
      const given = [r.reviewId, r.userId, r.bookingId, r.messageId].filter((id) => id !== undefined).length;
      if (given !== 1) return false;
      if (r.kind === 'review') return r.reviewId !== undefined;
      if (r.kind === 'user') return r.userId !== undefined || r.bookingId !== undefined;
      return r.messageId !== undefined;
    },
    { message: REPORT_MESSAGES.target },
  );
export type TCreateReportRequest = z.infer<typeof ZCreateReportRequest>;

export const ZCreatedReport = z.object({
  id: z.number().int(),
  kind: z.enum(REPORT_TARGET_KINDS),
  reason: z.enum(REPORT_REASONS),
  createdAt: z.string(),
});
export type TCreatedReport = z.infer<typeof ZCreatedReport>;

// The admin's queue.
export const REPORT_QUEUE_STATUSES = ['open', 'resolved'] as const;
export type TReportQueueStatus = (typeof REPORT_QUEUE_STATUSES)[number];

export const ZAdminReportsQuery = z.strictObject({
  status: z.enum(REPORT_QUEUE_STATUSES).default('open'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TAdminReportsQuery = z.infer<typeof ZAdminReportsQuery>;

const ZPerson = z.object({ id: z.number().int(), name: z.string(), email: z.string(), role: ZRole });

export const ZAdminReport = z.object({
  id: z.number().int(),
  kind: z.enum(REPORT_TARGET_KINDS),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  createdAt: z.string(),
  reporter: ZPerson,
  // The reported review as it is now (hidden or not), with its author and coach.
  review: z
    .object({
      id: z.number().int(),
      rating: z.number().int(),
      comment: z.string().nullable(),
      createdAt: z.string(),
      hidden: z.boolean(),
      authorName: z.string(),
      coachId: z.number().int(),
      coachName: z.string(),
    })
    .nullable(),
  // The reported person as they are now.
  user: ZPerson.extend({ isActive: z.boolean(), coachId: z.number().int().nullable() }).nullable(),
  // The reported message as it is now, with its author and the conversation's two parties.
  message: z
    .object({
      id: z.number().int(),
      body: z.string(),
      createdAt: z.string(),
      author: ZPerson.extend({ isActive: z.boolean() }),
      client: z.object({ id: z.number().int(), name: z.string() }),
      coach: z.object({ id: z.number().int(), name: z.string() }),
    })
    .nullable(),
  resolution: z.enum(REPORT_RESOLUTIONS).nullable(),
  resolvedAt: z.string().nullable(),
  resolvedByName: z.string().nullable(),
});
export type TAdminReport = z.infer<typeof ZAdminReport>;

export const ZAdminReportList = z.object({
  reports: z.array(ZAdminReport),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
});
export type TAdminReportList = z.infer<typeof ZAdminReportList>;

export const ZResolveReportRequest = z.strictObject({ action: z.enum(REPORT_ACTIONS) });
export type TResolveReportRequest = z.infer<typeof ZResolveReportRequest>;

export const ZRestoredReview = z.object({ id: z.number().int(), hidden: z.literal(false) });
export type TRestoredReview = z.infer<typeof ZRestoredReview>;
