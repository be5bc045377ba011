// Queries for the Pro coach's calendar feed.
import type { Locale } from '../../../shared/i18n/locales.js';
import { and, asc, eq, gte, isNotNull, or, sql } from 'drizzle-orm';
import { firstRow } from '../../db/queries/first-row.js';
import type { Database } from '../../db/client.js';
import { bookings, coachProfiles, users } from '../../db/schema.js';
import { sessionRevisions } from '../../db/queries/series-sessions.js';
import { bookingSlotColumns } from '../../db/queries/booking-rows.js';
import { columnsOf } from '../../db/queries/columns-of.js';

export type FeedCoach = { id: number; planType: 'free' | 'pro'; calendarSyncEnabled: boolean; calendarSyncToken: string | null };

export type FeedSession = {
  id: number;
  startTime: Date;
  endTime: Date;
  status: 'pending' | 'confirmed' | 'cancelled' | 'completed';
  // How many times the event as the feed shows it has changed (confirmed,
  // cancelled, moved to another time: docs/product/reschedule.md).
  revisions: number;
  meetingUrl: string | null;
  clientFirstName: string;
  clientLastName: string;
  // A weekly series' session: the series' rhythm, and this session's place in it (docs/product/series.md).
  series: { id: number; index: number; firstStartTime: string; cadenceWeeks: number; count: number } | null;
};

const feedCoachColumns = columnsOf(coachProfiles, 'id', 'planType', 'calendarSyncEnabled', 'calendarSyncToken');

export function createCalendarFeedRepository(db: Database) {
  return {
    async findCoachByUser(userId: number): Promise<FeedCoach | undefined> {
      return firstRow(db, feedCoachColumns, coachProfiles, eq(coachProfiles.userId, userId));
    },

    async saveSync(coachId: number, values: { enabled: boolean; token: string | null }, now: Date): Promise<void> {
      await db
        .update(coachProfiles)
        .set({ calendarSyncEnabled: values.enabled, calendarSyncToken: values.token, updatedAt: now })
        .where(eq(coachProfiles.id, coachId));
    },

    // Found through the unique index. A feed exists only while sync is on, the
    // plan is Pro and the coach's account is active.
    async findFeedCoach(
      token: string,
    ): Promise<{ id: number; firstName: string; lastName: string; locale: Locale; timeZone: string } | undefined> {
      const [row] = await db
        .select({
          id: coachProfiles.id,
          firstName: users.firstName,
          lastName: users.lastName,
          locale: users.locale,
          timeZone: coachProfiles.timeZone,
        })
        .from(coachProfiles)
        .innerJoin(users, eq(users.id, coachProfiles.userId))
        .where(
          and(
            eq(coachProfiles.calendarSyncToken, token),
            eq(coachProfiles.calendarSyncEnabled, true),
            eq(coachProfiles.planType, 'pro'),
            eq(users.isActive, true),
          ),
        )
        .limit(1);
      return row;
    },

    // Every status, cancelled and completed included: a session that leaves the
    // feed is silently lost by subscribed calendars (docs/decisions/0030-sharing-and-search.md).
    async sessionsSince(coachId: number, from: Date): Promise<FeedSession[]> {
      return (
        db
          .select({
            ...bookingSlotColumns,
            revisions: sessionRevisions,
            meetingUrl: bookings.meetingUrl,
            clientFirstName: users.firstName,
            clientLastName: users.lastName,
            series: sql<FeedSession['series']>`case when ${bookings.seriesId} is null then null else (
            select json_build_object('id', s.id, 'index', ${bookings.seriesIndex}, 'firstStartTime', s.first_start_time,
              'cadenceWeeks', s.cadence_weeks, 'count', s.occurrence_count)
            from booking_series s where s.id = ${bookings.seriesId}) end`,
          })
          .from(bookings)
          .innerJoin(users, eq(users.id, bookings.clientId))
          // A series' sessions all stay: one missing from the event would read as cancelled.
          .where(and(eq(bookings.coachId, coachId), or(gte(bookings.startTime, from), isNotNull(bookings.seriesId))))
          .orderBy(asc(bookings.startTime))
      );
    },
  };
}
