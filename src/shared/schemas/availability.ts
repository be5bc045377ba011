// Open slots of one coach, as the profile's calendar and the booking page read them.
import { z } from 'zod';
import { AVAILABILITY_MAX_SPAN_DAYS } from '../domain/availability.js';

export { AVAILABILITY_MAX_SPAN_DAYS };
export const AVAILABILITY_DEFAULT_DAYS = 14;

export const AVAILABILITY_MESSAGES = {
  toBeforeFrom: '"to" must be after "from".',
  spanTooLong: `The range may span at most ${AVAILABILITY_MAX_SPAN_DAYS} days.`,
  invalidInstant: 'Use an ISO 8601 date-time with a time zone, e.g. 2030-01-07T09:00:00Z',
} as const;

const ZInstant = z.iso.datetime({ offset: true, message: AVAILABILITY_MESSAGES.invalidInstant });

export const ZAvailabilityQuery = z.strictObject({
  from: ZInstant.optional(),
  to: ZInstant.optional(),
});
export type TAvailabilityQuery = z.infer<typeof ZAvailabilityQuery>;

export const ZAvailabilityResponse = z.object({
  // The coach's zone; slots themselves are UTC instants for the browser to show in its own zone.
  timeZone: z.string(),
  sessionLength: z.number().int(),
  slots: z.array(z.string()),
});
export type TAvailabilityResponse = z.infer<typeof ZAvailabilityResponse>;
