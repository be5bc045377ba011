// The signed-in coach's own schedule. Every query is keyed by the caller's
// user id, so a coach can only ever read or change their own.
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { TSchedule } from '../../../shared/schemas/schedule.js';
import type { BookingStatus } from '../../../shared/domain/booking-status.js';
import type { Database } from '../../db/client.js';
import { clientUsers } from '../../db/queries/people.js';
import { BLOCKING_STATUSES, scheduleColumns, type ScheduleRow } from '../../db/queries/schedules.js';
import { bookings, coachProfiles } from '../../db/schema.js';
import { bookingSlotColumns } from '../../db/queries/booking-rows.js';

export type UpcomingBooking = {
  id: number;
  startTime: Date;
  endTime: Date;
  status: BookingStatus;
  clientFirstName: string;
  clientLastName: string;
};

export function createCoachScheduleRepository(db: Database) {
  return {
    async findOwn(userId: number): Promise<(ScheduleRow & { coachId: number }) | undefined> {
      const [row] = await db
        .select({ coachId: coachProfiles.id, ...scheduleColumns })
        .from(coachProfiles)
        .where(eq(coachProfiles.userId, userId))
        .limit(1);
      return row;
    },

    // Only the schedule's columns: bookings are never touched, and the legacy
    // hours stay onboarding's (their trigger leaves rules alone when they do not change).
    async save(userId: number, schedule: TSchedule, now: Date): Promise<boolean> {
      const rows = await db
        .update(coachProfiles)
        .set({
          timeZone: schedule.timeZone,
          weeklyRules: schedule.weeklyRules,
          dateOverrides: schedule.dateOverrides,
          timeOff: schedule.timeOff,
          bufferBeforeMinutes: schedule.bufferBeforeMinutes,
          bufferAfterMinutes: schedule.bufferAfterMinutes,
          minNoticeMinutes: schedule.minNoticeMinutes,
          horizonDays: schedule.horizonDays,
          maxSessionsPerDay: schedule.maxSessionsPerDay,
          updatedAt: now,
        })
        .where(eq(coachProfiles.userId, userId))
        .returning({ id: coachProfiles.id });
      return rows.length > 0;
    },

    // Pending and confirmed bookings not yet over, soonest first.
    async upcomingBookings(coachId: number, now: Date): Promise<UpcomingBooking[]> {
      return db
        .select({
          ...bookingSlotColumns,
          clientFirstName: clientUsers.firstName,
          clientLastName: clientUsers.lastName,
        })
        .from(bookings)
        .innerJoin(clientUsers, eq(clientUsers.id, bookings.clientId))
        .where(and(eq(bookings.coachId, coachId), inArray(bookings.status, [...BLOCKING_STATUSES]), gt(bookings.endTime, now)))
        .orderBy(asc(bookings.startTime));
    },
  };
}
