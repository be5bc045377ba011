import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { callEndpoint, createTestApp, type TestApp, uniqueName } from '../test-support/test-app.js';
import { signIn } from '../test-support/sign-in.js';
import { createAdmin, CreateAdminError, promoteToAdmin } from './create-admin-core.js';
import * as api from '../../shared/api/api-routes.generated.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function input(username: string, extra: Record<string, string> = {}) {
  return { username, email: `${username}@example.com`, password: 'calm-admin-42', firstName: 'Ada', lastName: 'Admin', ...extra };
}

describe('createAdmin', () => {
  it('creates an admin who can sign in through the API', async () => {
    const username = uniqueName('admin');
    const result = await createAdmin(t.database.db, input(username, { email: `${username.toUpperCase()}@Example.com` }));
    expect(result).toMatchObject({ outcome: 'created', user: { username, email: `${username}@example.com`, isActive: true } });
    expect(JSON.stringify(result)).not.toMatch(/calm-admin-42|argon2/);

    const response = await callEndpoint(t.app, api.login, { body: { username: username, password: 'calm-admin-42' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username, role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  });

  it('refuses a taken username or e-mail in any letter case, and says how to promote', async () => {
    const username = uniqueName('admin');
    await createAdmin(t.database.db, input(username));
    await expect(createAdmin(t.database.db, input(username.toUpperCase(), { email: `${uniqueName()}@example.com` }))).rejects.toThrow(
      'That username is already taken. Please choose another one. To make that user an admin, run again with --promote.',
    );
    await expect(createAdmin(t.database.db, input(uniqueName('admin'), { email: `${username}@EXAMPLE.com` }))).rejects.toThrow(
      'An account with this email address already exists.',
    );
  });

  it.each([
    [{ password: 'seven77' }, 'password', 'Password must be at least 8 characters'],
    [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    [{ username: 'no spaces' }, 'username', 'Username may only contain letters, numbers, dots, dashes and underscores'],
    [{ email: 'nope' }, 'email', 'Invalid email address'],
    [{ firstName: ' ' }, 'firstName', 'First name is required'],
  ] as [Record<string, string>, string, string][])(
    'refuses %j with the registration message and creates nobody',
    async (override, field, message) => {
      const username = uniqueName('weak');
      const attempt = createAdmin(t.database.db, input(username, override));
      await expect(attempt).rejects.toBeInstanceOf(CreateAdminError);
      await expect(attempt).rejects.toMatchObject({ fieldErrors: { [field]: message } });
      const rows = await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.username})`, (override['username'] ?? username).toLowerCase()));
      expect(rows).toHaveLength(0);
    },
  );
});

describe('promoteToAdmin', () => {
  it('makes an existing client an admin without touching their password', async () => {
    const { password, cookie, ...user } = await signIn(t, { via: 'registration' });
    expect(await promoteToAdmin(t.database.db, user.username.toUpperCase())).toMatchObject({ outcome: 'promoted', user: { id: user.id } });
    // Their current session now carries the admin role.
    const me = await callEndpoint(t.app, api.getCurrentUser, { cookie });
    expect(me.json().role).toBe('admin');
    expect((await callEndpoint(t.app, api.login, { body: { username: user.username, password: password } })).json().role).toBe('admin');
    expect(await promoteToAdmin(t.database.db, user.username)).toMatchObject({ outcome: 'already-admin' });
  });

  it('reports an unknown username so the caller can create the account instead', async () => {
    expect(await promoteToAdmin(t.database.db, uniqueName('ghost'))).toBeUndefined();
  });
});
