// Users as they appear in queries of several features: the columns a
// response may carry, and the two roles a booking joins users in.
import { alias } from 'drizzle-orm/pg-core';
import type { Locale } from '../../../shared/i18n/locales.js';
import { users } from '../schema.js';

// The columns a response may carry. The hash is selected only by
// findCredentialsByLogin and never leaves the auth service.
export const publicUserColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  profileImage: users.profileImage,
  bio: users.bio,
  isActive: users.isActive,
  // The language of the person's e-mails and pages; the response schemas that do not name it leave it out.
  locale: users.locale,
};

export type PublicUser = {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  role: 'client' | 'coach' | 'admin';
  profileImage: string | null;
  bio: string | null;
  isActive: boolean;
  locale: Locale;
};

// A booking names two users: its coach's (through coach_profiles) and its client.
export const coachUsers = alias(users, 'coach_user');
export const clientUsers = alias(users, 'client_user');
