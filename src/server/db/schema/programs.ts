import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, instant, requiredRef, timestamps } from './columns.js';
import { users } from './auth.js';
import { cancellationPolicy, coachProfiles } from './coach-profile.js';
import { specializations } from './specializations.js';

// Group programs (DECISIONS section 14, docs/product/programs.md): a single
// workshop or a course of weekly meetings with seats sold per program.
// seats_taken counts the live seats; taking one is a conditional UPDATE of
// this row (seats_taken < capacity), so however many buyers race, in however
// many processes, no more seats than the capacity are ever sold.
export const programKind = pgEnum('program_kind', ['workshop', 'course']);
export const programStatus = pgEnum('program_status', ['draft', 'published', 'cancelled', 'completed']);

export const programs = pgTable(
  'programs',
  {
    id: identityId(),
    coachId: requiredRef('coach_id', () => coachProfiles.id, 'restrict'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    specializationId: requiredRef('specialization_id', () => specializations.id, 'restrict'),
    kind: programKind('kind').notNull(),
    meetingMinutes: integer('meeting_minutes').notNull(),
    capacity: integer('capacity').notNull(),
    minimumSeats: integer('minimum_seats'),
    priceCents: integer('price_cents').notNull(),
    // The coach's policy when the program was last saved; a seat keeps the one it was sold under.
    cancellationPolicy: cancellationPolicy('cancellation_policy').notNull(),
    // The coach's zone the meeting times were entered in.
    timeZone: text('time_zone').notNull(),
    status: programStatus('status').notNull().default('draft'),
    // Seats sold plus seats held for a waitlist offer: what a buyer cannot take.
    seatsTaken: integer('seats_taken').notNull().default(0),
    // The one meeting room for everybody, made when the program is published.
    roomUrl: text('room_url'),
    firstStart: instant('first_start').notNull(),
    lastEnd: instant('last_end').notNull(),
    publishedAt: instant('published_at'),
    cancelledAt: instant('cancelled_at'),
    ...timestamps(),
  },
  (t) => [
    index('programs_coach_idx').on(t.coachId),
    index('programs_listing_idx').on(t.status, t.firstStart),
    check('programs_meeting_minutes_range', sql`${t.meetingMinutes} between 30 and 240`),
    check('programs_capacity_range', sql`${t.capacity} between 2 and 50`),
    check('programs_minimum_range', sql`${t.minimumSeats} is null or ${t.minimumSeats} between 2 and ${t.capacity}`),
    check('programs_price_positive', sql`${t.priceCents} > 0`),
    check('programs_seats_taken_range', sql`${t.seatsTaken} between 0 and ${t.capacity}`),
  ],
);

// One meeting of a program, in UTC. coach_id is the program's, kept here so
// the availability trigger of migration 0019 works on this table as on
// bookings; blocking is true while the program is published.
export const programMeetings = pgTable(
  'program_meetings',
  {
    id: identityId(),
    programId: requiredRef('program_id', () => programs.id, 'cascade'),
    coachId: requiredRef('coach_id', () => coachProfiles.id, 'restrict'),
    position: integer('position').notNull(),
    startTime: instant('start_time').notNull(),
    endTime: instant('end_time').notNull(),
    blocking: boolean('blocking').notNull().default(false),
  },
  (t) => [
    uniqueIndex('program_meetings_position_key').on(t.programId, t.position),
    index('program_meetings_coach_time_idx').on(t.coachId, t.startTime),
    check('program_meetings_order', sql`${t.endTime} > ${t.startTime}`),
  ],
);

// The waitlist of a full program, first come first offered. An offer holds a
// freed seat for the client until offer_expires_at.
export const programWaitStatus = pgEnum('program_wait_status', ['waiting', 'offered', 'claimed', 'left', 'lapsed']);
export const programWaitlist = pgTable(
  'program_waitlist',
  {
    id: identityId(),
    programId: requiredRef('program_id', () => programs.id, 'cascade'),
    clientId: requiredRef('client_id', () => users.id, 'cascade'),
    status: programWaitStatus('status').notNull().default('waiting'),
    offerExpiresAt: instant('offer_expires_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('program_waitlist_one_per_client')
      .on(t.programId, t.clientId)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index('program_waitlist_line_idx').on(t.programId, t.status, t.id),
  ],
);
