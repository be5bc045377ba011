import { expect, test } from '@playwright/test';
import { newUser } from './support/users';
import { toastWithTitle } from './support/toasts';

test('a visitor registers, logs out and logs back in', async ({ page }) => {
  const user = newUser('client', 'Juniper');

  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();

  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  const registered = toastWithTitle(page, 'Registration successful');
  await expect(registered).toBeVisible();
  await expect(registered).toContainText(`Welcome, ${user.firstName}!`);
  await expect(page).toHaveURL('/');
  const accountMenu = page.getByRole('button', { name: `Account menu for ${user.firstName}` });
  await expect(accountMenu).toBeVisible();
  await expect(accountMenu).toContainText(user.firstName);
  await expect(accountMenu).toContainText('JR');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Become a Coach' })).toHaveCount(0);

  await page.goto('/coaches');
  await accountMenu.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(toastWithTitle(page, 'Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();

  const loggedIn = toastWithTitle(page, 'Login successful');
  await expect(loggedIn).toBeVisible();
  await expect(loggedIn).toContainText(`Welcome back, ${user.firstName}!`);
  await expect(page).toHaveURL('/');
  await expect(accountMenu).toBeVisible();
});
