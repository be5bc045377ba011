// A weekly series as the calendars write it (src/server/integrations/calendar/series-ical.ts):
// its rhythm and every session's place, time, status and revisions. Shared by
// the coach's feed and the e-mailed invitations so both show the same event.
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { bookings, bookingSeries, bookingStatusHistory } from '../schema.js';

// How many times a session's event has changed (confirmed, cancelled, moved:
// docs/product/reschedule.md). Only grows, so a sum of them is a SEQUENCE.
export const sessionRevisions = sql<number>`(select count(*)::int from ${bookingStatusHistory} where ${bookingStatusHistory.bookingId} = ${bookings.id} and (${bookingStatusHistory.toStatus} in ('confirmed', 'cancelled') or ${bookingStatusHistory.newStartTime} is not null))`;

export type SeriesOfBooking = {
  id: number;
  firstStartTime: Date;
  cadenceWeeks: number;
  count: number;
  sessions: Array<{
    index: number;
    start: Date;
    end: Date;
    status: 'pending' | 'confirmed' | 'cancelled' | 'completed';
    revisions: number;
  }>;
};

/** The series a booking belongs to, with all its sessions; undefined for a single booking. One query. */
export async function findSeriesOfBooking(db: Database, bookingId: number): Promise<SeriesOfBooking | undefined> {
  const mine = db.select({ seriesId: bookings.seriesId }).from(bookings).where(eq(bookings.id, bookingId));
  const rows = await db
    .select({
      id: bookingSeries.id,
      firstStartTime: bookingSeries.firstStartTime,
      cadenceWeeks: bookingSeries.cadenceWeeks,
      count: bookingSeries.occurrenceCount,
      index: bookings.seriesIndex,
      start: bookings.startTime,
      end: bookings.endTime,
      status: bookings.status,
      revisions: sessionRevisions,
    })
    .from(bookingSeries)
    .innerJoin(bookings, eq(bookings.seriesId, bookingSeries.id))
    .where(eq(bookingSeries.id, sql`(${mine})`))
    .orderBy(asc(bookings.seriesIndex));
  const first = rows[0];
  if (!first) return undefined;
  return {
    id: first.id,
    firstStartTime: first.firstStartTime,
    cadenceWeeks: first.cadenceWeeks,
    count: first.count,
    sessions: rows.map((r) => ({ index: r.index ?? 0, start: r.start, end: r.end, status: r.status, revisions: r.revisions })),
  };
}
