// Creating (or promoting) an administrator: the only way an admin comes to
// exist, since registration refuses the role. Kept apart from the command-line
// wrapper so it can be tested against a real database.
import { eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES, COACH_PASSWORD_MIN, ZRegisterRequest } from '../../shared/schemas/auth.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import { uniqueViolation } from '../db/database-errors.js';
import { hashPassword } from '../security/password.js';

export type CreateAdminInput = {
  username?: string;
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
};

export type CreateAdminResult = {
  outcome: 'created' | 'promoted' | 'already-admin';
  user: { id: number; username: string; email: string; isActive: boolean };
};

export class CreateAdminError extends Error {
  constructor(
    message: string,
    public readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'CreateAdminError';
  }
}

const resultColumns = { id: users.id, username: users.username, email: users.email, isActive: users.isActive, role: users.role };

// The registration rules, plus the 8-character minimum that also applies to coaches.
export function validateAdminInput(input: CreateAdminInput) {
  const parsed = ZRegisterRequest.safeParse({ ...input, role: 'client' });
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'input')] ??= issue.message;
  }
  if (typeof input.password === 'string' && input.password.length < COACH_PASSWORD_MIN) errors.password = AUTH_MESSAGES.coachPasswordMin;
  if (!parsed.success || Object.keys(errors).length > 0) {
    const lines = Object.entries(errors).map(([field, message]) => `  ${field}: ${message}`);
    throw new CreateAdminError(`The admin account is not valid:\n${lines.join('\n')}`, errors);
  }
  return parsed.data;
}

export async function createAdmin(db: Database, input: CreateAdminInput): Promise<CreateAdminResult> {
  const valid = validateAdminInput(input);
  const passwordHash = await hashPassword(valid.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        username: valid.username,
        email: valid.email,
        passwordHash,
        firstName: valid.firstName,
        lastName: valid.lastName,
        role: 'admin',
      })
      .returning(resultColumns);
    if (!row) throw new Error('insert returned no row');
    return { outcome: 'created', user: pick(row) };
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'users_username_lower_key') {
      throw new CreateAdminError(`${AUTH_MESSAGES.usernameTaken} To make that user an admin, run again with --promote.`, {
        username: AUTH_MESSAGES.usernameTaken,
      });
    }
    if (constraint === 'users_email_lower_key') throw new CreateAdminError(AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });
    throw error;
  }
}

// Makes an existing user an admin; their password and details stay as they
// are. undefined when there is no such user (the caller may then create one).
export async function promoteToAdmin(db: Database, username: string): Promise<CreateAdminResult | undefined> {
  const [existing] = await db
    .select(resultColumns)
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()))
    .limit(1);
  if (!existing) return undefined;
  if (existing.role === 'admin') return { outcome: 'already-admin', user: pick(existing) };
  await db.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, existing.id));
  return { outcome: 'promoted', user: pick(existing) };
}

function pick(row: { id: number; username: string; email: string; isActive: boolean }) {
  return { id: row.id, username: row.username, email: row.email, isActive: row.isActive };
}
