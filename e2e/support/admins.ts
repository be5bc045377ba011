// Admins of the spec's own. Registration refuses the admin role, so the test
// hook POST /api/test/admins creates one as `npm run create-admin` does; the
// admin then signs in like anyone else. The demo admin stays for people trying
// the app; no spec signs in as it.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { loginViaApi } from './users';

export type TestAdmin = {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
};

let counter = 0;

// Unique per worker and per run, so parallel workers never collide.
export function newAdmin(firstName = 'Avery', lastName = 'Stone'): TestAdmin {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return {
    username: `admin_${suffix}`,
    // Admins need 8 characters, as coaches do.
    password: 'calm-breath-42',
    firstName,
    lastName,
    email: `admin.${suffix}@example.test`,
  };
}

export async function createAdminAccount(request: APIRequestContext, admin: TestAdmin) {
  const response = await request.post('/api/test/admins', {
    data: {
      username: admin.username,
      email: admin.email,
      password: admin.password,
      firstName: admin.firstName,
      lastName: admin.lastName,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

// Signs the page's browser context in as the admin (shares the cookie jar).
export async function signInAsAdmin(page: Page, admin: TestAdmin) {
  await loginViaApi(page, admin.username, admin.password);
}
