// The admin's view of bookings. Cancelling goes through the bookings feature,
// so an admin cancel follows the same rules and refunds a paid booking in full.
import { centsToDollars } from '../../../shared/domain/money.js';
import {
  ADMIN_MESSAGES,
  type TAdminBookingDetail,
  type TAdminBookingList,
  type TAdminBookingsQuery,
} from '../../../shared/schemas/admin.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import { createBookingsService, type BookingsServiceDeps } from '../bookings/service.js';
import { createAdminBookingsRepository } from './bookings-repository.js';
import { toBookingSummary } from './booking-summary.js';
import { pageInfo } from './paging.js';
import { minutesBetween } from '../../../shared/domain/time-units.js';

// The same dependencies as the bookings service, which it hands them to.
export function createAdminBookingsService(deps: BookingsServiceDeps) {
  const repo = createAdminBookingsRepository(deps.db);
  // With messaging, an admin cancel e-mails both parties like any other cancel.
  const bookings = createBookingsService(deps);

  async function detail(bookingId: number): Promise<TAdminBookingDetail> {
    const row = await repo.findDetail(bookingId);
    if (!row) throw new NotFoundError(ADMIN_MESSAGES.bookingNotFound);
    const [ledger, history] = await Promise.all([repo.findPayments(bookingId), repo.findHistory(bookingId)]);
    return {
      booking: {
        id: row.id,
        coachId: row.coachId,
        coach: { userId: row.coachUserId, name: `${row.coachFirstName} ${row.coachLastName}`, email: row.coachEmail },
        client: { userId: row.clientId, name: `${row.clientFirstName} ${row.clientLastName}`, email: row.clientEmail },
        startTime: row.startTime.toISOString(),
        endTime: row.endTime.toISOString(),
        sessionLength: minutesBetween(row.startTime, row.endTime),
        status: row.status,
        paymentStatus: row.paymentStatus,
        totalPrice: centsToDollars(row.totalPriceCents),
        notes: row.notes,
        meetingUrl: row.meetingUrl,
        createdAt: row.createdAt.toISOString(),
      },
      payments: ledger.map((p) => ({
        provider: p.provider,
        providerPaymentId: p.providerPaymentId,
        amount: centsToDollars(p.amountCents),
        status: p.status,
        createdAt: p.createdAt.toISOString(),
      })),
      history: history.map((h) => ({
        fromStatus: h.fromStatus,
        toStatus: h.toStatus,
        // A system change (jobs) or a deleted user has no name.
        changedBy: h.changedByFirstName ? `${h.changedByFirstName} ${h.changedByLastName ?? ''}`.trim() : null,
        reason: h.reason,
        previousStartTime: h.previousStartTime?.toISOString() ?? null,
        newStartTime: h.newStartTime?.toISOString() ?? null,
        createdAt: h.createdAt.toISOString(),
      })),
    };
  }

  return {
    async list(query: TAdminBookingsQuery): Promise<TAdminBookingList> {
      const [rows, total] = await Promise.all([repo.findPage(query.status, query), repo.count(query.status)]);
      return { bookings: rows.map(toBookingSummary), ...pageInfo(total, query) };
    },

    detail,

    async cancel(admin: { id: number }, bookingId: number): Promise<TAdminBookingDetail> {
      await bookings.changeStatus({ id: admin.id, role: 'admin' }, bookingId, 'cancelled');
      return detail(bookingId);
    },
  };
}
