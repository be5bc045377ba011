import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { toastWithTitle } from './support/toasts';
import { newUser, registerViaApi, signInAs } from './support/users';
import { seriousViolations } from './support/accessibility';

const EMAIL_TAKEN = 'An account with this email address already exists.';
const WRONG_CURRENT = 'Your current password is not correct.';

function accountMenu(page: Page) {
  return page.getByRole('button', { name: /^Account menu for / });
}

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

test('a new client renames themselves and changes their e-mail', async ({ page }) => {
  const user = newUser('client', 'Avery');
  await signInAs(page, user);
  await openSettings(page);
  await expect(page).toHaveTitle('Settings | Stillpoint');
  await expect(page.getByRole('link', { name: 'Back to My Bookings' })).toHaveAttribute('href', '/dashboard/client');

  const save = page.getByRole('button', { name: 'Save changes' });
  await expect(page.getByLabel('First name')).toHaveValue('Avery');
  await expect(save).toBeDisabled();

  await page.getByLabel('First name').fill('Jordan');
  await page.getByLabel('Last name').fill('Lake');
  const email = `renamed.${user.email}`;
  await page.getByLabel('Email').fill(email);
  await expect(save).toBeEnabled();
  await save.click();

  await expect(toastWithTitle(page, 'Profile updated')).toContainText('Your account details have been saved.');
  await expect(page.getByTestId('header-user-first-name')).toHaveText('Jordan');
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Jordan');
  await expect(page.getByLabel('Last name')).toHaveValue('Lake');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  const me = (await (await page.request.get('/api/user')).json()) as { firstName: string; email: string };
  expect(me).toMatchObject({ firstName: 'Jordan', email });
});

test('a client picks their language: the page switches to it at once, and it is kept', async ({ page }) => {
  await signInAs(page, newUser('client', 'Avery'));
  await openSettings(page);
  const language = page.getByLabel('Language of your e-mails');
  const save = page.getByRole('button', { name: 'Save language' });
  await expect(language).toHaveValue('en');
  await expect(save).toBeDisabled();

  await language.selectOption({ label: 'Deutsch' });
  await save.click();
  // No reload needed: settings opens again at its German address, in German.
  await expect(page).toHaveURL(/\/de\/settings$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(toastWithTitle(page, 'Sprache gespeichert')).toContainText('Deine E-Mails kommen jetzt auf Deutsch.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen');
  await expect(page.getByRole('button', { name: 'Sprache speichern' })).toBeDisabled();

  await page.reload();
  await expect(page.getByLabel('Sprache deiner E-Mails')).toHaveValue('de');
  const me = (await (await page.request.get('/api/user')).json()) as { locale: string };
  expect(me.locale).toBe('de');
});

test('an e-mail that belongs to another account is refused under the field', async ({ page, request }) => {
  const other = newUser('client', 'Blake');
  await registerViaApi(request, other);
  await signInAs(page, newUser('client', 'Avery'));
  await openSettings(page);

  await page.getByLabel('Email').fill(other.email.toUpperCase());
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(EMAIL_TAKEN)).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('header-user-first-name')).toHaveText('Avery');
});

test('changing the password needs the current one and signs out other devices', async ({ page, browser }) => {
  const user = newUser('client', 'Avery');
  await signInAs(page, user);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const login = await otherPage.request.post('/api/login', { data: { username: user.username, password: user.password } });
  expect(login.status()).toBe(200);

  await openSettings(page);
  const newPassword = 'quiet-mountain-77';
  const change = page.getByRole('button', { name: 'Change password' });

  // Rules checked in the browser first.
  await page.getByLabel('Current password').fill(user.password);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill('something-else');
  await change.click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  // A wrong current password is the server's answer, shown under its field.
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('Confirm new password').fill(newPassword);
  await change.click();
  await expect(page.getByText(WRONG_CURRENT)).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Current password').fill(user.password);
  await change.click();
  await expect(toastWithTitle(page, 'Password changed')).toContainText('Other devices have been signed out.');
  await expect(page.getByLabel('Current password')).toHaveValue('');

  // The other browser lost its session; this one kept it.
  await otherPage.goto('/user-dashboard');
  await expect(otherPage).toHaveURL(/\/auth/);
  await page.goto('/user-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Avery' })).toBeVisible();

  // Only the new password opens the account now.
  const oldLogin = await otherPage.request.post('/api/login', { data: { username: user.username, password: user.password } });
  expect(oldLogin.status()).toBe(401);
  await otherPage.getByLabel('Username').fill(user.username);
  await otherPage.getByLabel('Password').fill(newPassword);
  await otherPage.getByRole('button', { name: 'Log in' }).click();
  await expect(otherPage).toHaveURL(/\/user-dashboard$/);
  await expect(otherPage.getByRole('heading', { level: 1, name: 'Welcome back, Avery' })).toBeVisible();
  await other.close();
});

test('a JPEG becomes the header avatar and removing it brings back the initials', async ({ page }) => {
  await signInAs(page, newUser('client', 'Avery'));
  await openSettings(page);
  const headerAvatar = accountMenu(page);
  await expect(headerAvatar).toContainText('AR');

  const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 72, g: 110, b: 160 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
  await page.getByLabel('Profile photo').setInputFiles({ name: 'settings-avatar.jpg', mimeType: 'image/jpeg', buffer: jpeg });

  await expect(toastWithTitle(page, 'Image Uploaded')).toBeVisible();
  await expect(headerAvatar.locator('img')).toHaveAttribute('src', /^\/api\/images\/[\w-]+$/);
  await expect(page.getByRole('img', { name: 'Profile photo preview' })).toHaveAttribute('src', /^\/api\/images\//);

  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect(toastWithTitle(page, 'Photo removed')).toBeVisible();
  await expect(headerAvatar.locator('img')).toHaveCount(0);
  await expect(headerAvatar).toContainText('AR');
  const me = (await (await page.request.get('/api/user')).json()) as { profileImage: string | null };
  expect(me.profileImage).toBeNull();
});

test('/settings has no serious accessibility violations, also with errors shown', async ({ page }) => {
  await signInAs(page, newUser('client', 'Avery'));
  await openSettings(page);
  const scan = () => seriousViolations(page);
  expect(await scan()).toEqual([]);

  await page.getByLabel('First name').fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Enter your current password.')).toBeVisible();
  expect(await scan()).toEqual([]);
});

test('/settings asks visitors to sign in first', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fsettings$/);
});
