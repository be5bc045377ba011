// Admin reads and writes on user accounts. Named columns only: the password
// hash is never selected here.
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AdminRoleFilter } from '../../../shared/schemas/admin.js';
import { countRows } from '../../db/queries/count-rows.js';
import { onePage, type PageRequest } from '../../db/queries/one-page.js';
import type { Database } from '../../db/client.js';
import { bookings, coachProfiles, users } from '../../db/schema.js';
import { selectBookingSummaries } from './booking-summary.js';
import { likeContains } from '../../db/queries/text-search.js';
import { findCoachByUserId } from '../../db/queries/coach-by-user.js';

export const adminUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  username: users.username,
  role: users.role,
  isActive: users.isActive,
  profileImage: users.profileImage,
  createdAt: users.createdAt,
};

export type AdminUserRow = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  role: 'client' | 'coach' | 'admin';
  isActive: boolean;
  profileImage: string | null;
  createdAt: Date;
};

export type UserFilters = { search?: string | undefined; role: AdminRoleFilter };

function whereFor({ search, role }: UserFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [role === 'all' ? undefined : eq(users.role, role)];
  if (search) {
    const pattern = likeContains(search);
    conditions.push(
      or(
        sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
        sql`${users.email} ilike ${pattern}`,
        sql`${users.username} ilike ${pattern}`,
      ),
    );
  }
  return and(...conditions);
}

export function createAdminUsersRepository(db: Database) {
  return {
    async findPage(filters: UserFilters, page: PageRequest): Promise<AdminUserRow[]> {
      return onePage(
        db.select(adminUserColumns).from(users).where(whereFor(filters)).orderBy(desc(users.createdAt), desc(users.id)).$dynamic(),
        page,
      );
    },

    async count(filters: UserFilters): Promise<number> {
      return countRows(db, users, whereFor(filters));
    },

    async findById(id: number) {
      const [row] = await db
        .select({ ...adminUserColumns, bio: users.bio })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row;
    },

    findCoachProfile(userId: number) {
      return findCoachByUserId(db, userId, {
        id: coachProfiles.id,
        planType: coachProfiles.planType,
        isFoundingCoach: coachProfiles.isFoundingCoach,
        hourlyRateCents: coachProfiles.hourlyRateCents,
        timeZone: coachProfiles.timeZone,
      });
    },

    // Their bookings as a client and, for a coach, the sessions they give.
    async findBookingsOf(userId: number, limit: number) {
      return selectBookingSummaries(db)
        .where(or(eq(bookings.clientId, userId), eq(coachProfiles.userId, userId)))
        .orderBy(desc(bookings.startTime), desc(bookings.id))
        .limit(limit);
    },

    async setActive(id: number, isActive: boolean, now: Date): Promise<AdminUserRow | undefined> {
      const [row] = await db.update(users).set({ isActive, updatedAt: now }).where(eq(users.id, id)).returning(adminUserColumns);
      return row;
    },
  };
}
