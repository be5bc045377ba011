// The overview's figures in one statement of scalar subqueries.
import { desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { bookings, noShowReports, users } from '../../db/schema.js';
import { selectBookingSummaries } from './booking-summary.js';
import { adminUserColumns } from './users-repository.js';

export function createOverviewRepository(db: Database) {
  return {
    async counts() {
      const result = (await db.execute(sql`
        select
          (select count(*)::int from ${users}) as users_total,
          (select count(*)::int from ${users} where ${users.isActive}) as users_active,
          (select count(*)::int from ${users} where ${users.role} = 'coach') as coaches_total,
          (select count(*)::int from ${users} where ${users.role} = 'client') as clients_total,
          (select count(*)::int from ${bookings}) as bookings_total,
          (select count(*)::int from ${bookings} where ${bookings.status} = 'completed') as bookings_completed,
          (select coalesce(sum(${bookings.totalPriceCents}), 0)::bigint::float8 from ${bookings}
            where ${bookings.status} = 'completed' and ${bookings.paymentStatus} = 'paid'
              -- A client's open no-show report may still refund the session in full (docs/product/no-shows.md).
              and not exists (select 1 from ${noShowReports} where ${noShowReports.bookingId} = ${bookings.id}
                and ${noShowReports.state} in ('reported', 'disputed'))) as revenue_cents
      `)) as unknown as { rows: Array<Record<string, number | string>> };
      // Both drivers return rows here, but count types differ (int vs string), hence Number().
      const row = result.rows[0];
      if (!row) throw new Error('overview query returned no row');
      return {
        usersTotal: Number(row.users_total),
        usersActive: Number(row.users_active),
        coachesTotal: Number(row.coaches_total),
        clientsTotal: Number(row.clients_total),
        bookingsTotal: Number(row.bookings_total),
        bookingsCompleted: Number(row.bookings_completed),
        revenueCents: Number(row.revenue_cents),
      };
    },

    async recentUsers(limit: number) {
      return db.select(adminUserColumns).from(users).orderBy(desc(users.createdAt), desc(users.id)).limit(limit);
    },

    async recentBookings(limit: number) {
      return selectBookingSummaries(db).orderBy(desc(bookings.createdAt), desc(bookings.id)).limit(limit);
    },
  };
}
