import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { updatedAt, identityId, instant, requiredRef, keyRef, timestamps, syncAttemptColumns } from './columns.js';
import { bookings } from './bookings.js';
import { coachProfiles } from './coach-profile.js';

// A Pro coach's CalDAV connection (docs/decisions/0057-caldav-sync.md): the
// app password only ever encrypted (src/server/security/credential-cipher.ts).
export const caldavConnections = pgTable(
  'caldav_connections',
  {
    coachId: keyRef('coach_id', () => coachProfiles.id, 'cascade'),
    serverUrl: text('server_url').notNull(),
    username: text('username').notNull(),
    passwordSecret: text('password_secret').notNull(),
    ...syncAttemptColumns(),
    ...timestamps(),
  },
  (t) => [index('caldav_connections_last_attempt_idx').on(t.lastAttemptAt)],
);

// The calendars of a connection, as the server listed them, with the coach's
// choices and the change tokens of the last read.
export const caldavCalendars = pgTable(
  'caldav_calendars',
  {
    id: identityId(),
    coachId: requiredRef('coach_id', () => caldavConnections.coachId, 'cascade'),
    url: text('url').notNull(),
    displayName: text('display_name').notNull(),
    blocksTime: boolean('blocks_time').notNull().default(false),
    receivesBookings: boolean('receives_bookings').notNull().default(false),
    ctag: text('ctag'),
    syncToken: text('sync_token'),
    // When its events were last read in full (the window slides: once a day at least).
    readAt: instant('read_at'),
  },
  (t) => [
    uniqueIndex('caldav_calendars_coach_url_idx').on(t.coachId, t.url),
    uniqueIndex('caldav_calendars_one_receiver_idx')
      .on(t.coachId)
      .where(sql`${t.receivesBookings}`),
  ],
);

// Bookings whose event in the coach's calendar must be written: one row per
// booking, retried with backoff until done (the worker reads the booking as it
// is then, so several changes in a row make one write).
export const caldavWrites = pgTable(
  'caldav_writes',
  {
    bookingId: keyRef('booking_id', () => bookings.id, 'cascade'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull(),
    lastError: text('last_error'),
  },
  (t) => [index('caldav_writes_next_attempt_idx').on(t.nextAttemptAt)],
);

// The event written for a booking: where it lives, and whether the coach
// deleted it by hand (then it is not put back silently).
export const caldavEvents = pgTable('caldav_events', {
  bookingId: keyRef('booking_id', () => bookings.id, 'cascade'),
  coachId: requiredRef('coach_id', () => coachProfiles.id, 'cascade'),
  objectUrl: text('object_url').notNull(),
  deletedByCoachAt: instant('deleted_by_coach_at'),
  updatedAt: updatedAt(),
});
