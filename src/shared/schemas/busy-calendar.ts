// A Pro coach's busy calendar (docs/product/busy-calendar.md): the secret
// address of their own calendar, whose events block the times they cover.
import { z } from 'zod';

export const BUSY_CALENDAR_MESSAGES = {
  proOnly: 'Busy calendars are a Pro feature. Upgrade to Pro to block times from your own calendar.',
  notFound: 'No busy calendar is set up.',
  urlRequired: 'Paste the secret iCal address of your calendar.',
  urlTooLong: 'That address is too long.',
  syncFailedGeneric: 'The calendar could not be synced. Please try again later.',
} as const;

export const ZBusyCalendarRequest = z.object({
  url: z.string().trim().min(1, BUSY_CALENDAR_MESSAGES.urlRequired).max(2000, BUSY_CALENDAR_MESSAGES.urlTooLong),
});
export type TBusyCalendarRequest = z.infer<typeof ZBusyCalendarRequest>;

export const ZBusyCalendar = z.object({
  // The owner's own secret address; no one else is ever sent it.
  url: z.string(),
  lastSyncedAt: z.iso.datetime().nullable(),
  // Why the last sync failed; null once a sync succeeds.
  lastError: z.string().nullable(),
  // How many busy times the last good sync found in the booking window.
  busyTimeCount: z.number().int().min(0),
});
export type TBusyCalendar = z.infer<typeof ZBusyCalendar>;

export const ZBusyCalendarResponse = z.object({ busyCalendar: ZBusyCalendar.nullable() });
export type TBusyCalendarResponse = z.infer<typeof ZBusyCalendarResponse>;
