// Own-account changes. The password hash is read here only to be verified in
// the service; it never reaches a response.
import { and, eq, ne } from 'drizzle-orm';
import type { Locale } from '../../../shared/i18n/locales.js';
import type { Database } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import { type PublicUser, publicUserColumns } from '../../db/queries/people.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export function createAccountRepository(db: Database) {
  return {
    // The /settings page's name and e-mail, or the language the person chose.
    async updateProfile(
      userId: number,
      values: { firstName: string; lastName: string; email: string } | { locale: Locale },
      now: Date,
    ): Promise<PublicUser | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: now })
        .where(eq(users.id, userId))
        .returning(publicUserColumns);
      return row;
    },

    async findPasswordHash(userId: number): Promise<string | undefined> {
      const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.passwordHash;
    },

    // The new hash and the sign-out of every other browser commit together, so
    // a stolen session can never outlive the password change.
    async replacePassword(userId: number, passwordHash: string, keepTokenHash: string, now: Date): Promise<void> {
      await db.transaction(async (tx: Tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
        await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
      });
    },
  };
}
