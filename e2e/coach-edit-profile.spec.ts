import { expect, test, type Page } from '@playwright/test';
import { toastWithTitle } from './support/toasts';
import { newUser, signInAs } from './support/users';

const BIO =
  'I help busy people find a few quiet minutes in full days. We start with the breath, then build small, ' +
  'realistic habits that fit around work and family. Sessions are gentle, practical and honest, and you ' +
  'leave each one with one thing to try before we meet again. No experience needed, just curiosity.';

// An 8x8 PNG, small enough for the picker to take as it is.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWMIWNCDFTEMLQkAD/NfAfLr0Q8AAAAASUVORK5CYII=',
  'base64',
);

// A fresh coach of the test's own with a complete profile.
async function coachWithProfile(page: Page) {
  const user = newUser('coach', 'Avery');
  await signInAs(page, user);
  await page.goto('/coach-dashboard');
  await expect(page.getByRole('link', { name: 'Complete your coach profile' })).toHaveAttribute('href', '/coach-onboarding/plan');

  const specializations = (await (await page.request.get('/api/specializations')).json()) as { id: number; name: string }[];
  const [first, second] = specializations;
  if (!first || !second) throw new Error('demo specializations missing');
  const created = await page.request.post('/api/coaches', {
    data: {
      hourlyRate: 60,
      sessionLength: 45,
      specializationIds: [first.id],
      certifications: 'MBSR foundations',
      bio: BIO,
      businessName: '',
      socialLink: '',
      calendarSyncEnabled: false,
      availableDays: ['monday', 'wednesday', 'friday'],
      availableFrom: '09:00',
      availableTo: '17:00',
      acceptedTerms: true,
      timeZone: 'Europe/Berlin',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { user, first, second };
}

test('editing the profile: Save waits for a change, the rules speak, and saving updates the dashboard', async ({ page }) => {
  const { first, second } = await coachWithProfile(page);
  await page.goto('/coach-dashboard');
  await expect(page.getByRole('region', { name: 'Avery Rivers' })).toContainText('$60.00');
  // A free coach sees a short Pro upsell instead of calendar sync.
  await expect(page.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/coach-onboarding/plan?plan=pro');
  await page.getByRole('link', { name: 'Edit Profile' }).click();

  await expect(page).toHaveURL('/coach/profile/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Coach Profile' })).toBeVisible();
  for (const section of ['Personal Information', 'Profile Photo', 'Specializations']) {
    await expect(page.getByRole('region', { name: section })).toBeVisible();
  }
  const save = page.getByRole('button', { name: 'Save Changes' });
  await expect(page.getByLabel('First name')).toHaveValue('Avery');
  await expect(save).toBeDisabled();

  // Changing a value and changing it back leaves nothing to save.
  await page.getByLabel('Hourly rate ($)').fill('61');
  await expect(save).toBeEnabled();
  await page.getByLabel('Hourly rate ($)').fill('60');
  await expect(save).toBeDisabled();

  await page.getByLabel('First name').fill('A');
  await page.getByLabel('Last name').fill('R');
  await page.getByLabel('Bio').fill('Too short.');
  await page.getByLabel('Hourly rate ($)').fill('5');
  await page.getByLabel('Session length (minutes)').fill('10');
  await page.getByLabel('Website or social link').fill('not a url');
  await page.getByRole('checkbox', { name: first.name }).uncheck();
  await save.click();
  for (const message of [
    'First name must be at least 2 characters',
    'Last name must be at least 2 characters',
    'Bio must be at least 20 characters',
    'Hourly rate must be at least $10',
    'Session length must be at least 15 minutes',
    'Please enter a valid URL',
    'Please select at least one specialization',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page).toHaveURL('/coach/profile/edit');

  await page.getByLabel('First name').fill('Averyl');
  await page.getByLabel('Last name').fill('Rivers');
  await page.getByLabel('Bio').fill(`${BIO} Now also offering evening sessions.`);
  await page.getByLabel('Hourly rate ($)').fill('75');
  await page.getByLabel('Session length (minutes)').fill('60');
  await page.getByLabel('Website or social link').fill('https://quiet-pines.example.com');
  await page.getByLabel('Business name').fill('Quiet Pines Coaching');
  await page.getByRole('checkbox', { name: second.name }).check();
  await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Profile photo preview' })).toHaveAttribute('src', /^data:image\//);
  await save.click();

  await expect(toastWithTitle(page, 'Profile updated successfully')).toBeVisible();
  await expect(page).toHaveURL('/coach-dashboard');
  const profile = page.getByRole('region', { name: 'Averyl Rivers' });
  await expect(profile).toContainText('Quiet Pines Coaching');
  await expect(profile).toContainText('$75.00');
  await expect(profile).toContainText('60 minutes');
  await expect(profile).toContainText(second.name);
  await expect(profile.getByRole('link', { name: /quiet-pines\.example\.com/ })).toHaveAttribute('href', 'https://quiet-pines.example.com');
  await expect(profile.getByRole('img', { name: 'Averyl Rivers' })).toHaveAttribute('src', /^\/api\/images\//);

  const me = (await (await page.request.get('/api/coaches/me')).json()) as {
    hourlyRate: number;
    specializations: { id: number }[];
    profileImage: string | null;
  };
  expect(me.hourlyRate).toBe(75);
  expect(me.specializations.map((s) => s.id).sort()).toEqual([second.id]);
  expect(me.profileImage).toMatch(/^\/api\/images\//);
});

test('Cancel goes back to the dashboard without saving', async ({ page }) => {
  await coachWithProfile(page);
  await page.goto('/coach/profile/edit');
  await page.getByLabel('Business name').fill('Never Saved');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/coach-dashboard');
  await expect(page.getByText('Never Saved')).toHaveCount(0);
});

test('clients cannot open the edit screen', async ({ page }) => {
  await signInAs(page, newUser('client', 'Blake'));
  await page.goto('/coach/profile/edit');
  await expect(page).toHaveURL('/');
});
