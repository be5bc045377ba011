import { expect, test } from '@playwright/test';
import { jpegFixture } from './support/onboarding';
import { toastWithTitle } from './support/toasts';
import { newUser, signInAs } from './support/users';

test('the coach registration form shows the spec messages', async ({ page }) => {
  await page.goto('/coach-onboarding/plan');
  await page.getByRole('button', { name: 'Choose Pro' }).click();
  await expect(page).toHaveURL('/coach-onboarding/register');
  await page.getByLabel('First name').fill('A');
  await page.getByLabel('Last name').fill('B');
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: 'Create coach account' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Username must be at least 3 characters',
    'Invalid email address',
    'Password must be at least 8 characters',
    'Passwords do not match',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
});

test('a taken username is refused with the server message', async ({ page }) => {
  const existing = newUser('coach');
  await page.request.post('/api/register', { data: { ...existing } });
  await page.context().clearCookies();
  await page.goto('/coach-onboarding/register?plan=free');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Stone');
  await page.getByLabel('Username').fill(existing.username);
  await page.getByLabel('Email').fill(`other.${existing.email}`);
  await page.getByLabel('Password', { exact: true }).fill('long-enough-1');
  await page.getByLabel('Confirm password').fill('long-enough-1');
  await page.getByRole('button', { name: 'Create coach account' }).click();
  await expect(toastWithTitle(page, 'Registration failed')).toBeVisible();
  await expect(page).toHaveURL('/coach-onboarding/register?plan=free');
});

test('the details form enforces bio, days, times and terms', async ({ page }) => {
  await signInAs(page, newUser('coach', 'Briar'));
  await page.goto('/coach-onboarding/details?plan=free');
  await expect(page.getByText('0 / 1000 characters')).toBeVisible();
  await expect(page.getByText('250 more needed')).toBeVisible();
  await page.getByLabel('About you').fill('Short bio.');
  await expect(page.getByText('10 / 1000 characters')).toBeVisible();
  await expect(page.getByText('240 more needed')).toBeVisible();

  await page.getByLabel('Wednesday').uncheck();
  await page.getByLabel('Friday').uncheck();
  await page.getByLabel('Start time').selectOption('17:00');
  await expect(page.getByLabel('End time')).toHaveValue('');
  await expect(page.getByLabel('End time').locator('option').nth(1)).toHaveText('5:15 PM');
  await page.getByRole('button', { name: 'Create Mindfulness Coach Profile' }).click();

  await expect(page.getByText('Your bio should be at least 250 characters')).toBeVisible();
  await expect(page.getByText('Select at least 2 days of availability')).toBeVisible();
  await expect(page.getByText('Select an end time')).toBeVisible();
  await expect(page.getByText('You must agree to the terms and conditions')).toBeVisible();
  await expect(page).toHaveURL('/coach-onboarding/details?plan=free');

  await page.getByLabel('About you').fill('a'.repeat(260));
  await expect(page.getByText('Min. length reached')).toBeVisible();
  await page.getByLabel('Hourly rate (USD)').fill('0');
  await page.getByLabel('Session length (minutes)').fill('300');
  await page.getByLabel('Website or social link').fill('example.com');
  await page.getByRole('button', { name: 'Create Mindfulness Coach Profile' }).click();
  await expect(page.getByText('Hourly rate must be at least $1')).toBeVisible();
  await expect(page.getByText('Session length cannot exceed 4 hours')).toBeVisible();
  await expect(page.getByText('If provided, URL must start with http:// or https://')).toBeVisible();
});

test('the photo picker accepts a JPEG and refuses a text file named photo.png', async ({ page }) => {
  await signInAs(page, newUser('coach', 'Alder'));
  await page.goto('/coach-onboarding/details');
  const picker = page.getByLabel('Profile photo');

  await picker.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('this is plain text, not a picture') });
  await expect(page.getByRole('alert').filter({ hasText: 'Please upload a JPEG, JPG, or PNG image' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Profile photo preview' })).toHaveCount(0);

  await picker.setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: await jpegFixture(page) });
  await expect(toastWithTitle(page, 'Image Ready')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Profile photo preview' })).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await expect(page.getByText('Optimized', { exact: true })).toBeVisible();
  await expect(page.getByText('Please upload a JPEG, JPG, or PNG image')).toHaveCount(0);

  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByRole('img', { name: 'Profile photo preview' })).toHaveCount(0);
});

test('onboarding redirects visitors, clients and unknown steps', async ({ page }) => {
  await page.goto('/coach-onboarding/details');
  await expect(page).toHaveURL((url) => url.pathname === '/auth' && url.searchParams.get('returnTo') === '/coach-onboarding/details');

  await page.goto('/coach-onboarding/payment?plan=pro');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/auth' && url.searchParams.get('returnTo') === '/coach-onboarding/details?plan=pro',
  );

  await page.goto('/coach-onboarding/elsewhere');
  await expect(page).toHaveURL(/\/coach-onboarding\/plan/);
  await expect(page.getByRole('heading', { level: 1, name: 'Become a Mindfulness Coach' })).toBeVisible();

  await signInAs(page, newUser('client'));
  await page.goto('/coach-onboarding/plan');
  await expect(page).toHaveURL('/');
  await page.goto('/coach-onboarding/register?plan=free');
  await expect(page).toHaveURL('/dashboard/client');
});

test('unreadable saved drafts are ignored', async ({ page }) => {
  await signInAs(page, newUser('coach', 'Cedar'));
  await page.goto('/coach-onboarding/plan');
  await page.evaluate(() => {
    localStorage.setItem('coachOnboardingDetails', '{not json');
    localStorage.setItem('coachSelectedPlan', 'platinum');
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/coach-onboarding/details');
  await expect(page.getByLabel('Hourly rate (USD)')).toHaveValue('50');
  expect(errors.some((text) => text.includes('coachOnboardingDetails'))).toBe(true);
  await expect(page.getByRole('link', { name: 'Back to Plan Selection' })).toHaveAttribute('href', '/coach-onboarding/plan');
});
