import type { Page } from '@playwright/test';
import { signInAsAdmin } from './support/admins';
import { expect, test } from './support/fixtures';
import { newUser, signInAs } from './support/users';

async function openAccountMenu(page: Page, firstName: string) {
  await page.getByRole('button', { name: `Account menu for ${firstName}` }).click();
}

test('a coach sees Coach Dashboard linking to /dashboard/coach', async ({ page }) => {
  const coach = newUser('coach', 'Soren');
  await signInAs(page, coach);
  await page.goto('/');
  await openAccountMenu(page, coach.firstName);
  await expect(page.getByRole('menuitem', { name: 'My Bookings' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Coach Dashboard' }).click();
  await expect(page).toHaveURL('/dashboard/coach');
});

test('a client sees My Bookings linking to /dashboard/client, and Settings', async ({ page }) => {
  const client = newUser('client', 'Imani');
  await signInAs(page, client);
  await page.goto('/coaches');
  await openAccountMenu(page, client.firstName);
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  await page.getByRole('menuitem', { name: 'My Bookings' }).click();
  await expect(page).toHaveURL('/dashboard/client');
});

test("the admin's dashboard entry goes to /dashboard/admin", async ({ page, admin }) => {
  await signInAsAdmin(page, admin);
  await page.goto('/');
  const trigger = page.getByRole('button', { name: `Account menu for ${admin.firstName}` });
  await trigger.click();
  await page.getByRole('menuitem', { name: 'My Bookings' }).click();
  await expect(page).toHaveURL('/dashboard/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
});

test('logged-out visitors see Become a Coach, Log in and Sign up', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Stillpoint' })).toHaveAttribute('href', '/');
  await expect(header.getByRole('link', { name: 'Getting Started' })).toHaveAttribute('href', '/getting-started');
  await expect(header.getByRole('link', { name: 'How It Works' })).toHaveAttribute('href', '/how-it-works');
  await expect(header.getByRole('link', { name: 'Find Coaches' })).toHaveAttribute('href', '/coaches');
  await expect(header.getByRole('link', { name: 'Become a Coach' })).toHaveAttribute('href', '/coach-onboarding/plan');
  await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth');
  await expect(header.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', /^\/auth/);
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Stillpoint`);
});
