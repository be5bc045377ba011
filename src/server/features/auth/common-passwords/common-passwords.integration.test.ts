// Registration and the password change refuse a common password with a
// message under the password field; an uncommon one goes through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEndpoint, createTestApp, type TestApp, uniqueName } from '../../../test-support/test-app.js';
import { signIn } from '../../../test-support/sign-in.js';
import * as api from '../../../../shared/api/api-routes.generated.js';

const TOO_COMMON = 'This password is too common. Please choose another.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const register = (password: string, role: 'client' | 'coach' = 'client') => {
  const username = uniqueName();
  return callEndpoint(t.app, api.register, {
    body: { username, email: `${username}@example.com`, password, firstName: 'Common', lastName: 'Test', role },
  });
};

describe('common passwords', () => {
  it('refuses a common password at registration, whatever its case', async () => {
    for (const password of ['password123', 'Qwerty123']) {
      const response = await register(password);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: TOO_COMMON, code: 'BAD_REQUEST', errors: { password: TOO_COMMON } });
    }
    expect((await register('baseball1', 'coach')).json().errors).toEqual({ password: TOO_COMMON });
  });

  it('keeps the length rules first', async () => {
    expect((await register('12345')).json().errors).toEqual({ password: 'Password must be at least 6 characters' });
  });

  it('accepts an uncommon password', async () => {
    expect((await register('lantern-by-the-lake')).statusCode).toBe(201);
  });

  it('refuses a common new password at the password change, and keeps the old one', async () => {
    const user = await signIn(t, { via: 'registration' });
    const change = (currentPassword: string, newPassword: string) =>
      callEndpoint(t.app, api.changePassword, { cookie: user.cookie, body: { currentPassword, newPassword } });

    const wrongCurrent = await change('not-my-password', 'iloveyou1');
    expect(wrongCurrent.json().errors).toEqual({ currentPassword: 'Your current password is not correct.' });

    const refused = await change(user.password, 'Iloveyou1');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: TOO_COMMON, code: 'BAD_REQUEST', errors: { newPassword: TOO_COMMON } });
    const login = (password: string) => callEndpoint(t.app, api.login, { body: { username: user.username, password } });
    expect((await login(user.password)).statusCode).toBe(200);

    expect((await change(user.password, 'lantern-by-the-lake')).statusCode).toBe(200);
  });
});
