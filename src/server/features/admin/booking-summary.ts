// The one booking summary every admin list shows, built in a single joined
// statement with both parties' names, so a page costs one query.
import { eq, sql } from 'drizzle-orm';
import { centsToDollars } from '../../../shared/domain/money.js';
import type { TAdminBookingSummary } from '../../../shared/schemas/admin.js';
import type { Database } from '../../db/client.js';
import { bookings, coachProfiles } from '../../db/schema.js';
import { clientUsers, coachUsers } from '../../db/queries/people.js';

export const bookingSummaryColumns = {
  id: bookings.id,
  coachId: bookings.coachId,
  coachUserId: coachProfiles.userId,
  coachName: sql<string>`${coachUsers.firstName} || ' ' || ${coachUsers.lastName}`,
  clientId: bookings.clientId,
  clientName: sql<string>`${clientUsers.firstName} || ' ' || ${clientUsers.lastName}`,
  startTime: bookings.startTime,
  endTime: bookings.endTime,
  status: bookings.status,
  paymentStatus: bookings.paymentStatus,
  totalPriceCents: bookings.totalPriceCents,
};

export function selectBookingSummaries(db: Database) {
  return db
    .select(bookingSummaryColumns)
    .from(bookings)
    .innerJoin(coachProfiles, eq(coachProfiles.id, bookings.coachId))
    .innerJoin(coachUsers, eq(coachUsers.id, coachProfiles.userId))
    .innerJoin(clientUsers, eq(clientUsers.id, bookings.clientId));
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectBookingSummaries>['execute']>>[number];

export function toBookingSummary(row: SummaryRow): TAdminBookingSummary {
  return {
    id: row.id,
    coachId: row.coachId,
    coachName: row.coachName,
    clientId: row.clientId,
    clientName: row.clientName,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    status: row.status,
    paymentStatus: row.paymentStatus,
    totalPrice: centsToDollars(row.totalPriceCents),
  };
}
