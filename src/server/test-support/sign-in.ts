// The one way integration tests get a signed-in user. By default the user and
// a session row are written straight into the database (no argon2 per user, so
// twenty clients cost nothing); `via: 'registration'` goes through
// POST /api/register instead, for tests that sign in again with the password
// or that are about registration itself; `userId` signs in someone a fixture
// already made (docs/decisions/0026-one-way-to-test.md).
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../db/client.js';
import { sessions, users } from '../db/schema.js';
import { hashSessionToken, newSessionToken } from '../features/auth/session-token.js';
import { callEndpoint, uniqueName } from './test-app.js';
import * as api from '../../shared/api/api-routes.generated.js';

type Role = 'client' | 'coach' | 'admin';

export type SignInOptions = {
  role?: Role;
  firstName?: string;
  lastName?: string;
  username?: string;
  email?: string;
  // Only with via: 'registration' (users written directly cannot log in with a password).
  password?: string;
  via?: 'database' | 'registration';
  // Sign in an existing user instead of making one.
  userId?: number;
};

export type SignedIn = { id: number; cookie: string; username: string; email: string; role: string; firstName: string; lastName: string };

// Only `db` is needed to write a user directly (the system tests have no app in process).
export type SignInTarget = { db: Database; app?: FastifyInstance };

// Sessions written directly: made at the bookings suites' fixed NOW and good for decades,
// so moving the app's clock never expires them.
const SESSION_CREATED = new Date('2030-01-07T06:00:00Z');
const SESSION_EXPIRES = new Date('2099-01-01T00:00:00Z');
// Not an argon2 hash, so nobody can log in as a user written directly.
const UNUSABLE_HASH = 'not-a-real-hash';

async function startSession(db: Database, userId: number): Promise<string> {
  const token = newSessionToken();
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    userId,
    createdAt: SESSION_CREATED,
    lastSeenAt: SESSION_CREATED,
    expiresAt: SESSION_EXPIRES,
  });
  return `sid=${token}`;
}

async function register(app: FastifyInstance, options: SignInOptions): Promise<SignedIn & { password: string }> {
  const username = options.username ?? uniqueName();
  const password = options.password ?? 'calm-waters-42';
  const lastName = options.lastName ?? 'Person';
  const response = await callEndpoint(app, api.register, {
    body: {
      username,
      email: options.email ?? `${username}@example.com`,
      password,
      firstName: options.firstName ?? 'Test',
      lastName,
      role: options.role ?? 'client',
    },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const user: { id: number; username: string; email: string; role: string; firstName: string } = response.json();
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    firstName: user.firstName,
    lastName,
    cookie: sessionCookieOf(response),
    password,
  };
}

async function existing(db: Database, userId: number): Promise<SignedIn> {
  const [user] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error(`no user ${userId}`);
  return { ...user, cookie: await startSession(db, userId) };
}

export async function signIn(t: SignInTarget, options: SignInOptions & { via: 'registration' }): Promise<SignedIn & { password: string }>;
export async function signIn(t: SignInTarget, options?: SignInOptions): Promise<SignedIn>;
export async function signIn(t: SignInTarget, options: SignInOptions = {}): Promise<SignedIn> {
  if (options.userId !== undefined) return existing(t.db, options.userId);
  if (options.via === 'registration') {
    if (!t.app) throw new Error('signing in by registration needs the app');
    return register(t.app, options);
  }
  const role = options.role ?? 'client';
  const username = options.username ?? uniqueName(role);
  const names = { firstName: options.firstName ?? 'Cli', lastName: options.lastName ?? 'Ent' };
  const email = options.email ?? `${username}@example.com`;
  const [user] = await t.db
    .insert(users)
    .values({ username, email, passwordHash: UNUSABLE_HASH, role, bio: role === 'coach' ? 'Calm.' : null, ...names })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  return { id: user.id, username, email, role, ...names, cookie: await startSession(t.db, user.id) };
}

// The session cookie a login or registration answer sets, ready for a Cookie header.
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'sid' || c.name === '__Host-sid');
  if (!cookie) throw new Error('no session cookie in response');
  return `${cookie.name}=${cookie.value}`;
}
