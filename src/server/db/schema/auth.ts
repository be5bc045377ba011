import { sql } from 'drizzle-orm';
import { boolean, check, index, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Locale } from '../../../shared/i18n/locales.js';
import { createdAt, identityId, instant, requiredRef, timestamps } from './columns.js';

export const userRole = pgEnum('user_role', ['client', 'coach', 'admin']);

export const users = pgTable(
  'users',
  {
    id: identityId(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: userRole('role').notNull().default('client'),
    bio: text('bio'),
    profileImage: text('profile_image'),
    isActive: boolean('is_active').notNull().default(true),
    stripeCustomerId: text('stripe_customer_id'),
    // IANA zone reported by the browser at checkout; null until then (e-mails fall back to the coach's zone and UTC).
    timeZone: text('time_zone'),
    // The language the person reads the site and their e-mails in (src/shared/i18n/locales.ts).
    locale: text('locale').$type<Locale>().notNull().default('en'),
    ...timestamps(),
  },
  (t) => [
    // A language code's form only: which languages are spoken is src/shared/i18n/locales.ts,
    // checked by the API on every write, so a new language needs no migration.
    check('users_locale_code', sql`${t.locale} ~ '^[a-z]{2}$'`),
    // Case-insensitive uniqueness: "Anna" and "anna" are the same person.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

// Only a SHA-256 of the cookie token is stored, so a database leak does not leak sessions.
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    createdAt: createdAt(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);
