import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { identityId, instant, requiredRef, keyRef, timestamps, syncAttemptColumns } from './columns.js';
import { coachProfiles } from './coach-profile.js';

// A Pro coach's busy calendar (docs/decisions/0046-busy-calendars.md): the
// secret iCalendar address of their own calendar, fetched every 15 minutes.
// The URL is a credential (whoever has it reads the calendar): only its owner
// ever sees it, and it is never logged.
export const busyCalendars = pgTable(
  'busy_calendars',
  {
    coachId: keyRef('coach_id', () => coachProfiles.id, 'cascade'),
    url: text('url').notNull(),
    ...syncAttemptColumns(),
    ...timestamps(),
  },
  (t) => [index('busy_calendars_last_attempt_idx').on(t.lastAttemptAt)],
);

// The busy times of the last good fetch, replaced wholesale on each one
// (busy-calendar repository: replaceBusyTimes). Only the booking horizon and
// a little past are kept.
export const coachBusyTimes = pgTable(
  'coach_busy_times',
  {
    id: identityId(),
    coachId: requiredRef('coach_id', () => coachProfiles.id, 'cascade'),
    startTime: instant('start_time').notNull(),
    endTime: instant('end_time').notNull(),
    // Which calendar holds it: 'ical' (the busy-calendar address) or
    // 'caldav:<caldav_calendars.id>' (docs/decisions/0057-caldav-sync.md).
    source: text('source').notNull().default('ical'),
  },
  (t) => [
    index('coach_busy_times_coach_start_idx').on(t.coachId, t.startTime),
    check('coach_busy_times_end_after_start', sql`${t.endTime} > ${t.startTime}`),
  ],
);
