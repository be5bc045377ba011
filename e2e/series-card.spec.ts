// A 10-week series paid by card kept on file (docs/product/series.md,
// docs/decisions/0079-series-paid-by-card-on-file.md): the third week is
// already booked by someone else and moved to another time that week, the
// tenth is beyond the coach's booking horizon and dropped; the client pays by
// card with consent, using the card that saves fine and is refused later
// (4000 0000 0000 0341). The first session's charge at its full-refund cutoff
// is refused: that session is cancelled and the dashboard says so; the client
// updates the card, and the next session is charged to the new one.
import { openSlots } from './support/booking-flow';
import { expect, test } from './support/fixtures';
import { toastWithTitle } from './support/toasts';
import { newUser, registerViaApi, signInAs } from './support/users';

const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;
type Series = {
  id: number;
  cardLast4: string | null;
  occurrences: Array<{ bookingId: number; startTime: string; status: string; charge: string | null }>;
};

test('a 10-week series paid by card: one moved, one dropped, a refused charge cancels its session, a new card pays the next', async ({
  page,
  browser,
  playwright,
  baseURL,
  newCoach,
}) => {
  const coach = await newCoach('Ines', { hourlyRate: 90 });
  await signInAs(page, newUser('client', 'Petra'));

  // The first session more than a day ahead, so its charge (24 hours before it under Flexible) is still to come.
  const first = (await openSlots(page.request, coach.id)).find((s) => Date.parse(s) - Date.now() > 30 * HOUR);
  if (!first) throw new Error('the coach is open 06:00-22:00 UTC every day');
  // Another client takes the third week's time first.
  const other = await playwright.request.newContext({ baseURL });
  await registerViaApi(other, newUser('client', 'Olaf'));
  const taken = new Date(Date.parse(first) + 2 * WEEK).toISOString();
  const otherIntent = await other.post('/api/create-payment-intent', { data: { coachId: coach.id, startTime: taken } });
  const otherBooking = await other.post('/api/bookings', {
    headers: { 'Idempotency-Key': `e2e-series-card-other-${Date.now()}` },
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
  await series.getByLabel('Sessions', { exact: true }).selectOption('10');
  const rows = series.getByRole('list', { name: 'Sessions of the series' }).getByRole('listitem');
  await expect(rows).toHaveCount(10);
  await expect(rows.nth(2)).toContainText('Already booked');
  // The tenth week is past the coach's 60-day horizon: not open, and left out.
  await expect(rows.nth(9)).toContainText("Beyond the coach's booking horizon");
  const move = rows.nth(2).getByRole('combobox');
  const firstChoice = await move.locator('option').nth(1).getAttribute('value');
  await move.selectOption(firstChoice ?? '');

  // No credits with this coach: the card is offered, and consent is asked for before anything is booked.
  await expect(series.getByRole('radio', { name: 'By card, each session charged when its free cancellation ends' })).toBeChecked();
  await expect(series).toContainText('9 of 10 sessions will be booked, each charged $90.00 to your card when its free cancellation ends.');
  const book = series.getByRole('button', { name: 'Save card and book 9 sessions' });
  await expect(book).toBeDisabled();
  await series.getByLabel('Card number').fill('4000 0000 0000 0341');
  await series.getByLabel('Expiry (MM/YY)').fill('12/34');
  await series.getByLabel('CVC').fill('123');
  await series.getByRole('checkbox', { name: /Keep my card on file/ }).check();
  await book.click();
  await expect(toastWithTitle(page, 'Series booked!')).toContainText('9 sessions were requested.');
  await expect(page).toHaveURL(/\/dashboard\/client$/);
  const group = page.getByRole('region', { name: /^Series with Ines / });
  await expect(group.first()).toContainText(
    '9 sessions remain, each charged to the card on file when its free cancellation ends · waiting for the coach to confirm',
  );
  await expect(group.first()).toContainText('Card on file ending 0341');

  const mine = async () => {
    const listed = await page.request.get('/api/user/series');
    expect(listed.status()).toBe(200);
    return ((await listed.json()) as Series[])[0] as Series;
  };
  const booked = await mine();
  expect(booked.occurrences).toHaveLength(9);
  expect(booked.occurrences.map((o) => o.charge)).toEqual(Array(9).fill('due'));
  const confirmed = await coach.api.post(`/api/series/${booked.id}/confirm`);
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  // The first session's full-refund cutoff passes: its charge is refused and the session is cancelled.
  const [firstSession, secondSession] = booked.occurrences;
  const runJobsAt = async (at: number) => {
    const ran = await page.request.post('/api/test/run-jobs', {
      data: { at: new Date(at).toISOString(), bookingIds: booked.occurrences.map((o) => o.bookingId) },
    });
    expect(ran.status(), await ran.text()).toBe(200);
  };
  await runJobsAt(Date.parse(firstSession!.startTime) - 24 * HOUR + 60_000);
  // The e2e server runs the jobs itself too: whichever run charged, the outcome is the same.
  await expect.poll(async () => (await mine()).occurrences[0]?.charge).toBe('failed');
  expect((await mine()).occurrences[0]?.status).toBe('cancelled');
  await page.reload();
  await expect(group.first()).toContainText('The card was declined for the session of');
  await expect(group.first()).toContainText('8 sessions remain');

  // The coach sees the series go on without that session.
  const coachContext = await browser.newContext({ storageState: await coach.api.storageState() });
  const coachPage = await coachContext.newPage();
  await coachPage.goto('/coach-dashboard');
  await expect(coachPage.getByRole('region', { name: /Series with Petra/ })).toContainText('8 sessions remain');
  await coachContext.close();

  // The client saves a new card for the series; the next session is charged to it.
  await group.first().getByRole('button', { name: 'Update card' }).click();
  const dialog = page.getByRole('dialog', { name: 'A new card for this series' });
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(toastWithTitle(page, 'Card saved')).toContainText('card ending 4242');
  await expect(group.first()).toContainText('Card on file ending 4242');

  await runJobsAt(Date.parse(secondSession!.startTime) - 24 * HOUR + 60_000);
  await expect.poll(async () => (await mine()).occurrences[1]?.charge).toBe('paid');
  const after = await mine();
  expect(after.occurrences.map((o) => o.charge)).toEqual(['failed', 'paid', ...Array(7).fill('due')]);
  expect(after.occurrences[1]?.status).toBe('confirmed');
});
