// Admin booking reads: the paged list, and one booking with its ledger and history.
import { asc, desc, eq, type SQL } from 'drizzle-orm';
import type { AdminStatusFilter } from '../../../shared/schemas/admin.js';
import { countRows } from '../../db/queries/count-rows.js';
import { onePage, type PageRequest } from '../../db/queries/one-page.js';
import type { Database } from '../../db/client.js';
import { bookings, bookingStatusHistory, coachProfiles, payments, users } from '../../db/schema.js';
import { clientUsers } from '../../db/queries/people.js';
import { selectBookingSummaries } from './booking-summary.js';
import { findBookingWithParties } from '../../db/queries/booking-with-parties.js';
import { columnsOf } from '../../db/queries/columns-of.js';

function whereStatus(status: AdminStatusFilter): SQL | undefined {
  return status === 'all' ? undefined : eq(bookings.status, status);
}

export function createAdminBookingsRepository(db: Database) {
  return {
    async findPage(status: AdminStatusFilter, page: PageRequest) {
      return onePage(
        selectBookingSummaries(db).where(whereStatus(status)).orderBy(desc(bookings.startTime), desc(bookings.id)).$dynamic(),
        page,
      );
    },

    async count(status: AdminStatusFilter): Promise<number> {
      return countRows(db, bookings, whereStatus(status));
    },

    findDetail(id: number) {
      return findBookingWithParties(db, eq(bookings.id, id), {
        id: bookings.id,
        coachId: bookings.coachId,
        coachUserId: coachProfiles.userId,
        coachFirstName: users.firstName,
        coachLastName: users.lastName,
        coachEmail: users.email,
        clientId: bookings.clientId,
        clientFirstName: clientUsers.firstName,
        clientLastName: clientUsers.lastName,
        clientEmail: clientUsers.email,
        startTime: bookings.startTime,
        endTime: bookings.endTime,
        status: bookings.status,
        paymentStatus: bookings.paymentStatus,
        totalPriceCents: bookings.totalPriceCents,
        notes: bookings.notes,
        meetingUrl: bookings.meetingUrl,
        createdAt: bookings.createdAt,
      });
    },

    async findPayments(bookingId: number) {
      return db
        .select(columnsOf(payments, 'provider', 'providerPaymentId', 'amountCents', 'status', 'createdAt'))
        .from(payments)
        .where(eq(payments.bookingId, bookingId))
        .orderBy(asc(payments.createdAt), asc(payments.id));
    },

    async findHistory(bookingId: number) {
      return db
        .select({
          ...columnsOf(bookingStatusHistory, 'fromStatus', 'toStatus'),
          changedByFirstName: users.firstName,
          changedByLastName: users.lastName,
          ...columnsOf(bookingStatusHistory, 'reason', 'previousStartTime', 'newStartTime', 'createdAt'),
        })
        .from(bookingStatusHistory)
        .leftJoin(users, eq(users.id, bookingStatusHistory.changedByUserId))
        .where(eq(bookingStatusHistory.bookingId, bookingId))
        .orderBy(asc(bookingStatusHistory.createdAt), asc(bookingStatusHistory.id));
    },
  };
}
