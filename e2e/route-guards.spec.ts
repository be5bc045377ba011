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
