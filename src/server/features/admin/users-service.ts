// Managing accounts: search, details and the active flag (docs/product/admin.md#users-and-the-active-flag).
import { centsToDollars } from '../../../shared/domain/money.js';
import {
  ADMIN_MESSAGES,
  type TAdminUser,
  type TAdminUserDetail,
  type TAdminUserList,
  type TAdminUsersQuery,
} from '../../../shared/schemas/admin.js';
import type { Database } from '../../db/client.js';
import { ConflictError, NotFoundError } from '../../errors/domain-errors.js';
import { toBookingSummary } from './booking-summary.js';
import { pageInfo } from './paging.js';
import { createAdminUsersRepository, type AdminUserRow } from './users-repository.js';

const USER_BOOKINGS_LIMIT = 50;

export function toAdminUser(row: AdminUserRow): TAdminUser {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export function createAdminUsersService({
  db,
  auth,
  now,
}: {
  db: Database;
  auth: { endAllSessions(userId: number): Promise<void> };
  now: () => Date;
}) {
  const repo = createAdminUsersRepository(db);

  return {
    async list(query: TAdminUsersQuery): Promise<TAdminUserList> {
      const filters = { search: query.q || undefined, role: query.role };
      const [rows, total] = await Promise.all([repo.findPage(filters, query), repo.count(filters)]);
      return { users: rows.map(toAdminUser), ...pageInfo(total, query) };
    },

    async detail(userId: number): Promise<TAdminUserDetail> {
      const user = await repo.findById(userId);
      if (!user) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
      const [profile, bookings] = await Promise.all([
        user.role === 'coach' ? repo.findCoachProfile(userId) : Promise.resolve(undefined),
        repo.findBookingsOf(userId, USER_BOOKINGS_LIMIT),
      ]);
      return {
        user: { ...toAdminUser(user), bio: user.bio },
        coachProfile: profile
          ? {
              id: profile.id,
              planType: profile.planType,
              isFoundingCoach: profile.isFoundingCoach,
              hourlyRate: centsToDollars(profile.hourlyRateCents),
              timeZone: profile.timeZone,
            }
          : null,
        bookings: bookings.map(toBookingSummary),
      };
    },

    // Deactivation signs the user out everywhere; the session lookup also
    // requires an active user, so even a request already in flight is refused.
    async setActive(admin: { id: number }, userId: number, isActive: boolean): Promise<TAdminUser> {
      if (!isActive && admin.id === userId) throw new ConflictError(ADMIN_MESSAGES.selfDeactivation);
      const row = await repo.setActive(userId, isActive, now());
      if (!row) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
      if (!isActive) await auth.endAllSessions(userId);
      return toAdminUser(row);
    },
  };
}
