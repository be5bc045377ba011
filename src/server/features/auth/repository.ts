import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import { publicUserColumns, type PublicUser } from '../../db/queries/people.js';
import { turnBatch } from '../../db/turn-batch.js';

export function createAuthRepository(db: Database) {
  // Runs on every signed-in request, so it is built once and sent as a named
  // prepared statement: neither Drizzle nor PostgreSQL redo the work per
  // request. Lookups that arrive together go as one statement
  // (src/server/db/turn-batch.ts): hex hashes, so a comma-joined list is safe.
  const sessionUsers = db
    .select({ tokenHash: sessions.tokenHash, user: publicUserColumns, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        sql`${sessions.tokenHash} = any(string_to_array(${sql.placeholder('tokenHashes')}::text, ','))`,
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.isActive, true),
      ),
    )
    .prepare('session_users');
  const findSessionUsers = turnBatch(async (lookups: Array<{ tokenHash: string; now: Date }>) => {
    // The latest time of the batch: a session that ended meanwhile counts as ended.
    const now = new Date(Math.max(...lookups.map((lookup) => lookup.now.getTime())));
    const rows = await sessionUsers.execute({ tokenHashes: [...new Set(lookups.map((l) => l.tokenHash))].join(','), now });
    const byHash = new Map(rows.map(({ tokenHash, ...row }) => [tokenHash, row]));
    return lookups.map((lookup) => byHash.get(lookup.tokenHash));
  });

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

    // One statement per authenticated request (or per batch of them): the session and its live user.
    findSessionUser: (tokenHash: string, now: Date) => findSessionUsers({ tokenHash, now }),

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
