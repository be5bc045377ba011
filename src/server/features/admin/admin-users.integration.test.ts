// Finding users and switching their active flag (docs/product/admin.md#users-and-the-active-flag): deactivation
// ends every session at once and hides a coach from the directory.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEndpoint, createTestApp, type TestApp, uniqueName } from '../../test-support/test-app.js';
import { type SignedIn, signIn } from '../../test-support/sign-in.js';
import { insertClient, insertCoach } from '../../test-support/coaches.js';
import * as api from '../../../shared/api/api-routes.generated.js';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin.cookie }, payload });
const listUsers = async (query: string) => {
  const response = await asAdmin('GET', `/api/admin/users?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    users: Array<{ id: number; email: string; username: string; role: string; isActive: boolean }>;
    total: number;
    page: number;
    pageSize: number;
    totalPages: number;
  };
};

describe('searching users', () => {
  it('finds a user by e-mail, username or full name, case-insensitively', async () => {
    const tag = uniqueName('zq');
    const id = await insertClient(t.database.db, {
      firstName: 'Harriet',
      lastName: `Quill${tag}`,
      username: `hq_${tag}`,
      email: `harriet.${tag}@example.org`,
    });
    for (const q of [`HARRIET.${tag}@example.org`, `hq_${tag}`, `harriet quill${tag}`, `quill${tag}`.toUpperCase()]) {
      const found = await listUsers(`q=${encodeURIComponent(q)}`);
      expect([q, found.users.map((u) => u.id)]).toEqual([q, [id]]);
    }
  });

  it('treats % and _ in the search as plain text', async () => {
    const tag = uniqueName('pct');
    await insertClient(t.database.db, { username: `a_b${tag}` });
    await insertClient(t.database.db, { username: `axb${tag}` });
    const found = await listUsers(`q=${encodeURIComponent(`a_b${tag}`)}`);
    expect(found.users.map((u) => u.username)).toEqual([`a_b${tag}`]);
    expect((await listUsers(`q=${encodeURIComponent('%%%')}`)).total).toBe(0);
  });

  it('filters by role and pages through the results', async () => {
    const tag = uniqueName('page');
    for (let i = 0; i < 5; i++) await insertClient(t.database.db, { lastName: `Pager${tag}`, username: `${tag}c${i}` });
    await insertCoach(t.database.db, { user: { lastName: `Pager${tag}`, username: `${tag}coach` } });

    const clients = await listUsers(`q=pager${tag}&role=client&pageSize=2&page=1`);
    expect(clients).toMatchObject({ total: 5, page: 1, pageSize: 2, totalPages: 3 });
    expect(clients.users.every((u) => u.role === 'client')).toBe(true);
    const pages = await Promise.all([1, 2, 3].map((page) => listUsers(`q=pager${tag}&role=client&pageSize=2&page=${page}`)));
    const ids = pages.flatMap((p) => p.users.map((u) => u.id));
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);

    const coaches = await listUsers(`q=pager${tag}&role=coach`);
    expect(coaches.users.map((u) => u.username)).toEqual([`${tag}coach`]);
    expect((await listUsers(`q=pager${tag}&role=all`)).total).toBe(6);
  });

  it('rejects unknown roles and parameters', async () => {
    expect((await asAdmin('GET', '/api/admin/users?role=superuser')).statusCode).toBe(400);
    expect((await asAdmin('GET', '/api/admin/users?sort=email')).statusCode).toBe(400);
    expect((await callEndpoint(t.app, api.listAdminUsers, { query: { pageSize: '1000' }, cookie: admin.cookie })).statusCode).toBe(400);
  });
});

describe('activating and deactivating', () => {
  it('signs a deactivated user out everywhere, refuses their login, and reactivation restores it', async () => {
    const person = await signIn(t, { via: 'registration' });
    const second = await callEndpoint(t.app, api.login, { body: { username: person.username, password: person.password } });
    const secondCookie = `sid=${second.cookies.find((c) => c.name === 'sid')?.value}`;

    const off = await callEndpoint(t.app, api.updateAdminUserStatus, {
      params: { id: person.id },
      cookie: admin.cookie,
      body: { isActive: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ id: person.id, isActive: false });
    expect(off.body).not.toMatch(/password|hash/i);

    for (const cookie of [person.cookie, secondCookie]) {
      expect((await callEndpoint(t.app, api.getCurrentUser, { cookie })).statusCode).toBe(401);
    }
    const refused = await callEndpoint(t.app, api.login, { body: { username: person.username, password: person.password } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This account has been deactivated.');
    expect((await listUsers(`q=${person.username}`)).users[0]?.isActive).toBe(false);

    const on = await callEndpoint(t.app, api.updateAdminUserStatus, {
      params: { id: person.id },
      cookie: admin.cookie,
      body: { isActive: true },
    });
    expect(on.json()).toMatchObject({ isActive: true });
    const back = await callEndpoint(t.app, api.login, { body: { username: person.username, password: person.password } });
    expect(back.statusCode).toBe(200);
  });

  it('hides a deactivated coach from the directory and shows them again on reactivation', async () => {
    const tag = uniqueName('Hidden');
    const coach = await insertCoach(t.database.db, { user: { firstName: 'Quentin', lastName: tag } });
    const search = async () =>
      (await callEndpoint(t.app, api.listCoaches, { query: { q: tag } })).json().coaches.map((c: { id: number }) => c.id);
    expect(await search()).toEqual([coach.id]);
    await callEndpoint(t.app, api.updateAdminUserStatus, { params: { id: coach.userId }, cookie: admin.cookie, body: { isActive: false } });
    expect(await search()).toEqual([]);
    expect((await callEndpoint(t.app, api.getCoach, { params: { id: coach.id } })).statusCode).toBe(404);
    await callEndpoint(t.app, api.updateAdminUserStatus, { params: { id: coach.userId }, cookie: admin.cookie, body: { isActive: true } });
    expect(await search()).toEqual([coach.id]);
  });

  it('refuses to let an admin deactivate themselves', async () => {
    const response = await callEndpoint(t.app, api.updateAdminUserStatus, {
      params: { id: admin.id },
      cookie: admin.cookie,
      body: { isActive: false },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('You cannot deactivate your own account.');
    expect((await callEndpoint(t.app, api.getCurrentUser, { cookie: admin.cookie })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or malformed user and 400 for a bad body', async () => {
    expect(
      (await callEndpoint(t.app, api.updateAdminUserStatus, { params: { id: '999999' }, cookie: admin.cookie, body: { isActive: false } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await callEndpoint(t.app, api.updateAdminUserStatus, { params: { id: 'abc' }, cookie: admin.cookie, body: { isActive: false } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await callEndpoint(t.app, api.updateAdminUserStatus, {
          params: { id: String(admin.id) },
          cookie: admin.cookie,
          invalidBody: { isActive: 'no' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await callEndpoint(t.app, api.getAdminUser, { params: { id: '999999' }, cookie: admin.cookie })).json().message).toBe(
      'User not found.',
    );
  });
});

describe('user details', () => {
  it('shows a coach with their profile summary and bookings, without secrets', async () => {
    const coach = await insertCoach(t.database.db, { profile: { planType: 'pro', hourlyRateCents: 9_000, timeZone: 'Europe/Berlin' } });
    const response = await callEndpoint(t.app, api.getAdminUser, { params: { id: coach.userId }, cookie: admin.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { id: coach.userId, role: 'coach', isActive: true, bio: 'I help people find calm.' },
      coachProfile: { id: coach.id, planType: 'pro', isFoundingCoach: true, hourlyRate: 90, timeZone: 'Europe/Berlin' },
      bookings: [],
    });
    expect(response.body).not.toMatch(/password|hash|token/i);
  });
});
