import { AUTH_MESSAGES, type TLoginRequest, type TRegisterRequest } from '../../../shared/schemas/auth.js';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/locales.js';
import type { AppConfig } from '../../config.js';
import { ConflictError, ForbiddenError, InvalidInputError, NotSignedInError } from '../../errors/domain-errors.js';
import { uniqueViolation } from '../../db/database-errors.js';
import { isCommonPassword } from './common-passwords/common-passwords.js';
import { hashPassword, verifyPassword } from '../../security/password.js';
import type { Database } from '../../db/client.js';
import { createAuthRepository } from './repository.js';
import { hashSessionToken, newSessionToken } from './session-token.js';
import { type PublicUser } from '../../db/queries/people.js';
import { MINUTE_MS } from '../../../shared/domain/time-units.js';
import type { LivePublisher } from '../../integrations/live-events/live-bus.js';

// Writing lastSeenAt on every request would turn every read into a write.
const TOUCH_INTERVAL_MS = 5 * MINUTE_MS;

export type SignedIn = { user: PublicUser; token: string; expiresAt: Date };

// live: the open event streams of a session that ends close with it (docs/decisions/0059-live-updates.md).
export function createAuthService({ db, config, now, live }: { db: Database; config: AppConfig; now: () => Date; live?: LivePublisher }) {
  const repo = createAuthRepository(db);

  async function startSession(user: PublicUser, userAgent?: string): Promise<SignedIn> {
    // Always a fresh token, so a session id planted before login is worthless.
    const token = newSessionToken();
    const startedAt = now();
    const expiresAt = new Date(startedAt.getTime() + config.session.idleMs);
    // The app's clock, not the database's: the absolute lifetime counts from
    // created_at, and expiry is computed with the app's clock too.
    await repo.insertSession({
      tokenHash: hashSessionToken(token),
      userId: user.id,
      createdAt: startedAt,
      lastSeenAt: startedAt,
      expiresAt,
      userAgent: userAgent?.slice(0, 300),
    });
    return { user, token, expiresAt };
  }

  return {
    async register(input: TRegisterRequest, userAgent?: string, locale: Locale = DEFAULT_LOCALE): Promise<SignedIn> {
      if (input.role === 'admin') throw new ForbiddenError(AUTH_MESSAGES.adminRoleForbidden);
      if (await isCommonPassword(input.password)) {
        throw new InvalidInputError(AUTH_MESSAGES.passwordTooCommon, { password: AUTH_MESSAGES.passwordTooCommon });
      }
      const passwordHash = await hashPassword(input.password);
      try {
        const user = await repo.insertUser({
          username: input.username,
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          role: input.role,
          locale,
        });
        return await startSession(user, userAgent);
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === 'users_username_lower_key')
          throw new ConflictError(AUTH_MESSAGES.usernameTaken, { username: AUTH_MESSAGES.usernameTaken });
        if (constraint === 'users_email_lower_key') throw new ConflictError(AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });
        throw error;
      }
    },

    async login(input: TLoginRequest, userAgent?: string): Promise<SignedIn> {
      const found = await repo.findCredentialsByLogin(input.username);
      const valid = await verifyPassword(found?.passwordHash, input.password);
      if (!found || !valid) throw new NotSignedInError(AUTH_MESSAGES.invalidCredentials);
      // Told only after the password checks out, so the message reveals nothing to a guesser.
      if (!found.isActive) throw new ForbiddenError(AUTH_MESSAGES.deactivated);
      const { passwordHash: _hash, ...user } = found;
      return startSession(user, userAgent);
    },

    async logout(token: string | undefined) {
      if (!token) return;
      const tokenHash = hashSessionToken(token);
      await repo.deleteSession(tokenHash);
      live?.sessionEnded(tokenHash);
    },

    async userForToken(token: string): Promise<PublicUser | undefined> {
      const tokenHash = hashSessionToken(token);
      const at = now();
      const row = await repo.findSessionUser(tokenHash, at);
      if (!row) return undefined;
      if (at.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await repo.touchSession(tokenHash, at, config.session.idleMs, config.session.maxMs);
      }
      return row.user;
    },

    async endAllSessions(userId: number) {
      await repo.deleteSessionsOfUser(userId);
      live?.userSignedOut(userId);
    },

    deleteExpiredSessions: (at: Date) => repo.deleteExpiredSessions(at),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
