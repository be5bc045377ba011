// A coach's own profile with its user's columns, found by the signed-in
// user's id: the coach's profile page, billing, earnings, programs and the admin's user detail
// each pick the columns they need.
import { eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { RowOf } from './row-of.js';
import type { Database } from '../client.js';
import { coachProfiles, users } from '../schema.js';

export async function findCoachByUserId<T extends SelectedFields>(db: Database, userId: number, columns: T): Promise<RowOf<T>> {
  const [row] = await db
    .select(columns as SelectedFields)
    .from(coachProfiles)
    .innerJoin(users, eq(users.id, coachProfiles.userId))
    .where(eq(coachProfiles.userId, userId))
    .limit(1);
  return row as RowOf<T>;
}
