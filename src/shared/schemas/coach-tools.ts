// The coach's own tools: past-session history, private session notes and the
// Pro calendar feed. Shared by the coach pages and the server routes.
import { z } from 'zod';
import { BOOKING_STATUSES } from '../domain/booking-status.js';
import { ZBooking } from './bookings.js';

export const SESSION_NOTES_MAX = 10_000;
export const HISTORY_DEFAULT_PAGE_SIZE = 10;
export const HISTORY_PAGE_SIZE_MAX = 50;

export const COACH_TOOLS_MESSAGES = {
  notesMax: 'Notes may be at most 10,000 characters.',
  bookingNotFound: 'Booking not found.',
  calendarProOnly: 'Calendar sync is a Pro feature.',
  coachProfileNotFound: 'Coach profile not found',
  calendarFeedNotFound: 'Calendar feed not found.',
} as const;

// GET /api/coach/bookings/history?page=&pageSize=
export const ZCoachHistoryQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(HISTORY_PAGE_SIZE_MAX).default(HISTORY_DEFAULT_PAGE_SIZE),
});
export type TCoachHistoryQuery = z.infer<typeof ZCoachHistoryQuery>;

// Past sessions (completed or cancelled), newest first.
export const ZCoachHistoryPage = z.object({
  bookings: z.array(ZBooking),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
});
export type TCoachHistoryPage = z.infer<typeof ZCoachHistoryPage>;

// GET/PUT /api/bookings/:id/notes: only the booking's coach ever sees these.
export const ZSessionNotes = z.object({
  bookingId: z.number().int(),
  notes: z.string().nullable(),
  clientName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  status: z.enum(BOOKING_STATUSES),
});
export type TSessionNotes = z.infer<typeof ZSessionNotes>;

// An empty (or whitespace-only) text, or null, clears the notes.
export const ZUpdateSessionNotesRequest = z.strictObject({
  notes: z.string().max(SESSION_NOTES_MAX, COACH_TOOLS_MESSAGES.notesMax).nullable(),
});
export type TUpdateSessionNotesRequest = z.infer<typeof ZUpdateSessionNotesRequest>;

// POST /api/coach/calendar-feed {enabled}; POST /api/coach/calendar-feed/regenerate.
export const ZCalendarFeedRequest = z.strictObject({ enabled: z.boolean() });
export type TCalendarFeedRequest = z.infer<typeof ZCalendarFeedRequest>;

// The absolute subscription URL, or null while sync is off.
export const ZCalendarFeed = z.object({ calendarFeedUrl: z.string().nullable() });
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;
