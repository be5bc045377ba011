import { expect, test } from '@playwright/test';
import { newUser, registerViaApi } from './support/users';
import { toastWithTitle } from './support/toasts';

test('a wrong password shows the destructive "Login failed" toast', async ({ page, playwright, baseURL }) => {
  const user = newUser('client');
  // A separate request context, so the browser stays signed out.
  const api = await playwright.request.newContext({ baseURL });
  await registerViaApi(api, user);
  await api.dispose();

  await page.goto('/auth');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();

  const failed = toastWithTitle(page, 'Login failed');
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('Invalid username or password');
  await expect(failed).not.toContainText('401');
  await expect(failed).toHaveAttribute('data-variant', 'destructive');
  await expect(page).toHaveURL('/auth');
});

test('the login tab shows the spec validation messages', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Password').fill('12345');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
});

test('the register tab shows the spec validation messages', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByLabel('Confirm password').fill('54321');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Last name is required')).toBeVisible();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
});

test('a taken username is shown under the field and in the toast', async ({ page, playwright, baseURL }) => {
  const existing = newUser('client');
  const api = await playwright.request.newContext({ baseURL });
  await registerViaApi(api, existing);
  await api.dispose();

  await page.goto('/auth?tab=register');
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Lake');
  await page.getByLabel('Username').fill(existing.username);
  await page.getByLabel('Email').fill(`other.${existing.email}`);
  await page.getByLabel('Password', { exact: true }).fill('quiet-mind');
  await page.getByLabel('Confirm password').fill('quiet-mind');
  await page.getByRole('button', { name: 'Create account' }).click();

  const message = 'That username is already taken. Please choose another one.';
  const failed = toastWithTitle(page, 'Registration failed');
  await expect(failed).toBeVisible();
  await expect(failed).toContainText(message);
  await expect(failed).not.toContainText('409');
  await expect(page.getByRole('tabpanel').getByText(message)).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
});

// No HTTP status in what a person reads ("401: ..."), in any language.
test('the sign-in failure reads without a status code in English, German and Spanish', async ({ page, playwright, baseURL }) => {
  const user = newUser('client');
  const api = await playwright.request.newContext({ baseURL });
  await registerViaApi(api, user);
  await api.dispose();

  for (const [path, labels, title, sentence] of [
    ['/auth', ['Username', 'Password', 'Log in'], 'Login failed', 'Invalid username or password'],
    ['/de/auth', ['Benutzername', 'Passwort', 'Anmelden'], 'Anmeldung fehlgeschlagen', 'Benutzername oder Passwort ist falsch'],
    [
      '/es/auth',
      ['Nombre de usuario', 'Contraseña', 'Iniciar sesión'],
      'No se ha podido iniciar sesión',
      'El nombre de usuario o la contraseña no son correctos',
    ],
  ] as const) {
    await page.goto(path);
    const form = page.locator('form').filter({ has: page.getByLabel(labels[1], { exact: true }) });
    await form.getByLabel(labels[0]).fill(user.username);
    await form.getByLabel(labels[1], { exact: true }).fill('not-the-password');
    await form.getByRole('button', { name: labels[2] }).click();
    const failed = toastWithTitle(page, title);
    await expect(failed).toContainText(sentence);
    await expect(failed).not.toContainText(/\d{3}/);
  }
});
