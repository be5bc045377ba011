import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import { publicUserColumns, type PublicUser } from '../../db/queries/people.js';

export function createAuthRepository(db: Database) {
  // Runs on every signed-in request, so it is built once and sent as a named
  // prepared statement: neither Drizzle nor PostgreSQL redo the work per request.
  const sessionUser = db
    .select({ user: publicUserColumns, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now')), eq(users.isActive, true)),
    )
    .limit(1)
    .prepare('session_user');

  return {
    async findCredentialsByLogin(login: string) {
      const needle = login.toLowerCase();
      const [row] = await db
        .select({ ...publicUserColumns, passwordHash: users.passwordHash })
        .from(users)
        .where(or(sql`lower(${users.username}) = ${needle}`, sql`lower(${users.email}) = ${needle}`))
        .limit(1);
      return row;
    },

    async insertUser(values: typeof users.$inferInsert): Promise<PublicUser> {
      const [row] = await db.insert(users).values(values).returning(publicUserColumns);
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async insertSession(values: typeof sessions.$inferInsert) {
      await db.insert(sessions).values(values);
    },

    // One query per authenticated request: the session and its live user.
    async findSessionUser(tokenHash: string, now: Date) {
      const [row] = await sessionUser.execute({ tokenHash, now });
      return row;
    },

    // Sliding idle timeout, capped by the absolute lifetime from creation.
    async touchSession(tokenHash: string, now: Date, idleMs: number, maxMs: number) {
      await db
        .update(sessions)
        .set({
          lastSeenAt: now,
          expiresAt: sql`least(${sessions.createdAt} + make_interval(secs => ${maxMs / 1000}), ${new Date(now.getTime() + idleMs)}::timestamptz)`,
        })
        .where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteSession(tokenHash: string) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteSessionsOfUser(userId: number) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    async deleteExpiredSessions(now: Date) {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },
  };
}
