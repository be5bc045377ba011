import { expect, test } from '@playwright/test';
import { newUser, signInAs } from './support/users';

test('anonymous visitors are sent from signed-in pages to /auth', async ({ page }) => {
  for (const path of ['/user-dashboard', '/dashboard/client', '/settings', '/dashboard/admin', '/coach/profile/edit']) {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === '/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  }
});

test('a client is sent home from admin and coach-only pages', async ({ page }) => {
  await signInAs(page, newUser('client'));
  for (const path of ['/dashboard/admin', '/admin/users/1', '/coach/profile/edit', '/coach-onboarding/details']) {
    await page.goto(path);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Coaching for the mind, spirit, and self' })).toBeVisible();
  }
  await page.goto('/user-dashboard');
  await expect(page).toHaveURL('/user-dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('unknown paths show the not-found page', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');
});

// Not a page at all: the answer says so (404, no soft 404 for search engines)
// and the reader sees the not-found page in the address's language.
test('an unknown address answers 404 with the not-found page in its language', async ({ page }) => {
  for (const [path, heading, home] of [
    ['/nonexistent', '404 Page Not Found', 'Back to home'],
    ['/de/anything', '404 – Seite nicht gefunden', 'Zur Startseite'],
    ['/es/cualquier-cosa', '404 · Página no encontrada', 'Volver al inicio'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: home })).toBeVisible();
  }
  const known = await page.goto('/de/coaches');
  expect(known?.status()).toBe(200);
});
