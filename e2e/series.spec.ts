// A weekly series as a client and a coach meet it (docs/product/series.md):
// the client ticks Repeat weekly, sees one session already booked by someone
// else and moves it to another time that week, drops another, books the rest
// with credits; the coach confirms the
// series once from the dashboard; the client then cancels the next session and
// all later ones, and every credit comes back.
import { openSlots } from './support/booking-flow';
import { expect, test } from './support/fixtures';
import { toastWithTitle } from './support/toasts';
import { newUser, registerViaApi, signInAs } from './support/users';

const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;

test('a client books a weekly series with credits, the coach confirms it, the client cancels the rest', async ({
  page,
  browser,
  playwright,
  baseURL,
  newCoach,
}) => {
  const coach = await newCoach('Sol', { hourlyRate: 80 });
  const offer = await coach.api.post('/api/coach/packages', { data: { kind: 'package', sessions: 6, price: 420, validityDays: 180 } });
  expect(offer.status(), await offer.text()).toBe(201);
  const offerId = ((await offer.json()) as { id: number }).id;

  await signInAs(page, newUser('client', 'Rhea'));
  const intent = await page.request.post(`/api/packages/${offerId}/payment-intent`);
  expect(intent.status()).toBe(200);
  const bought = await page.request.post(`/api/packages/${offerId}/purchase`, {
    headers: { 'Idempotency-Key': `e2e-series-${Date.now()}` },
    data: {
      paymentIntentId: ((await intent.json()) as { paymentIntentId: string }).paymentIntentId,
      card: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
    },
  });
  expect(bought.status(), await bought.text()).toBe(201);

  // The first session more than a day ahead (Flexible: cancelling it later refunds in full).
  const first = (await openSlots(page.request, coach.id)).find((s) => Date.parse(s) - Date.now() > 30 * HOUR);
  if (!first) throw new Error('the coach is open 06:00-22:00 UTC every day');
  // Another client takes the third week's time first.
  const other = await playwright.request.newContext({ baseURL });
  await registerViaApi(other, newUser('client', 'Otto'));
  const taken = new Date(Date.parse(first) + 2 * WEEK).toISOString();
  const otherIntent = await other.post('/api/create-payment-intent', { data: { coachId: coach.id, startTime: taken } });
  const otherBooking = await other.post('/api/bookings', {
    headers: { 'Idempotency-Key': `e2e-series-other-${Date.now()}` },
    data: {
      coachId: coach.id,
      startTime: taken,
      paymentIntentId: ((await otherIntent.json()) as { paymentIntentId: string }).paymentIntentId,
      card: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
    },
  });
  expect(otherBooking.status(), await otherBooking.text()).toBe(201);
  await other.dispose();

  await page.goto(`/booking/${coach.id}?start=${encodeURIComponent(first)}`);
  const series = page.getByRole('region', { name: 'Weekly series' });
  await series.getByRole('checkbox', { name: 'Repeat weekly' }).check();
  await series.getByLabel('Sessions', { exact: true }).selectOption('5');
  const rows = series.getByRole('list', { name: 'Sessions of the series' }).getByRole('listitem');
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(2)).toContainText('Already booked');
  await expect(series).toContainText('4 of 5 sessions will be booked, one credit each. You have 6 credits with this coach.');
  // Moving the taken week to another open time that week, and dropping the fourth week.
  const move = rows.nth(2).getByRole('combobox');
  const firstChoice = await move.locator('option').nth(1).getAttribute('value');
  await move.selectOption(firstChoice ?? '');
  await rows.nth(3).getByRole('checkbox', { name: 'Keep' }).uncheck();
  await series.getByRole('button', { name: 'Book 4 sessions with 4 credits' }).click();
  await expect(toastWithTitle(page, 'Series booked!')).toContainText('4 sessions were requested.');
  await expect(page).toHaveURL(/\/dashboard\/client$/);
  await expect(page.getByText('4 sessions remain, each paid with a credit · waiting for the coach to confirm')).toBeVisible();

  const coachContext = await browser.newContext({ storageState: await coach.api.storageState() });
  const coachPage = await coachContext.newPage();
  await coachPage.goto('/coach-dashboard');
  await coachPage.getByRole('button', { name: 'Confirm the series' }).click();
  await expect(coachPage.getByText('4 sessions remain, each paid with a credit', { exact: true })).toBeVisible();
  await coachContext.close();

  await page.reload();
  await expect(page.getByText('4 sessions remain, each paid with a credit', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel the next session and all later ones' }).click();
  await expect(page.getByText('Weekly series', { exact: true })).toHaveCount(0);
  const packages = await page.request.get('/api/user/packages');
  expect(((await packages.json()) as Array<{ creditsLeft: number }>)[0]?.creditsLeft).toBe(6);
});
