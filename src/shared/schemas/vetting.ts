// Coach vetting and review replies (docs/product/vetting.md): the admin's
// review queue and decisions, the coach's listing status, and the coach's one
// public reply to a review. Shared by the forms and the server.
import { z } from 'zod';
import { ZCoachProfileFields } from './coach-profile-fields.js';

export const COACH_LISTING_STATUSES = ['under_review', 'approved', 'rejected', 'unlisted'] as const;
export type CoachListingStatus = (typeof COACH_LISTING_STATUSES)[number];
export const ZCoachListingStatus = z.enum(COACH_LISTING_STATUSES);

export const LISTING_REASON_MAX = 1000;
export const REVIEW_REPLY_MAX = 1000;

export const VETTING_MESSAGES = {
  coachNotFound: 'Coach not found.',
  reasonRequired: 'Please tell the coach why (at least 10 characters).',
  reasonMax: `The reason may be at most ${LISTING_REASON_MAX} characters.`,
  notWaiting: 'This profile is not waiting for review any more. Reload to see its status.',
  notListed: 'This coach is not listed at the moment.',
  alreadyApproved: 'This coach is already listed.',
} as const;

export const REVIEW_REPLY_MESSAGES = {
  reviewNotFound: 'Review not found.',
  replyRequired: 'Write a reply before sending it.',
  replyMax: `Your reply may be at most ${REVIEW_REPLY_MAX} characters.`,
  alreadyReplied: 'You have already replied to this review. A reply cannot be changed.',
} as const;

// The admin's queue: waiting profiles by default; the other states to find a coach again.
export const ZVettingQueueQuery = z.strictObject({
  status: ZCoachListingStatus.default('under_review'),
});
export type TVettingQueueQuery = z.infer<typeof ZVettingQueueQuery>;

// A profile as the admin reviews it: what the public would see, plus contact and status.
export const ZVettingCoach = ZCoachProfileFields.extend({
  specializations: z.array(z.string()),
  isActive: z.boolean(),
  listingStatus: ZCoachListingStatus,
  listingReason: z.string().nullable(),
  updatedAt: z.string(),
});
export type TVettingCoach = z.infer<typeof ZVettingCoach>;
export const ZVettingQueue = z.object({ coaches: z.array(ZVettingCoach) });
export type TVettingQueue = z.infer<typeof ZVettingQueue>;

// Reject and unlist: the reason is e-mailed to the coach and shown on their dashboard.
export const ZVettingReasonRequest = z.strictObject({
  reason: z
    .string({ error: VETTING_MESSAGES.reasonRequired })
    .trim()
    .min(10, VETTING_MESSAGES.reasonRequired)
    .max(LISTING_REASON_MAX, VETTING_MESSAGES.reasonMax),
});
export type TVettingReasonRequest = z.infer<typeof ZVettingReasonRequest>;

export const ZReviewReplyRequest = z.strictObject({
  reply: z
    .string({ error: REVIEW_REPLY_MESSAGES.replyRequired })
    .trim()
    .min(1, REVIEW_REPLY_MESSAGES.replyRequired)
    .max(REVIEW_REPLY_MAX, REVIEW_REPLY_MESSAGES.replyMax),
});
export type TReviewReplyRequest = z.infer<typeof ZReviewReplyRequest>;

export const ZReviewReply = z.object({ id: z.number().int(), reply: z.string(), repliedAt: z.string() });
export type TReviewReply = z.infer<typeof ZReviewReply>;
