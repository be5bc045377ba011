// A Pro coach's CalDAV calendar (docs/decisions/0057-caldav-sync.md): the
// server, user name and app password; which calendars block time and which
// one receives bookings; and how the sync is doing, in plain words.
import { z } from 'zod';

export const CALDAV_MESSAGES = {
  proOnly: 'Calendar sync is a Pro feature. Upgrade to Pro to connect your calendar.',
  notConnected: 'No calendar is connected.',
  serverUrlRequired: 'Enter your calendar server address, starting with https://.',
  usernameRequired: 'Enter your user name.',
  passwordRequired: 'Enter the app password.',
  tooLong: 'That is too long.',
  unknownCalendar: 'Pick calendars from the list.',
  wrongPassword: 'The calendar server did not accept the user name or app password. Create a new app password and connect again.',
  calendarGone: 'A chosen calendar no longer exists on the server. Pick your calendars again.',
  notCalDav: 'No CalDAV calendars were found at that address. Check the server address in the how-to for your provider.',
  serverError: (status: number) => `The calendar server had a problem (HTTP ${status}). We will try again.`,
  syncFailedGeneric: 'The calendar could not be synced. We will try again.',
  deletedByCoach: 'You deleted this session from your calendar, so we did not put it back.',
} as const;

const ZServerUrl = z
  .string()
  .trim()
  .min(1, CALDAV_MESSAGES.serverUrlRequired)
  .max(2000, CALDAV_MESSAGES.tooLong)
  .regex(/^https?:\/\/\S+$/i, CALDAV_MESSAGES.serverUrlRequired);

export const ZCalDavConnectRequest = z.strictObject({
  serverUrl: ZServerUrl,
  username: z.string().trim().min(1, CALDAV_MESSAGES.usernameRequired).max(320, CALDAV_MESSAGES.tooLong),
  // Never sent back, logged or mailed: sealed at rest (AES-256-GCM).
  password: z.string().min(1, CALDAV_MESSAGES.passwordRequired).max(1000, CALDAV_MESSAGES.tooLong),
});
export type TCalDavConnectRequest = z.infer<typeof ZCalDavConnectRequest>;

export const ZCalDavChoiceRequest = z.strictObject({
  blockingCalendarIds: z.array(z.number().int().positive()).max(50),
  bookingCalendarId: z.number().int().positive().nullable(),
});
export type TCalDavChoiceRequest = z.infer<typeof ZCalDavChoiceRequest>;

export const ZCalDavCalendar = z.object({
  id: z.number().int(),
  displayName: z.string(),
  blocksTime: z.boolean(),
  receivesBookings: z.boolean(),
});

export const ZCalDavConnection = z.object({
  serverUrl: z.string(),
  username: z.string(),
  calendars: z.array(ZCalDavCalendar),
  lastSyncedAt: z.iso.datetime().nullable(),
  nextSyncAt: z.iso.datetime().nullable(),
  // Why the last sync or write failed, in plain words; null when all is well.
  lastError: z.string().nullable(),
  busyTimeCount: z.number().int().min(0),
  // Bookings still waiting to reach the calendar (retried with backoff).
  pendingWrites: z.number().int().min(0),
  // Sessions the coach deleted from their calendar by hand: not put back.
  deletedByCoach: z.array(z.object({ bookingId: z.number().int(), startTime: z.iso.datetime() })),
});
export type TCalDavConnection = z.infer<typeof ZCalDavConnection>;

export const ZCalDavResponse = z.object({ caldav: ZCalDavConnection.nullable() });
export type TCalDavResponse = z.infer<typeof ZCalDavResponse>;

export const ZCalDavWeekQuery = z.strictObject({
  from: z.iso.datetime({ offset: true }).optional(),
});

const ZSpan = z.object({ start: z.iso.datetime(), end: z.iso.datetime() });
// "What clients see": the open slots, and what took the rest of the hours away.
export const ZCalDavWeekResponse = z.object({
  timeZone: z.string(),
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  sessionLength: z.number().int(),
  openSlots: z.array(z.string()),
  bookings: z.array(ZSpan),
  busy: z.array(ZSpan.extend({ source: z.string() })),
});
export type TCalDavWeekResponse = z.infer<typeof ZCalDavWeekResponse>;
