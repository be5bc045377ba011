import { expect, test } from '@playwright/test';
import { newUser, registerViaApi, signInAs } from './support/users';

test('role=coach opens the Register tab with the coach link', async ({ page }) => {
  await page.goto('/auth?role=coach');
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Mindful Journey Awaits' })).toBeVisible();
  const coachLink = page.getByRole('link', { name: 'Are you a mindfulness coach? Click here to register as a coach.' });
  await expect(coachLink).toHaveAttribute('href', '/coach-onboarding/plan');

  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
});

test('a signed-in visitor is sent from /auth to /', async ({ page }) => {
  await signInAs(page, newUser('client'));
  await page.goto('/auth');
  await expect(page).toHaveURL('/');
});

test('a coach lands on the coach dashboard after logging in', async ({ page, playwright, baseURL }) => {
  const coach = newUser('coach', 'Rowan');
  const api = await playwright.request.newContext({ baseURL });
  await registerViaApi(api, coach);
  await api.dispose();

  await page.goto('/auth');
  await page.getByLabel('Username').fill(coach.username);
  await page.getByLabel('Password').fill(coach.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/dashboard/coach');
});

test('returnTo brings the visitor back; foreign targets are ignored', async ({ page, playwright, baseURL }) => {
  const user = newUser('client');
  const api = await playwright.request.newContext({ baseURL });
  await registerViaApi(api, user);
  await api.dispose();

  await page.goto('/user-dashboard');
  await expect(page).toHaveURL('/auth?returnTo=%2Fuser-dashboard');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/user-dashboard');

  await page.request.post('/api/logout');
  await page.goto('/auth?redirect=//evil.example/steal');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/');
});
