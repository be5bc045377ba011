// The /settings page's account changes for every signed-in user.
import {
  ACCOUNT_MESSAGES,
  type TChangeLanguageRequest,
  type TChangePasswordRequest,
  type TUpdateProfileRequest,
} from '../../../shared/schemas/account.js';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth.js';
import type { Database } from '../../db/client.js';
import { ConflictError, InvalidInputError, NotSignedInError } from '../../errors/domain-errors.js';
import { uniqueViolation } from '../../db/database-errors.js';
import { isCommonPassword } from '../auth/common-passwords/common-passwords.js';
import { hashPassword, verifyPassword } from '../../security/password.js';
import { hashSessionToken } from '../auth/session-token.js';
import { createAccountRepository } from './repository.js';
import { type PublicUser } from '../../db/queries/people.js';

export function createAccountService({ db, now }: { db: Database; now: () => Date }) {
  const repo = createAccountRepository(db);

  return {
    async updateProfile(user: PublicUser, input: TUpdateProfileRequest): Promise<PublicUser> {
      try {
        const updated = await repo.updateProfile(user.id, input, now());
        if (!updated) throw new NotSignedInError(AUTH_MESSAGES.notAuthenticated);
        return updated;
      } catch (error) {
        // The unique index is on lower(email), so "Anna@x" and "anna@x" collide.
        if (uniqueViolation(error) === 'users_email_lower_key') {
          throw new ConflictError(ACCOUNT_MESSAGES.emailTaken, { email: ACCOUNT_MESSAGES.emailTaken });
        }
        throw error;
      }
    },

    async changeLanguage(user: PublicUser, input: TChangeLanguageRequest): Promise<PublicUser> {
      const updated = await repo.updateProfile(user.id, { locale: input.locale }, now());
      if (!updated) throw new NotSignedInError(AUTH_MESSAGES.notAuthenticated);
      return updated;
    },

    // currentToken is this browser's session cookie: it stays signed in, every other session ends.
    async changePassword(user: PublicUser, input: TChangePasswordRequest, currentToken: string): Promise<void> {
      const hash = await repo.findPasswordHash(user.id);
      if (!(await verifyPassword(hash, input.currentPassword))) {
        throw new InvalidInputError(ACCOUNT_MESSAGES.currentPasswordWrong, { currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong });
      }
      // Only once the current password checks out: a wrong one is the first thing to fix.
      if (await isCommonPassword(input.newPassword)) {
        throw new InvalidInputError(ACCOUNT_MESSAGES.newPasswordTooCommon, { newPassword: ACCOUNT_MESSAGES.newPasswordTooCommon });
      }
      const newHash = await hashPassword(input.newPassword);
      await repo.replacePassword(user.id, newHash, hashSessionToken(currentToken), now());
    },
  };
}
