import { expect, test } from '@playwright/test';
import { newUser, signInAs } from './support/users';

test.use({ viewport: { width: 390, height: 844 } });

test('the mobile menu shows the user and closes after navigating', async ({ page }) => {
  const user = newUser('client', 'Noor');
  await signInAs(page, user);
  await page.goto('/');

  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: `Account menu for ${user.firstName}` })).toBeHidden();
  await toggle.click();

  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toContainText(`${user.firstName} ${user.lastName}`);
  await expect(menu).toContainText(user.email);
  await expect(menu.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/dashboard/client');
  await expect(menu.getByRole('link', { name: 'Settings' })).toBeVisible();

  await menu.getByRole('link', { name: 'Find Coaches' }).click();
  await expect(page).toHaveURL('/coaches');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('button', { name: 'Logout' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL('/');
});

test('logged out, the mobile menu offers Become a Coach, Log in and Sign up', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link', { name: 'Become a Coach' })).toBeVisible();
  await menu.getByRole('link', { name: 'Sign up' }).click();
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  await expect(menu).toBeHidden();
});
