// GET/PUT /api/coach/schedule: the signed-in coach's own schedule
// (docs/decisions/0044-stored-schedules.md). The request body is ZSchedule
// (schedule.ts) with its messages; the answer adds what the editor needs to
// preview slots and to warn about bookings the new hours leave out.
import { z } from 'zod';
import { BOOKING_STATUSES } from '../domain/booking-status.js';
import { WEEKDAYS, type Weekday } from '../domain/local-date.js';

export const COACH_SCHEDULE_MESSAGES = {
  profileNotFound: 'Finish your coach profile first, then set your hours.',
} as const;

const ZWindowOut = z.object({ start: z.string(), end: z.string() });

// The stored schedule as it is, for display; validation is ZSchedule's job on the way in.
export const ZStoredSchedule = z.object({
  timeZone: z.string(),
  weeklyRules: z.array(ZWindowOut.extend({ weekday: z.enum(WEEKDAYS as [Weekday, ...Weekday[]]) })),
  dateOverrides: z.array(z.object({ date: z.string(), windows: z.array(ZWindowOut) })),
  timeOff: z.array(z.object({ start: z.string(), end: z.string() })),
  bufferBeforeMinutes: z.number().int(),
  bufferAfterMinutes: z.number().int(),
  minNoticeMinutes: z.number().int(),
  horizonDays: z.number().int(),
  maxSessionsPerDay: z.number().int().nullable(),
});
export type TStoredSchedule = z.infer<typeof ZStoredSchedule>;

// A pending or confirmed upcoming booking that the schedule no longer covers.
// It stays as it is; the coach may want to move it or let the client know.
export const ZBookingOutsideHours = z.object({
  bookingId: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  status: z.enum(BOOKING_STATUSES),
  clientName: z.string(),
});
export type TBookingOutsideHours = z.infer<typeof ZBookingOutsideHours>;

export const ZCoachScheduleResponse = z.object({
  schedule: ZStoredSchedule,
  sessionLengthMinutes: z.number().int(),
  outsideHours: z.array(ZBookingOutsideHours),
});
export type TCoachScheduleResponse = z.infer<typeof ZCoachScheduleResponse>;
