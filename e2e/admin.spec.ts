import type { Browser, Page } from '@playwright/test';
import { bookViaApi, openSlots } from './support/booking-flow';
import { signInAsAdmin } from './support/admins';
import { confirmAsCoach, expect, test, type NewCoach, type TestAdmin } from './support/fixtures';
import { toastWithTitle } from './support/toasts';
import { newUser, registerViaApi } from './support/users';
import { seriousViolations } from './support/accessibility';

async function logInThroughForm(page: Page, username: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
}

test('an admin deactivates a user, who is signed out and refused, then reactivates them', async ({ page, browser, admin }) => {
  const user = newUser('client', 'Tamsin');
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await registerViaApi(userPage.request, user);
  await userPage.goto('/user-dashboard');
  await expect(userPage).toHaveURL('/user-dashboard');

  await signInAsAdmin(page, admin);
  await page.goto('/dashboard/admin?section=users');
  await expect(page.getByRole('heading', { level: 2, name: 'Users' })).toBeVisible();
  await page.getByLabel('Search users').fill(user.email);
  const row = page.getByRole('row').filter({ hasText: user.email });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Deactivate ${user.firstName} ${user.lastName}` }).click();
  const updated = toastWithTitle(page, 'User updated');
  await expect(updated).toBeVisible();
  await expect(updated).toContainText('User status has been updated successfully.');
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();

  // Their next request is refused: a login-only page now sends them to /auth.
  await userPage.reload();
  await expect(userPage).toHaveURL(/\/auth\?returnTo=/);
  await logInThroughForm(userPage, user.username, user.password);
  await expect(userPage.getByText('This account has been deactivated.').first()).toBeVisible();

  await row.getByRole('button', { name: `Activate ${user.firstName} ${user.lastName}` }).click();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await logInThroughForm(userPage, user.username, user.password);
  await expect(userPage).not.toHaveURL(/\/auth/);
  await userPage.goto('/user-dashboard');
  await expect(userPage).toHaveURL('/user-dashboard');
  await userContext.close();
});

test('the user search shows the empty text when nothing matches', async ({ page, admin, newCoach, playwright, baseURL }) => {
  // A cancelled booking of this test's own, for the Bookings status filter.
  const coach = await newCoach('Maren');
  const client = await playwright.request.newContext({ baseURL });
  await registerViaApi(client, newUser('client', 'Ossian'));
  const [start = ''] = await openSlots(client, coach.id);
  const booking = await bookViaApi(client, coach.id, start);
  const cancelled = await client.patch(`/api/bookings/${booking.id}/status`, { data: { status: 'cancelled' } });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await client.dispose();

  await signInAsAdmin(page, admin);
  await page.goto('/dashboard/admin?section=users');
  await page.getByLabel('Search users').fill('no-such-person-anywhere');
  await expect(page.getByText('No users found matching your filters')).toBeVisible();
  await page.getByRole('link', { name: 'Bookings' }).click();
  await expect(page).toHaveURL('/dashboard/admin?section=bookings');
  await page.getByLabel('Status').selectOption('cancelled');
  await expect(page.getByRole('row').nth(1)).toContainText('Cancelled');
});

test('a specialization added in the admin shows on the home page and in the directory filter', async ({ page, admin }) => {
  const name = `Forest Calm ${Date.now().toString(36)}`;
  await signInAsAdmin(page, admin);
  await page.goto('/dashboard/admin?section=specializations');
  await page.getByRole('button', { name: 'Add Specialization' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Specialization' });
  await dialog.getByLabel('Name').fill('mindful parenting');
  await dialog.getByLabel('Description').fill('Slow walks among trees to settle the mind.');
  await dialog.getByLabel('Icon').fill('🌲');
  await dialog.getByLabel('Colour').selectOption('green');
  await dialog.getByRole('button', { name: 'Add Specialization' }).click();
  await expect(dialog.getByText('A specialization with this name already exists.')).toBeVisible();

  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Add Specialization' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 4, name })).toBeVisible();

  await page.goto('/');
  await expect(page.getByTestId('specialization-card').filter({ hasText: name })).toBeVisible();
  await page.goto('/coaches');
  await expect(page.getByLabel('Specialty').locator('option', { hasText: name })).toHaveCount(1);
});

test('the admin overview has no serious accessibility violations', async ({ page, admin }) => {
  await signInAsAdmin(page, admin);
  await page.goto('/dashboard/admin');
  await expect(page.getByRole('heading', { level: 3, name: 'Total Users' })).toBeVisible();
  const serious = await seriousViolations(page);
  expect(serious).toEqual([]);
});

test('an admin cancels a paid booking from its detail page and it is refunded', async ({ page, newCoach, playwright, baseURL, admin }) => {
  // A confirmed, paid booking of this test's own coach and client.
  const coach = await newCoach('Ida');
  const client = await playwright.request.newContext({ baseURL });
  await registerViaApi(client, newUser('client', 'Lior'));
  const [start = ''] = await openSlots(client, coach.id);
  const booking = await bookViaApi(client, coach.id, start);
  await confirmAsCoach(coach, booking.id);
  await client.dispose();

  await signInAsAdmin(page, admin);
  await page.goto(`/admin/bookings/${booking.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Booking #${booking.id}` })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
  await expect(dialog).toContainText('A paid booking is refunded to the client in full.');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(toastWithTitle(page, 'Booking cancelled')).toContainText('refunded in full');
  await expect(page.getByRole('main').getByText('Refunded', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await expect(page.getByText('Confirmed → Cancelled')).toBeVisible();
});

// A new client (in a browser of their own, speaking `language`) books a new
// coach; the admin opens the development mailbox and finds the client's request e-mail.
async function mailboxAfterBooking(
  { page, browser, newCoach, admin }: { page: Page; browser: Browser; newCoach: NewCoach; admin: TestAdmin },
  names: { client: string; coach: string },
  language?: string,
) {
  // The page's own requests carry the locale; the API requests of the context are given the same header.
  const clientContext = await browser.newContext(language ? { locale: language, extraHTTPHeaders: { 'Accept-Language': language } } : {});
  const clientPage = await clientContext.newPage();
  const client = newUser('client', names.client);
  await registerViaApi(clientPage.request, client);
  const coach = await newCoach(names.coach);
  const [start = ''] = await openSlots(clientPage.request, coach.id);
  await bookViaApi(clientPage.request, coach.id, start);
  await clientContext.close();

  await signInAsAdmin(page, admin);
  await page.goto('/dashboard/admin?section=settings');
  const mailbox = page.getByRole('region', { name: 'Development mailbox' });
  const request = mailbox
    .getByTestId('mailbox-message')
    .filter({ hasText: `To ${client.email}` })
    .first();
  return { client, coach, mailbox, request };
}

test('the development mailbox lists the e-mails a booking sent', async ({ page, browser, newCoach, admin }) => {
  const { coach, request } = await mailboxAfterBooking({ page, browser, newCoach, admin }, { client: 'Mailbox', coach: 'Tomas' });
  await expect(request).toContainText(`We've sent your request to ${coach.firstName} ${coach.lastName}`);
  await request.locator('summary').click();
  await expect(request.locator('pre')).toContainText(coach.firstName);
});

// DECISIONS section 16: the account takes the browser's language at
// registration, and the e-mails are written in it; the mailbox shows the HTML part.
test('a client whose browser speaks German gets the booking e-mail in German, shown as HTML in the mailbox', async ({
  page,
  browser,
  newCoach,
  admin,
}) => {
  const { client, coach, mailbox, request } = await mailboxAfterBooking(
    { page, browser, newCoach, admin },
    { client: 'Deutsch', coach: 'Jonas' },
    'de-DE',
  );
  await expect(request).toContainText(`Deine Anfrage an ${coach.firstName} ${coach.lastName} ist unterwegs`);
  await request.locator('summary').click();
  const html = request.frameLocator('iframe');
  await expect(html.getByText(`Hallo ${client.firstName},`)).toBeVisible();
  await expect(html.getByRole('link', { name: 'Deine Buchungen ansehen' })).toBeVisible();
  // The coach's browser was not asked: their request e-mail stays in English.
  const toCoach = mailbox
    .getByTestId('mailbox-message')
    .filter({ hasText: `New booking request from ${client.firstName} ${client.lastName}` });
  await expect(toCoach.first()).toBeVisible();
});

// Long names and addresses (up to 50 characters a name, 254 an address) wrap
// inside their cells instead of pushing the last columns out of the card.
test('the overview’s Recent Users table fits its card at 1280 px, and the page does not scroll sideways at 390 px', async ({
  page,
  admin,
}) => {
  const user = newUser('client', 'Alexandria-Konstantina');
  user.lastName = 'Papadopoulou-Whitfield-Montgomery';
  user.email = `alexandria.konstantina.${user.email.replace('@example.test', '')}@wellbeing-and-mindfulness.example.test`;
  await registerViaApi(page.request, user);
  await page.context().clearCookies();
  await signInAsAdmin(page, admin);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard/admin');
  const recentUsers = page.getByRole('region', { name: 'The 5 most recent users' });
  await expect(recentUsers.getByRole('row').filter({ hasText: user.email })).toBeVisible();
  const fits = await recentUsers.evaluate((card) => ({ scrollWidth: card.scrollWidth, clientWidth: card.clientWidth }));
  expect(fits.scrollWidth).toBeLessThanOrEqual(fits.clientWidth);
  const cardBox = await recentUsers.boundingBox();
  const statusBox = await recentUsers.getByRole('columnheader', { name: 'Status' }).boundingBox();
  expect(cardBox && statusBox && statusBox.x + statusBox.width <= cardBox.x + cardBox.width).toBe(true);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(recentUsers.getByRole('row').filter({ hasText: user.email })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
