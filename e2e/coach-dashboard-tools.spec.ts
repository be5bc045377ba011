import { expect, request as playwrightRequest, test } from '@playwright/test';
import { bookViaApi, coachNamed, openSlots } from './support/booking-flow';
import { toastWithTitle } from './support/toasts';
import { loginViaApi, newUser, registerViaApi, signInAs } from './support/users';

type HistoryPage = { bookings: { id: number; status: string; clientName: string }[]; total: number; totalPages: number };

test('session notes are saved, survive a reload and stay private to the coach', async ({ page, browser }) => {
  await loginViaApi(page, 'elena', 'stillpoint-demo');
  const history = (await (await page.request.get('/api/coach/bookings/history?pageSize=50')).json()) as HistoryPage;
  const session = history.bookings.find((b) => b.status === 'completed');
  if (!session) throw new Error('demo data should give elena completed sessions');

  await page.goto(`/booking/notes/${session.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Session Notes' })).toBeVisible();
  await expect(page.getByLabel('Session summary')).toContainText(session.clientName);
  await expect(page.getByText('Private to you: your client never sees these notes.')).toBeVisible();
  const save = page.getByRole('button', { name: 'Save Notes' });
  const notes = page.getByLabel('Session notes');
  await notes.fill('');
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

  // Another coach, and the client of the session, only learn that there is no such session.
  for (const [username, dashboard] of [['james', '/dashboard/coach'], ['maya', '/dashboard/client']] as const) {
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await loginViaApi(otherPage, username, 'stillpoint-demo');
    await otherPage.goto(`/booking/notes/${session.id}`);
    await expect(otherPage.getByRole('heading', { name: 'Session not found' })).toBeVisible();
    await expect(otherPage.getByText(text)).toHaveCount(0);
    await expect(otherPage.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', dashboard);
    await other.close();
  }
});

test('the history pages through every past session', async ({ page, baseURL }) => {
  await loginViaApi(page, 'elena', 'stillpoint-demo');
  // Make sure there is more than one page of 10: a client books and elena declines.
  let first = (await (await page.request.get('/api/coach/bookings/history')).json()) as HistoryPage;
  if (first.total <= 10) {
    const client = await playwrightRequest.newContext({ baseURL });
    await registerViaApi(client, newUser('client', 'Sasha'));
    const elena = await coachNamed(client, 'Elena');
    const slots = await openSlots(client, elena.id);
    const booking = await bookViaApi(client, elena.id, slots[8] ?? slots[slots.length - 1] ?? '');
    expect((await page.request.patch(`/api/bookings/${booking.id}/status`, { data: { status: 'cancelled' } })).status()).toBe(200);
    await client.dispose();
    first = (await (await page.request.get('/api/coach/bookings/history')).json()) as HistoryPage;
  }
  expect(first.totalPages).toBeGreaterThan(1);

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
  // Other journeys may add past sessions meanwhile, so page 2 holds at least the rest of the first count.
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeLessThanOrEqual(10);
  await page.reload();
  await expect(page.getByText(`Page 2 of ${first.totalPages}`)).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText(`Page 1 of ${first.totalPages}`)).toBeVisible();
});

test('calendar sync: turn on, copy-ready link, regenerate and turn off', async ({ page }) => {
  await loginViaApi(page, 'elena', 'stillpoint-demo');
  await page.goto('/coach-dashboard');
  const card = page.getByRole('region', { name: 'Calendar sync' });
  const turnOn = card.getByRole('button', { name: 'Turn on calendar sync' });
  if (await card.getByRole('button', { name: 'Turn off sync' }).isVisible()) await card.getByRole('button', { name: 'Turn off sync' }).click();
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
