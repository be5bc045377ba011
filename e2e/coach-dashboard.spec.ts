import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { bookViaApi, openSlots, zonedLabel } from './support/booking-flow';
import { expect, test, type OwnCoach } from './support/fixtures';
import { coachHistory } from './support/histories';
import { toastWithTitle } from './support/toasts';
import { loginViaApi, newUser, registerViaApi } from './support/users';

const COACH_ZONE = 'America/New_York';
type ApiBooking = { id: number; status: string; paymentStatus: string; startTime: string; coachId: number };

// A fresh client books the coach through the API (payment intent + booking with 4242).
async function clientBooks(coach: OwnCoach, baseURL: string, firstName: string, pick: (slots: string[]) => string) {
  const client = await playwrightRequest.newContext({ baseURL });
  await registerViaApi(client, newUser('client', firstName));
  const startTime = pick(await openSlots(client, coach.id));
  const booking = await bookViaApi(client, coach.id, startTime, `Hoping to talk about ${firstName}'s sleep.`);
  return { client, booking: { ...booking, startTime }, name: `${firstName} Rivers` };
}

async function clientBooking(client: APIRequestContext, id: number): Promise<ApiBooking> {
  const bookings = (await (await client.get('/api/user/bookings')).json()) as ApiBooking[];
  const found = bookings.find((b) => b.id === id);
  if (!found) throw new Error(`booking ${id} not in the client's list`);
  return found;
}

// The coach's own dashboard.
async function openDashboard(page: Page, coach: OwnCoach) {
  await loginViaApi(page, coach.user.username, coach.user.password);
  await page.goto('/coach-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Coach Dashboard' })).toBeVisible();
}

test('a coach confirms a request, then cancels it through the refund dialog', async ({ page, baseURL, newCoach }) => {
  const coach = await newCoach('Elena', { timeZone: COACH_ZONE });
  const { client, booking, name } = await clientBooks(coach, baseURL ?? '', 'Quinn', (slots) => slots[4] ?? slots[0] ?? '');
  await openDashboard(page, coach);
  const card = page.getByRole('article', { name: `Session with ${name}` });
  await expect(card).toContainText('Pending');
  await expect(card).toContainText("Hoping to talk about Quinn's sleep.");
  await expect(card.getByRole('link', { name: 'Start Session' })).toHaveCount(0);

  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(toastWithTitle(page, 'Booking updated')).toContainText('The booking status has been updated successfully.');
  await expect(card).toContainText('Confirmed');
  await expect(card.getByRole('link', { name: 'Start Session' })).toHaveAttribute('href', `/booking/join/${booking.id}`);
  expect((await clientBooking(client, booking.id)).status).toBe('confirmed');

  await card.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`${name} will be refunded $${booking.totalPrice.toFixed(2)} in full.`);
  await dialog.getByRole('button', { name: 'Keep Session' }).click();
  await expect(dialog).toBeHidden();
  expect((await clientBooking(client, booking.id)).status).toBe('confirmed');

  await card.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel Session' }).click();
  await expect(toastWithTitle(page, 'Booking updated')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByTestId('coach-past-booking').filter({ hasText: name })).toContainText('Refunded');
  expect(await clientBooking(client, booking.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
  await client.dispose();
});

test('a coach declines a paid request and the client is refunded', async ({ page, baseURL, newCoach }) => {
  const coach = await newCoach('Elena', { timeZone: COACH_ZONE });
  const { client, booking, name } = await clientBooks(coach, baseURL ?? '', 'Harper', (slots) => slots[6] ?? slots[1] ?? '');
  await openDashboard(page, coach);
  // The coach's long e-mail address is cut short inside the profile card instead of spilling over the tabs.
  const profile = page.getByRole('region', { name: `${coach.firstName} ${coach.lastName}` });
  await expect(profile).toContainText(coach.user.email.slice(0, 12));
  expect(await profile.evaluate((card) => card.scrollWidth <= card.clientWidth)).toBe(true);
  const card = page.getByRole('article', { name: `Session with ${name}` });
  await card.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Decline this request?' });
  await expect(dialog).toContainText('This action cannot be undone.');
  await expect(dialog).toContainText(`will be refunded $${booking.totalPrice.toFixed(2)} in full.`);
  await dialog.getByRole('button', { name: 'Decline Request' }).click();
  await expect(toastWithTitle(page, 'Booking updated')).toBeVisible();
  await expect(card).toHaveCount(0);
  expect(await clientBooking(client, booking.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });

  // A second decline of the same booking is refused by the server and said so.
  const again = await page.request.patch(`/api/bookings/${booking.id}/status`, { data: { status: 'cancelled' } });
  expect(again.status()).toBe(409);
  await client.dispose();
});

test('stats, profile card, past sessions and the beta banner', async ({ page, baseURL, newCoach }) => {
  // A history of the coach's own (support/histories.ts): more past sessions than the dashboard previews.
  const coach = await newCoach('Elena', { timeZone: COACH_ZONE });
  await coachHistory(coach, baseURL ?? '');
  await openDashboard(page, coach);
  const bookings = (await (await page.request.get('/api/user/bookings')).json()) as ApiBooking[];
  const earnings = (await (await page.request.get('/api/coach/earnings')).json()) as { earnings: { total: number } };
  await expect(page.getByTestId('stat-total')).toHaveText(String(bookings.length));
  await expect(page.getByTestId('stat-completed')).toHaveText(String(bookings.filter((b) => b.status === 'completed').length));
  await expect(page.getByTestId('stat-cancelled')).toHaveText(String(bookings.filter((b) => b.status === 'cancelled').length));
  await expect(page.getByTestId('stat-revenue')).toHaveText(`$${earnings.earnings.total.toFixed(2)}`);

  await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/coach/profile/edit');
  const bio = page.getByTestId('coach-bio');
  const short = await bio.textContent();
  expect(short?.endsWith('…')).toBe(true);
  expect(short?.length).toBeLessThanOrEqual(251);
  await page.getByRole('button', { name: 'View More' }).click();
  expect((await bio.textContent())?.length).toBeGreaterThan(300);
  await page.getByRole('button', { name: 'View Less' }).click();
  await expect(bio).toHaveText(short ?? '');

  const past = page.getByTestId('coach-past-booking');
  await expect(past).toHaveCount(5);
  await expect(page.getByRole('link', { name: 'View All History' })).toHaveAttribute('href', '/coach/history');
  const completed = bookings.filter((b) => b.status === 'completed').sort((a, b) => b.startTime.localeCompare(a.startTime))[0];
  await expect(page.getByRole('link', { name: 'View Notes' }).first()).toHaveAttribute('href', /^\/booking\/notes\/\d+$/);
  await expect(page.locator(`a[href="/booking/notes/${completed?.id}"]`)).toBeVisible();

  const banner = page.getByRole('complementary', { name: 'Beta notice' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Dismiss beta notice' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('betaBannerDismissed'))).toBe('true');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Coach Dashboard' })).toBeVisible();
  await expect(page.getByTestId('stat-total')).not.toHaveText('–');
  await expect(page.getByRole('complementary', { name: 'Beta notice' })).toHaveCount(0);
});

test('the week calendar shows a session in its day column and moves between weeks', async ({ page, baseURL, newCoach }) => {
  const coach = await newCoach('Elena', { timeZone: COACH_ZONE });
  const { client, booking, name } = await clientBooks(coach, baseURL ?? '', 'Rowan', (slots) => slots[slots.length - 1] ?? '');
  await openDashboard(page, coach);
  await page.getByRole('tab', { name: 'Calendar' }).click();
  const today = zonedLabel(new Date().toISOString(), COACH_ZONE).date;
  await expect(page.getByTestId(`calendar-head-${today}`)).toHaveAttribute('aria-current', 'date');
  const range = page.getByTestId('calendar-range');
  const thisWeek = await range.textContent();

  // The booking is weeks ahead: step forward until its day column appears.
  const day = zonedLabel(booking.startTime, COACH_ZONE);
  const column = page.getByTestId(`calendar-day-${day.date}`);
  for (let i = 0; i < 12 && !(await column.isVisible()); i++) await page.getByRole('button', { name: 'Next week' }).click();
  const session = column.getByTestId('calendar-session').filter({ hasText: name });
  await expect(session).toBeVisible();
  await expect(session).toHaveAttribute('data-status', 'pending');
  await expect(session).toContainText(day.time);
  await expect(range).not.toHaveText(thisWeek ?? '');

  const later = await range.textContent();
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(range).not.toHaveText(later ?? '');
  await page.getByRole('button', { name: 'This week' }).click();
  await expect(range).toHaveText(thisWeek ?? '');
  await expect(page.getByTestId(`calendar-head-${today}`)).toHaveAttribute('aria-current', 'date');
  await client.dispose();
});

test('the earnings tab shows totals, a monthly breakdown and recent transactions', async ({ page, baseURL, newCoach }) => {
  // Paid sessions that took place: the coach's own history (support/histories.ts).
  const coach = await newCoach('Elena', { timeZone: COACH_ZONE });
  await coachHistory(coach, baseURL ?? '', { completed: 2, cancelled: 0 });
  await openDashboard(page, coach);
  await page.getByRole('tab', { name: 'Earnings' }).click();
  await expect(page.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');
  const total = page.getByTestId('earnings-total');
  await expect(total).toHaveText(/^\$\d[\d,]*\.\d\d$/);
  await expect(total).not.toHaveText('$0.00');
  await expect(page.getByRole('figure', { name: 'Earnings, last 12 months' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Date', 'Client', 'Amount']);
  expect(await page.getByTestId('transactions').getByRole('row').count()).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Yearly' }).click();
  await expect(page.getByRole('button', { name: 'Yearly' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('figure', { name: 'Earnings, last 5 years' })).toBeVisible();
  await expect(page.getByText('This year')).toBeVisible();
});
