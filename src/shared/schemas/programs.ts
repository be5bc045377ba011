// Group programs on the wire (docs/product/programs.md). Prices are dollars,
// times ISO instants in UTC; the coach enters the first meeting as a local
// date and time in their own zone, which the server turns into UTC.
import { z } from 'zod';
import { parseLocalDateTime } from '../domain/availability-prepare.js';
import { CANCELLATION_POLICIES } from '../domain/cancellation-policy.js';
import { centsToDollars, dollarsToCents, formatDollars } from '../domain/money.js';
import { PROGRAM_LIMITS as L, priceRangeCents } from '../domain/programs.js';
import { ZIdempotencyKey, ZTestCard } from './bookings.js';
import { MAX_ROW_ID } from './ids.js';

export const PROGRAM_MESSAGES = {
  title: `Give the program a title (at most ${L.titleMax} characters).`,
  description: `Describe the program in ${L.descriptionMin} to ${L.descriptionMax} characters.`,
  specialization: 'Choose a specialization.',
  workshopLength: `A workshop lasts ${L.minWorkshopMinutes} to ${L.maxWorkshopMinutes} minutes.`,
  courseMeetings: `A course has ${L.minCourseMeetings} to ${L.maxCourseMeetings} weekly meetings.`,
  firstMeeting: 'Choose the date and time of the first meeting.',
  meetingsInPast: 'The first meeting must be in the future.',
  meetingTimeMissing: 'One of the meetings falls on a time your clocks skip. Choose another time.',
  capacity: `A program has ${L.minCapacity} to ${L.maxCapacity} seats.`,
  minimum: 'The minimum must be between 2 and the number of seats.',
  capacityBelowSold: (sold: number) => `${sold} seats are already sold. The capacity cannot be lower.`,
  price: (min: number, max: number) => `The price per seat must be between ${formatDollars(min)} and ${formatDollars(max)}.`,
  overlapsBooking: 'A meeting overlaps one of your sessions or programs. Choose another time.',
  notFound: 'Program not found.',
  notDraftOrPublished: 'This program can no longer be changed.',
  alreadyPublished: 'This program is already published.',
  scheduleLocked: 'Seats are sold: the dates, times and kind can no longer change.',
  alreadyCancelled: 'This program has already been cancelled.',
  notOnSale: 'This program is not open for booking.',
  full: 'This program is full. Join the waitlist to be offered a freed seat.',
  alreadySeated: 'You already have a seat in this program.',
  ownProgram: 'You cannot buy a seat in your own program.',
  paymentMismatch: 'This payment does not belong to this program. Please start again.',
  paymentUsed: 'This payment has already been used. Please start again.',
  priceChanged: 'The price changed. Please review your purchase again.',
  notFull: 'Seats are still available: book one instead of waiting.',
  alreadyWaiting: 'You are already on the waitlist.',
  notWaiting: 'You are not on the waitlist of this program.',
  seatNotFound: 'Seat not found.',
  seatCancelled: 'This seat has already been cancelled.',
  started: 'This program has already started.',
} as const;

const ZLocalDateTime = z
  .string({ error: PROGRAM_MESSAGES.firstMeeting })
  .refine((v) => parseLocalDateTime(v) !== null, PROGRAM_MESSAGES.firstMeeting);

// What the editor sends: a workshop (one meeting) or a course (2-12 weekly
// meetings); the price per seat is checked against the number of meetings.
export const ZProgramInput = z
  .strictObject({
    title: z.string({ error: PROGRAM_MESSAGES.title }).trim().min(1, PROGRAM_MESSAGES.title).max(L.titleMax, PROGRAM_MESSAGES.title),
    description: z
      .string({ error: PROGRAM_MESSAGES.description })
      .trim()
      .min(L.descriptionMin, PROGRAM_MESSAGES.description)
      .max(L.descriptionMax, PROGRAM_MESSAGES.description),
    specializationId: z
      .number({ error: PROGRAM_MESSAGES.specialization })
      .int(PROGRAM_MESSAGES.specialization)
      .positive(PROGRAM_MESSAGES.specialization)
      .max(MAX_ROW_ID, PROGRAM_MESSAGES.specialization),
    kind: z.enum(['workshop', 'course']),
    meetings: z.number({ error: PROGRAM_MESSAGES.courseMeetings }).int(PROGRAM_MESSAGES.courseMeetings).min(1).max(L.maxCourseMeetings),
    meetingMinutes: z
      .number({ error: PROGRAM_MESSAGES.workshopLength })
      .int(PROGRAM_MESSAGES.workshopLength)
      .min(L.minWorkshopMinutes, PROGRAM_MESSAGES.workshopLength)
      .max(L.maxWorkshopMinutes, PROGRAM_MESSAGES.workshopLength),
    // 'YYYY-MM-DDTHH:MM' in the coach's zone.
    firstMeeting: ZLocalDateTime,
    capacity: z
      .number({ error: PROGRAM_MESSAGES.capacity })
      .int(PROGRAM_MESSAGES.capacity)
      .min(L.minCapacity, PROGRAM_MESSAGES.capacity)
      .max(L.maxCapacity, PROGRAM_MESSAGES.capacity),
    minimumSeats: z.number({ error: PROGRAM_MESSAGES.minimum }).int(PROGRAM_MESSAGES.minimum).min(2, PROGRAM_MESSAGES.minimum).nullable(),
    price: z
      .number({ error: PROGRAM_MESSAGES.price(0, 0) })
      .positive()
      .max(1_000_000),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'workshop' && input.meetings !== 1)
      ctx.addIssue({ code: 'custom', path: ['meetings'], message: 'A workshop has one meeting.' });
    if (input.kind === 'course' && (input.meetings < L.minCourseMeetings || input.meetings > L.maxCourseMeetings))
      ctx.addIssue({ code: 'custom', path: ['meetings'], message: PROGRAM_MESSAGES.courseMeetings });
    if (input.minimumSeats !== null && input.minimumSeats > input.capacity)
      ctx.addIssue({ code: 'custom', path: ['minimumSeats'], message: PROGRAM_MESSAGES.minimum });
    const { min, max } = priceRangeCents(Math.max(1, input.meetings));
    const cents = dollarsToCents(input.price);
    if (cents < min || cents > max)
      ctx.addIssue({ code: 'custom', path: ['price'], message: PROGRAM_MESSAGES.price(centsToDollars(min), centsToDollars(max)) });
  });
export type TProgramInput = z.infer<typeof ZProgramInput>;

export const ZMeeting = z.object({ start: z.string(), end: z.string() });

export const ZProgram = z.object({
  id: z.number(),
  coachId: z.number(),
  coachName: z.string(),
  title: z.string(),
  description: z.string(),
  specializationId: z.number(),
  specializationName: z.string(),
  kind: z.enum(['workshop', 'course']),
  meetingMinutes: z.number(),
  meetings: z.array(ZMeeting),
  capacity: z.number(),
  minimumSeats: z.number().nullable(),
  seatsLeft: z.number(),
  price: z.number(),
  cancellationPolicy: z.enum(CANCELLATION_POLICIES),
  timeZone: z.string(),
  status: z.enum(['draft', 'published', 'cancelled', 'completed']),
});
export type TProgram = z.infer<typeof ZProgram>;
export const ZProgramList = z.array(ZProgram);
// The coach's own list adds how many wait for a freed seat (waiting, or holding an offer).
export const ZCoachProgram = ZProgram.extend({ waiting: z.number() });
export type TCoachProgram = z.infer<typeof ZCoachProgram>;
export const ZCoachProgramList = z.array(ZCoachProgram);

export const ZProgramListQuery = z.object({
  specializationId: z.coerce.number().int().positive().max(MAX_ROW_ID).optional(),
  // One coach's upcoming programs, for their profile.
  coachId: z.coerce.number().int().positive().max(MAX_ROW_ID).optional(),
  // 'YYYY-MM-DD': programs whose first meeting is on or after that day (UTC).
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

export const ZSeatIntentResponse = z.object({
  paymentIntentId: z.string(),
  clientSecret: z.string(),
  amount: z.number(),
  currency: z.string(),
  mode: z.enum(['test', 'live']),
});

export const ZBuySeatRequest = z.strictObject({
  paymentIntentId: z.string().min(1).max(200),
  card: ZTestCard.optional(),
  idempotencyKey: ZIdempotencyKey.optional(),
  timeZone: z.string().max(100).optional().catch(undefined),
});
export type TBuySeatRequest = z.infer<typeof ZBuySeatRequest>;

export const ZSeat = z.object({
  id: z.number(),
  programId: z.number(),
  programTitle: z.string(),
  status: z.enum(['active', 'cancelled']),
  price: z.number(),
  refunded: z.number(),
  // The shared room, once the program is confirmed (no minimum, or the minimum reached).
  roomUrl: z.string().nullable(),
  meetings: z.array(ZMeeting),
  createdAt: z.string(),
});
export type TSeat = z.infer<typeof ZSeat>;
export const ZSeatList = z.array(ZSeat);

export const ZWaitlistEntry = z.object({
  programId: z.number(),
  status: z.enum(['waiting', 'offered', 'claimed', 'left', 'lapsed']),
  position: z.number().nullable(),
  offerExpiresAt: z.string().nullable(),
});
export type TWaitlistEntry = z.infer<typeof ZWaitlistEntry>;

// The client's live places on waitlists (waiting or offered), for their dashboard.
export const ZMyWaitlistEntry = ZWaitlistEntry.extend({ programTitle: z.string(), firstMeeting: z.string() });
export const ZMyWaitlist = z.array(ZMyWaitlistEntry);
export type TMyWaitlistEntry = z.infer<typeof ZMyWaitlistEntry>;

// The roster: the coach sees full contact; a participant sees first names and initials only.
export const ZRosterEntry = z.object({
  name: z.string(),
  email: z.string().nullable(),
  seatId: z.number().nullable(),
  joinedAt: z.string(),
});
export const ZRoster = z.object({
  programId: z.number(),
  seatsLeft: z.number(),
  // How many wait for a seat (waiting or holding an offer): a count, never who.
  waiting: z.number(),
  participants: z.array(ZRosterEntry),
});
export type TRoster = z.infer<typeof ZRoster>;

// An admin's view of every program with its money: seats sold, paid and refunded (dollars).
export const ZAdminProgram = ZProgram.extend({
  seatsSold: z.number(),
  paid: z.number(),
  refunded: z.number(),
});
export const ZAdminProgramList = z.array(ZAdminProgram);
export type TAdminProgram = z.infer<typeof ZAdminProgram>;
