// One booking with its coach's profile, its coach's user (`users`) and its
// client (`clientUsers`) joined: the admin's booking detail, the e-mails a
// booking sends and the coach's session notes each pick their columns and say
// which booking (by id, and for the coach tools whose it must be).
import { eq, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { RowOf } from './row-of.js';
import type { Database } from '../client.js';
import { bookings, coachProfiles, users } from '../schema.js';
import { clientUsers } from './people.js';

export async function findBookingWithParties<T extends SelectedFields>(
  db: Database,
  where: SQL | undefined,
  columns: T,
): Promise<RowOf<T>> {
  const [row] = await db
    .select(columns as SelectedFields)
    .from(bookings)
    .innerJoin(coachProfiles, eq(coachProfiles.id, bookings.coachId))
    .innerJoin(users, eq(users.id, coachProfiles.userId))
    .innerJoin(clientUsers, eq(clientUsers.id, bookings.clientId))
    .where(where)
    .limit(1);
  return row as RowOf<T>;
}
