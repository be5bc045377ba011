// Weekly series (docs/product/series.md): the preview a client reviews before
// paying, the checkout that books every accepted occurrence at once, and the
// series as the dashboards read it. Prices are dollars on the wire.
import { z } from 'zod';
import { NOTES_MAX } from '../domain/booking-notes.js';
import { BOOKING_STATUSES } from '../domain/booking-status.js';
import { CANCELLATION_POLICIES } from '../domain/cancellation-policy.js';
import { OCCURRENCE_REASONS, SERIES_LIMITS } from '../domain/series.js';
import { BOOKING_MESSAGES, ZTestCard } from './bookings.js';
import { ZRowId } from './ids.js';

export const SERIES_MESSAGES = {
  cadence: 'Choose every week or every 2 weeks.',
  count: `A series has ${SERIES_LIMITS.minCount} to ${SERIES_LIMITS.maxCount} sessions.`,
  noneAccepted: `Keep at least ${SERIES_LIMITS.minCount} sessions, or book a single session instead.`,
  unknownOccurrence: 'This session is not part of the series. Please review the series again.',
  duplicateOccurrence: 'Each session of the series can be listed only once.',
  notOpen: 'This time is not available. Drop this session or move it to another time.',
  moveTooFar: 'A moved session must stay within 3½ days of its usual time.',
  taken: 'Some sessions were just booked by someone else. Nothing was booked and you have not been charged.',
  occurrenceTaken: 'Just booked by someone else.',
  notEnoughCredits: 'You do not have enough credits with this coach for every session of the series.',
  seriesNotFound: 'Series not found.',
  coachAnswers: 'Only the coach confirms or declines a series.',
  nothingPending: 'No session of this series is waiting for an answer.',
  nothingToCancel: 'This session and the later ones are already cancelled or over.',
  consentRequired: 'Please agree to keep your card on file so each session can be charged.',
  cardRequired: 'Save a card for the series first.',
  cardNotSaved: 'This card is not saved yet. Please enter it again.',
  clientsOnly: 'Only clients save a card for a series.',
  setupNotFound: 'This card setup could not be found. Please start again.',
  notPaidByCard: 'This series is paid with credits, not by card.',
  noCardOnFile: 'No card on file',
} as const;

// What the review shows next to a session that cannot be booked.
export const OCCURRENCE_REASON_TEXTS = {
  beyond_horizon: "Beyond the coach's booking horizon",
  too_soon: 'Too soon to book',
  outside_hours: "Outside the coach's hours",
  time_off: 'The coach is away',
  booked: 'Already booked',
  daily_limit: "The coach's day is full",
} as const satisfies Record<(typeof OCCURRENCE_REASONS)[number], string>;

const ZInstant = z.iso.datetime({ offset: true, message: BOOKING_MESSAGES.invalidInstant });
const ZCadence = z.union([z.literal(1), z.literal(2)], { message: SERIES_MESSAGES.cadence });
const ZCount = z
  .number()
  .int(SERIES_MESSAGES.count)
  .min(SERIES_LIMITS.minCount, SERIES_MESSAGES.count)
  .max(SERIES_LIMITS.maxCount, SERIES_MESSAGES.count);

// The rhythm both requests share: the first session the client picked, how often, how many.
const seriesShape = {
  coachId: ZRowId,
  startTime: ZInstant,
  cadenceWeeks: ZCadence,
  count: ZCount,
};

export const ZSeriesPreviewRequest = z.strictObject(seriesShape);
export type TSeriesPreviewRequest = z.infer<typeof ZSeriesPreviewRequest>;

export const ZSeriesOccurrencePreview = z.object({
  index: z.number().int(),
  // Null only for a wall time a daylight-saving jump skips that day.
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  open: z.boolean(),
  reason: z.enum(OCCURRENCE_REASONS).nullable(),
});
export type TSeriesOccurrencePreview = z.infer<typeof ZSeriesOccurrencePreview>;

export const ZSeriesPreview = z.object({
  coachId: z.number().int(),
  cadenceWeeks: z.number().int(),
  sessionLength: z.number().int(),
  // Per session, dollars: the coach's rate.
  pricePerSession: z.number(),
  cancellationPolicy: z.enum(CANCELLATION_POLICIES),
  // Credits the client holds for this coach (one per session).
  creditsAvailable: z.number().int(),
  occurrences: z.array(ZSeriesOccurrencePreview),
});
export type TSeriesPreview = z.infer<typeof ZSeriesPreview>;

export const SERIES_PAYMENT_MODES = ['credits', 'card'] as const;
export type SeriesPaymentMode = (typeof SERIES_PAYMENT_MODES)[number];

export const ZCreateSeriesRequest = z.strictObject({
  ...seriesShape,
  // The sessions the client keeps: each by its index, at its computed time or a time the client moved it to.
  occurrences: z
    .array(
      z.strictObject({
        index: z
          .number()
          .int()
          .min(0)
          .max(SERIES_LIMITS.maxCount - 1),
        startTime: ZInstant,
      }),
    )
    .min(SERIES_LIMITS.minCount, SERIES_MESSAGES.noneAccepted)
    .max(SERIES_LIMITS.maxCount, SERIES_MESSAGES.count),
  payment: z.enum(SERIES_PAYMENT_MODES),
  // Paid by card: the client's saved card (POST /api/series/cards) and their consent to charges without them.
  savedCardId: ZRowId.optional(),
  cardConsent: z.boolean().optional(),
  notes: z.string().max(NOTES_MAX, BOOKING_MESSAGES.notesMax).nullish(),
  timeZone: z.string().max(100).optional().catch(undefined),
});
export type TCreateSeriesRequest = z.infer<typeof ZCreateSeriesRequest>;

export const ZSeriesOccurrence = z.object({
  index: z.number().int(),
  bookingId: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  status: z.enum(BOOKING_STATUSES),
  // 'credit' when a credit paid it; 'card' charged or to be charged on the card on file.
  paidWith: z.enum(['credit', 'card']),
  // Paid by card: charged at the full-refund cutoff (due until then), or refused (the session was cancelled).
  charge: z.enum(['due', 'paid', 'failed']).nullable(),
});

export const ZSeries = z.object({
  id: z.number().int(),
  coachId: z.number().int(),
  coachName: z.string(),
  clientName: z.string(),
  cadenceWeeks: z.number().int(),
  payment: z.enum(SERIES_PAYMENT_MODES),
  // Paid by card: the saved card's last four digits (null when the provider does not tell us).
  cardLast4: z.string().nullable(),
  occurrences: z.array(ZSeriesOccurrence),
});
export type TSeries = z.infer<typeof ZSeries>;

// Saving a card for a series (docs/decisions/0079-series-paid-by-card-on-file.md).
export const ZCardSetup = z.object({
  setupId: z.string(),
  // Stripe: the SetupIntent's client secret, confirmed in the browser with Stripe Elements.
  clientSecret: z.string(),
  provider: z.enum(['test', 'stripe']),
});
export type TCardSetup = z.infer<typeof ZCardSetup>;

export const ZCompleteCardSetupRequest = z.strictObject({
  setupId: z.string().min(1).max(200),
  // Test mode only: one of Stripe's public test card numbers.
  card: ZTestCard.optional(),
});
export type TCompleteCardSetupRequest = z.infer<typeof ZCompleteCardSetupRequest>;

export const ZSavedCard = z.object({ savedCardId: z.number().int(), last4: z.string().nullable() });
export type TSavedCard = z.infer<typeof ZSavedCard>;

export const ZUpdateSeriesCardRequest = z.strictObject({ savedCardId: ZRowId });
export type TUpdateSeriesCardRequest = z.infer<typeof ZUpdateSeriesCardRequest>;
