// What every open-slot computation reads about a coach (the availability,
// bookings and coaches features all select it), and the statuses that hold
// a coach's time.
import { sql } from 'drizzle-orm';
import { coachProfiles } from '../schema.js';

// Bookings that hold a coach's time; cancelled and completed ones free nothing up later.
export const BLOCKING_STATUSES = ['pending', 'confirmed'] as const;

export const scheduleColumns = {
  timeZone: coachProfiles.timeZone,
  availableDays: coachProfiles.availableDays,
  availableFrom: coachProfiles.availableFrom,
  availableTo: coachProfiles.availableTo,
  sessionLengthMinutes: coachProfiles.sessionLength,
};

export type ScheduleRow = {
  timeZone: string;
  availableDays: string[];
  availableFrom: string | null;
  availableTo: string | null;
  sessionLengthMinutes: number;
};

// A list of ids as one parameter, however many there are (no 65k-parameter limit).
export const idArray = (ids: readonly number[]) => sql`string_to_array(${ids.join(',')}, ',')::int[]`;
