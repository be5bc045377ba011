import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export type TestUser = {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  role: 'client' | 'coach';
};

let counter = 0;

// Unique per test and per run, so tests never collide in the shared database.
export function newUser(role: TestUser['role'] = 'client', firstName = 'Avery'): TestUser {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return {
    username: `${role}_${suffix}`,
    // Coaches need 8 characters, clients 6 (docs/product/accounts-and-roles.md#passwords).
    password: 'calm-breath-42',
    firstName,
    lastName: 'Rivers',
    email: `${role}.${suffix}@example.test`,
    role,
  };
}

// Registers through the API; the context's cookie jar then holds the session.
export async function registerViaApi(request: APIRequestContext, user: TestUser) {
  const response = await request.post('/api/register', {
    data: {
      username: user.username,
      email: user.email,
      password: user.password,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

// Signs the page's browser context in as the user (shares the cookie jar).
export async function signInAs(page: Page, user: TestUser) {
  await registerViaApi(page.request, user);
}

export async function loginViaApi(page: Page, username: string, password: string) {
  const response = await page.request.post('/api/login', { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
}
