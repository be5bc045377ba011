// What every open-slot computation reads about a coach (the availability,
// bookings and coaches features all select it), and the statuses that hold
// a coach's time.
import { sql } from 'drizzle-orm';
import type { BookableSchedule, LegacyHours, WeeklyRule } from '../../../shared/domain/schedule.js';
import { coachProfiles } from '../schema.js';

// Bookings that hold a coach's time; cancelled and completed ones free nothing up later.
export const BLOCKING_STATUSES = ['pending', 'confirmed'] as const;

export const scheduleColumns = {
  timeZone: coachProfiles.timeZone,
  availableDays: coachProfiles.availableDays,
  availableFrom: coachProfiles.availableFrom,
  availableTo: coachProfiles.availableTo,
  sessionLengthMinutes: coachProfiles.sessionLength,
  // The stored schedule (docs/decisions/0044-stored-schedules.md), in the same row.
  weeklyRules: coachProfiles.weeklyRules,
  dateOverrides: coachProfiles.dateOverrides,
  timeOff: coachProfiles.timeOff,
  bufferBeforeMinutes: coachProfiles.bufferBeforeMinutes,
  bufferAfterMinutes: coachProfiles.bufferAfterMinutes,
  minNoticeMinutes: coachProfiles.minNoticeMinutes,
  horizonDays: coachProfiles.horizonDays,
  maxSessionsPerDay: coachProfiles.maxSessionsPerDay,
};

// The stored schedule as read, with the legacy hours beside it (weekly rules
// are null for a row the schedule migration has not converted).
export type ScheduleRow = Omit<BookableSchedule, 'weeklyRules'> &
  LegacyHours & {
    availableDays: string[];
    weeklyRules: WeeklyRule[] | null;
  };

// The same columns as one json object, for statements that build their result
// in SQL (the checkout's one read, checkout-facts.ts); keys as in ScheduleRow.
export const scheduleJson = sql`json_build_object('timeZone', ${coachProfiles.timeZone}, 'availableDays', ${coachProfiles.availableDays},
  'availableFrom', ${coachProfiles.availableFrom}, 'availableTo', ${coachProfiles.availableTo},
  'sessionLengthMinutes', ${coachProfiles.sessionLength}, 'weeklyRules', ${coachProfiles.weeklyRules},
  'dateOverrides', ${coachProfiles.dateOverrides}, 'timeOff', ${coachProfiles.timeOff},
  'bufferBeforeMinutes', ${coachProfiles.bufferBeforeMinutes}, 'bufferAfterMinutes', ${coachProfiles.bufferAfterMinutes},
  'minNoticeMinutes', ${coachProfiles.minNoticeMinutes}, 'horizonDays', ${coachProfiles.horizonDays},
  'maxSessionsPerDay', ${coachProfiles.maxSessionsPerDay})`;

// A list of ids as one parameter, however many there are (no 65k-parameter limit).
export const idArray = (ids: readonly number[]) => sql`string_to_array(${ids.join(',')}, ',')::int[]`;
