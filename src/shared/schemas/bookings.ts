// Checkout and booking requests and the booking shape the dashboards read.
// Prices are dollars on the wire (totalPrice 85 = $85.00).
import { z } from 'zod';
import { NOTES_MAX } from '../domain/booking-notes.js';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from '../domain/booking-status.js';
import { CANCELLATION_POLICIES } from '../domain/cancellation-policy.js';
import { ZRowId } from './ids.js';
import { ZNoShow } from './no-shows.js';

export { NOTES_MAX } from '../domain/booking-notes.js';
export const IDEMPOTENCY_KEY_MIN = 8;
export const IDEMPOTENCY_KEY_MAX = 200;

export const BOOKING_MESSAGES = {
  coachNotFound: "The coach you're looking for doesn't exist or has been removed.",
  // docs/product/vetting.md: a profile waiting for review, rejected or unlisted.
  coachNotListed: "This coach isn't taking bookings right now. Please choose another coach.",
  bookingNotFound: 'Booking not found.',
  clientsOnly: 'Only client accounts can book sessions.',
  // A coach's block (docs/product/messages.md), told plainly without saying why.
  cannotBookCoach: 'You can’t book sessions with this coach.',
  slotUnavailable: 'This time is not available. Please choose another time.',
  slotTaken: 'This time slot was just booked by someone else. You have not been charged.',
  notPayable: 'This coach cannot take online bookings yet.',
  priceChanged: 'The price changed. Please review your booking again.',
  policyChanged: "The coach's cancellation policy changed. Please review your booking again. You have not been charged.",
  paymentMismatch: 'This payment does not belong to this booking. Please start again.',
  paymentUsed: 'This payment has already been used. Please start again.',
  inProgress: 'This booking is still being processed. Please wait a moment and check your bookings.',
  captureFailed: 'Your payment could not be completed. You have not been charged.',
  moveTaken: 'This time was just booked by someone else. Your booking keeps its time; please choose another.',
  changedMeanwhile: 'This booking changed in the meantime. Please reload it and try again.',
  idempotencyKey: `Send an Idempotency-Key header of ${IDEMPOTENCY_KEY_MIN} to ${IDEMPOTENCY_KEY_MAX} characters.`,
  invalidInstant: 'Use an ISO 8601 date-time with a time zone, e.g. 2030-01-07T09:00:00Z',
  notesMax: `Notes may be at most ${NOTES_MAX} characters.`,
} as const;

const ZInstant = z.iso.datetime({ offset: true, message: BOOKING_MESSAGES.invalidInstant });
const ZCoachId = ZRowId;
export const ZIdempotencyKey = z
  .string()
  .trim()
  .min(IDEMPOTENCY_KEY_MIN, BOOKING_MESSAGES.idempotencyKey)
  .max(IDEMPOTENCY_KEY_MAX, BOOKING_MESSAGES.idempotencyKey);

export const ZCreatePaymentIntentRequest = z.strictObject({
  coachId: ZCoachId,
  startTime: ZInstant,
  // A checkout may send these; the server computes the amount itself
  // (docs/product/availability-and-time.md#the-server-decides).
  amount: z.number().optional(),
  description: z.string().max(500).optional(),
});
export type TCreatePaymentIntentRequest = z.infer<typeof ZCreatePaymentIntentRequest>;

export const ZCreatePaymentIntentResponse = z.object({
  paymentIntentId: z.string(),
  clientSecret: z.string(),
  amount: z.number(),
  currency: z.string(),
  mode: z.enum(['test', 'live']),
});
export type TCreatePaymentIntentResponse = z.infer<typeof ZCreatePaymentIntentResponse>;

export const ZTestCard = z.strictObject({
  number: z.string().max(30),
  expiry: z.string().max(10),
  cvc: z.string().max(10),
});
export type TTestCard = z.infer<typeof ZTestCard>;

export const ZCreateBookingRequest = z.strictObject({
  coachId: ZCoachId,
  startTime: ZInstant,
  notes: z.string().max(NOTES_MAX, BOOKING_MESSAGES.notesMax).nullish(),
  paymentIntentId: z.string().min(1).max(200),
  card: ZTestCard.optional(),
  idempotencyKey: ZIdempotencyKey.optional(),
  // The cancellation policy the checkout showed. Never copied onto the booking
  // (the coach's own policy is); a mismatch only stops the checkout.
  cancellationPolicy: z.enum(CANCELLATION_POLICIES).optional(),
  // The browser's IANA zone, for the client's e-mails. An unknown or odd value
  // is ignored (never an error): it must not cost anyone their booking.
  timeZone: z.string().max(100).optional().catch(undefined),
  // Accepted from a checkout but never trusted: the client is the signed-in
  // user, the end and the price come from the coach, a new booking is pending.
  clientId: z.union([z.number(), z.string()]).nullish(),
  endTime: z.string().max(100).nullish(),
  totalPrice: z.number().nullish(),
  status: z.string().max(50).nullish(),
  paymentStatus: z.string().max(50).nullish(),
});
export type TCreateBookingRequest = z.infer<typeof ZCreateBookingRequest>;

export const ZUpdateBookingStatusRequest = z.strictObject({ status: z.enum(BOOKING_STATUSES) });
export type TUpdateBookingStatusRequest = z.infer<typeof ZUpdateBookingStatusRequest>;

// POST /api/bookings/:id/reschedule: only the new start; the coach, the price and the payment stay.
export const ZRescheduleBookingRequest = z.strictObject({ startTime: ZInstant });
export type TRescheduleBookingRequest = z.infer<typeof ZRescheduleBookingRequest>;

// The coach proposing a new time, and the client accepting the time they were shown
// (docs/product/reschedule.md#the-coach-proposes).
// Both name a start time, as a move does.
export const ZProposeTimeRequest = ZRescheduleBookingRequest;
export type TProposeTimeRequest = TRescheduleBookingRequest;
export const ZAcceptProposalRequest = ZRescheduleBookingRequest;
export type TAcceptProposalRequest = TRescheduleBookingRequest;

export const ZBookingIdParams = z.strictObject({ id: z.coerce.number().int().positive() });

export const ZBooking = z.object({
  id: z.number().int(),
  coachId: z.number().int(),
  coachName: z.string(),
  clientName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  sessionLength: z.number().int(),
  notes: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  totalPrice: z.number(),
  // The policy copied at checkout, and what a cancellation refunded (dollars; null until then).
  cancellationPolicy: z.enum(CANCELLATION_POLICIES),
  refundAmount: z.number().nullable(),
  // Moves so far (at most two, docs/product/reschedule.md).
  rescheduleCount: z.number().int(),
  // The coach's proposed new time while the client may still accept it; null otherwise.
  proposal: z.object({ startTime: z.string(), endTime: z.string() }).nullable(),
  // The no-show case of this session, if any (docs/product/no-shows.md).
  noShow: ZNoShow.nullable(),
  reviewed: z.boolean(),
  // Paid with a package credit: a cancellation returns the credit or spends it instead of refunding money.
  paidWithCredit: z.boolean(),
  // Only for confirmed bookings, and only to the booking's client, coach or an admin.
  meetingUrl: z.string().nullable(),
});
export type TBooking = z.infer<typeof ZBooking>;
export const ZBookingList = z.array(ZBooking);

// GET /api/bookings/:id/join: the /booking/join page's data.
export const JOIN_MESSAGES = {
  notConfirmed: 'The meeting link appears once the coach confirms the session.',
  cancelled: 'This session has been cancelled.',
  completed: 'This session has already taken place.',
  linkPending: 'The meeting link is being prepared. Please try again in a minute.',
} as const;

export const ZJoinInfo = z.object({
  bookingId: z.number().int(),
  meetingUrl: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  coachName: z.string(),
  clientName: z.string(),
  status: z.literal('confirmed'),
});
export type TJoinInfo = z.infer<typeof ZJoinInfo>;
