import type { Page } from '@playwright/test';
import { bookViaApi, openSlots } from './support/booking-flow';
import { completedSession, expect, test, type OwnCoach } from './support/fixtures';
import { toastWithTitle } from './support/toasts';
import { loginViaApi, newUser, registerViaApi, signInAs } from './support/users';

type HistoryPage = { bookings: { id: number; status: string; clientName: string }[]; total: number; totalPages: number };

const signInAsCoach = (page: Page, coach: OwnCoach) => loginViaApi(page, coach.user.username, coach.user.password);

test('session notes are saved, survive a reload and stay private to the coach', async ({ page, browser, newCoach }) => {
  const coach = await newCoach('Elena');
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  const client = newUser('client', 'Kit');
  await registerViaApi(clientPage.request, client);
  const [start = ''] = await openSlots(clientPage.request, coach.id);
  const session = await completedSession(clientPage.request, coach, start);
  const clientName = `${client.firstName} ${client.lastName}`;

  await signInAsCoach(page, coach);
  await page.goto(`/booking/notes/${session.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Session Notes' })).toBeVisible();
  await expect(page.getByLabel('Session summary')).toContainText(clientName);
  await expect(page.getByText('Private to you: your client never sees these notes.')).toBeVisible();
  const save = page.getByRole('button', { name: 'Save Notes' });
  const notes = page.getByLabel('Session notes');
  await expect(notes).toHaveValue('');
  await expect(page.getByText(/^0 \/ 10,000 characters$/)).toBeVisible();
  const text = `Worked on a three-minute breathing space. Follow up on evening routine (${Date.now()}).`;
  await notes.fill(text);
  await expect(page.getByText(`${text.length} / 10,000 characters`)).toBeVisible();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(toastWithTitle(page, 'Notes saved')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.reload();
  await expect(page.getByLabel('Session notes')).toHaveValue(text);
  await expect(page.getByLabel('Session notes')).toHaveAttribute('maxlength', '10000');

  // The client of the session, and another coach, only learn that there is no such session.
  await clientPage.goto(`/booking/notes/${session.id}`);
  const otherCoach = await newCoach('James');
  const otherContext = await browser.newContext();
  const otherCoachPage = await otherContext.newPage();
  await signInAsCoach(otherCoachPage, otherCoach);
  await otherCoachPage.goto(`/booking/notes/${session.id}`);
  for (const [other, dashboard] of [
    [clientPage, '/dashboard/client'],
    [otherCoachPage, '/dashboard/coach'],
  ] as const) {
    await expect(other.getByRole('heading', { name: 'Session not found' })).toBeVisible();
    await expect(other.getByText(text)).toHaveCount(0);
    await expect(other.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', dashboard);
  }
  await clientContext.close();
  await otherContext.close();
});

test('the history pages through every past session', async ({ page, baseURL, newCoach, playwright }) => {
  // Eleven past sessions, one more than a page: ten declined requests and one
  // completed session, the latest, so it leads page 1 (newest first).
  const coach = await newCoach('Elena');
  const client = await playwright.request.newContext({ baseURL });
  await registerViaApi(client, newUser('client', 'Sasha'));
  const slots = await openSlots(client, coach.id);
  for (const start of slots.slice(0, 10)) {
    const booking = await bookViaApi(client, coach.id, start);
    expect((await coach.api.patch(`/api/bookings/${booking.id}/status`, { data: { status: 'cancelled' } })).status()).toBe(200);
  }
  await completedSession(client, coach, slots[10] ?? '');
  await client.dispose();

  await signInAsCoach(page, coach);
  const first = (await (await page.request.get('/api/coach/bookings/history')).json()) as HistoryPage;
  expect(first.total).toBe(11);
  expect(first.totalPages).toBe(2);
  await page.goto('/coach/history');
  await expect(page.getByRole('heading', { level: 1, name: 'Session History' })).toBeVisible();
  const rows = page.getByTestId('coach-past-booking');
  await expect(rows).toHaveCount(10);
  await expect(page.getByText(`Page 1 of ${first.totalPages}`)).toBeVisible();
  await expect(rows.first()).toContainText(first.bookings[0]?.clientName ?? '');
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  // View Notes only on completed sessions.
  await expect(rows.filter({ hasText: 'Cancelled' }).getByRole('link', { name: 'View Notes' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Completed' }).first().getByRole('link', { name: 'View Notes' })).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/coach\/history\?page=2$/);
  await expect(page.getByText(`Page 2 of ${first.totalPages}`)).toBeVisible();
  await expect(rows).toHaveCount(1);
  await page.reload();
  await expect(page.getByText(`Page 2 of ${first.totalPages}`)).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText(`Page 1 of ${first.totalPages}`)).toBeVisible();
});

test('calendar sync: turn on, copy-ready link, regenerate and turn off', async ({ page, newCoach }) => {
  await signInAsCoach(page, await newCoach('Elena', { plan: 'pro' }));
  await page.goto('/coach-dashboard');
  const card = page.getByRole('region', { name: 'Calendar sync' });
  const turnOn = card.getByRole('button', { name: 'Turn on calendar sync' });
  await turnOn.click();
  const link = card.getByLabel('Your private calendar link');
  await expect(link).toHaveValue(/^https?:\/\/.+\/api\/calendar\/[A-Za-z0-9_-]{40,}\.ics$/);
  const oldUrl = await link.inputValue();
  const feed = await page.request.get(new URL(oldUrl).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  await expect(card.getByRole('button', { name: 'Copy calendar link' })).toBeVisible();
  await card.getByText('How to subscribe').click();
  await expect(card).toContainText('Other calendars > From URL');

  await card.getByRole('button', { name: 'Regenerate link' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('The old link stops working');
  await dialog.getByRole('button', { name: 'Regenerate Link' }).click();
  await expect(link).not.toHaveValue(oldUrl);
  expect((await page.request.get(new URL(oldUrl).pathname)).status()).toBe(404);
  expect((await page.request.get(new URL(await link.inputValue()).pathname)).status()).toBe(200);

  await card.getByRole('button', { name: 'Turn off sync' }).click();
  await expect(turnOn).toBeVisible();
});

test('clients are sent to their own dashboard', async ({ page }) => {
  await signInAs(page, newUser('client', 'Emery'));
  await page.goto('/coach-dashboard');
  await expect(page).toHaveURL(/\/dashboard\/client$/);
});
