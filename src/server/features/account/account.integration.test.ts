import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCurrentUser } from '../../../shared/schemas/auth.js';
import { callEndpoint, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { sessionCookieOf, type SignedIn, signIn } from '../../test-support/sign-in.js';
import * as api from '../../../shared/api/api-routes.generated.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('PATCH /api/user/profile', () => {
  let user: SignedIn & { password: string };
  beforeAll(async () => {
    user = await signIn(t, { via: 'registration', firstName: 'Anna', lastName: 'Berg' });
  });

  it('asks visitors to sign in', async () => {
    expect(
      (await callEndpoint(t.app, api.updateProfile, { body: { firstName: 'A', lastName: 'B', email: 'a@example.com' } })).statusCode,
    ).toBe(401);
  });

  it('updates the name and e-mail and answers with the current user, never a hash', async () => {
    const response = await callEndpoint(t.app, api.updateProfile, {
      cookie: user.cookie,
      body: { firstName: ' Annika ', lastName: 'Berg-Lund', email: 'Annika.Lund@Example.com' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(Object.keys(ZCurrentUser.shape).sort());
    expect(body).toMatchObject({ id: user.id, firstName: 'Annika', lastName: 'Berg-Lund', email: 'annika.lund@example.com' });
    expect(response.body).not.toMatch(/argon2|passwordHash/);
    expect((await callEndpoint(t.app, api.getCurrentUser, { cookie: user.cookie })).json()).toMatchObject({
      firstName: 'Annika',
      email: 'annika.lund@example.com',
    });
  });

  it('refuses an e-mail another account uses, whatever its case', async () => {
    const other = await signIn(t, { via: 'registration' });
    const response = await callEndpoint(t.app, api.updateProfile, {
      cookie: user.cookie,
      body: { firstName: 'Annika', lastName: 'Berg', email: other.email.toUpperCase() },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'An account with this email address already exists.',
      code: 'CONFLICT',
      errors: { email: 'An account with this email address already exists.' },
    });
    expect((await callEndpoint(t.app, api.getCurrentUser, { cookie: user.cookie })).json().email).toBe('annika.lund@example.com');
  });

  it('keeps the own e-mail', async () => {
    expect(
      (
        await callEndpoint(t.app, api.updateProfile, {
          cookie: user.cookie,
          body: { firstName: 'Anna', lastName: 'Berg', email: 'annika.lund@example.com' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('validates the fields with the form’s messages', async () => {
    const empty = await callEndpoint(t.app, api.updateProfile, {
      cookie: user.cookie,
      body: { firstName: ' ', lastName: 'Berg', email: 'annika.lund@example.com' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ firstName: 'First name is required' });
    const long = await callEndpoint(t.app, api.updateProfile, {
      cookie: user.cookie,
      body: { firstName: 'Anna', lastName: 'x'.repeat(51), email: 'annika.lund@example.com' },
    });
    expect(long.json().errors).toEqual({ lastName: 'Names must be at most 50 characters' });
    const badEmail = await callEndpoint(t.app, api.updateProfile, {
      cookie: user.cookie,
      body: { firstName: 'Anna', lastName: 'Berg', email: 'not-an-email' },
    });
    expect(badEmail.json().errors).toEqual({ email: 'Invalid email address' });
    // The role and username cannot be changed through this call.
    expect(
      (
        await callEndpoint(t.app, api.updateProfile, {
          cookie: user.cookie,
          invalidBody: { firstName: 'Anna', lastName: 'Berg', email: 'annika.lund@example.com', role: 'admin' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await callEndpoint(t.app, api.getCurrentUser, { cookie: user.cookie })).json().role).toBe('client');
  });
});

describe('POST /api/user/password', () => {
  it('asks visitors to sign in', async () => {
    expect(
      (await callEndpoint(t.app, api.changePassword, { body: { currentPassword: 'calm-waters-42', newPassword: 'new-password-1' } }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const user = await signIn(t, { via: 'registration' });
    const response = await callEndpoint(t.app, api.changePassword, {
      cookie: user.cookie,
      body: { currentPassword: 'wrong-password', newPassword: 'new-password-1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Your current password is not correct.',
      errors: { currentPassword: 'Your current password is not correct.' },
    });
    expect((await callEndpoint(t.app, api.login, { body: { username: user.username, password: user.password } })).statusCode).toBe(200);
    expect((await callEndpoint(t.app, api.getCurrentUser, { cookie: user.cookie })).statusCode).toBe(200);
  });

  it('validates the new password', async () => {
    const user = await signIn(t, { via: 'registration' });
    const short = await callEndpoint(t.app, api.changePassword, {
      cookie: user.cookie,
      body: { currentPassword: user.password, newPassword: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ newPassword: 'Password must be at least 8 characters' });
    const same = await callEndpoint(t.app, api.changePassword, {
      cookie: user.cookie,
      body: { currentPassword: user.password, newPassword: user.password },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual({ newPassword: 'Your new password must be different from your current password.' });
    const long = await callEndpoint(t.app, api.changePassword, {
      cookie: user.cookie,
      body: { currentPassword: user.password, newPassword: 'x'.repeat(129) },
    });
    expect(long.json().errors).toEqual({ newPassword: 'Password must be at most 128 characters' });
  });

  it('changes the password, keeps this browser signed in and signs every other browser out', async () => {
    const user = await signIn(t, { via: 'registration' });
    const bystander = await signIn(t, { via: 'registration' });
    const otherBrowser = await callEndpoint(t.app, api.login, { body: { username: user.username, password: user.password } });
    expect(otherBrowser.statusCode).toBe(200);
    const otherCookie = sessionCookieOf(otherBrowser);
    expect((await callEndpoint(t.app, api.getCurrentUser, { cookie: otherCookie })).statusCode).toBe(200);

    const response = await callEndpoint(t.app, api.changePassword, {
      cookie: user.cookie,
      body: { currentPassword: user.password, newPassword: 'brand-new-calm-9' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    expect((await callEndpoint(t.app, api.getCurrentUser, { cookie: otherCookie })).statusCode).toBe(401);
    expect((await callEndpoint(t.app, api.getCurrentUser, { cookie: user.cookie })).json()).toMatchObject({ id: user.id });
    expect((await callEndpoint(t.app, api.getCurrentUser, { cookie: bystander.cookie })).statusCode).toBe(200);
    expect((await callEndpoint(t.app, api.login, { body: { username: user.username, password: user.password } })).statusCode).toBe(401);
    expect((await callEndpoint(t.app, api.login, { body: { username: user.username, password: 'brand-new-calm-9' } })).statusCode).toBe(
      200,
    );
  });
});
