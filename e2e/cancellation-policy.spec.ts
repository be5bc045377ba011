// A coach's cancellation policy as a client meets it (docs/product/cancellation-policy.md):
// on the profile, at checkout before paying, and in the cancel dialog with the
// exact refund, which is what the client then gets back.
import { bookViaApi, fillCard, GOOD_CARD, openSlots } from './support/booking-flow';
import { expect, test } from './support/fixtures';
import { toastWithTitle } from './support/toasts';
import { newUser, signInAs } from './support/users';

const HOUR = 3_600_000;

test('a late cancellation under Moderate shows and refunds exactly half, rounded down to the cent', async ({ page, newCoach }) => {
  await signInAs(page, newUser('client', 'Avery'));
  const coach = await newCoach('Mara', { cancellationPolicy: 'moderate', hourlyRate: 85.01 });

  await page.goto(`/coaches/${coach.id}`);
  const profilePolicy = page.getByTestId('coach-summary').getByTestId('cancellation-policy');
  await expect(profilePolicy).toContainText('Cancellation policy: Moderate');
  await expect(profilePolicy).toContainText(
    'Full refund if you cancel at least 48 hours before the session; 50% until 24 hours before; no refund after that.',
  );

  // A session 25 to 47 hours away: inside Moderate's half-refund window.
  const slots = await openSlots(page.request, coach.id);
  const now = Date.now();
  const slot = slots.find((s) => Date.parse(s) - now > 26 * HOUR && Date.parse(s) - now < 46 * HOUR);
  if (!slot) throw new Error('the coach has open times every day, so one falls 26 to 46 hours ahead');

  await page.goto(`/booking/${coach.id}?start=${encodeURIComponent(slot)}`);
  const checkoutPolicy = page.getByRole('region', { name: 'Cancellation policy' });
  await expect(checkoutPolicy).toContainText('Cancellation policy: Moderate');
  await expect(checkoutPolicy).toBeVisible();
  await fillCard(page, GOOD_CARD);
  await page.getByRole('button', { name: 'Pay $85.01' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Confirmed' })).toBeVisible();

  await page.goto('/user-dashboard');
  const card = page.getByRole('article', { name: `Session with ${coach.firstName} ${coach.lastName}` });
  await card.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByTestId('cancel-refund')).toHaveText(
    "You will be refunded $42.50 of the $85.01 you paid (50%), under the coach's Moderate cancellation policy.",
  );
  await expect(dialog).toContainText('after that the refund is nothing.');
  await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(toastWithTitle(page, 'Booking cancelled')).toContainText('Your booking has been successfully cancelled.');

  await page.getByRole('tab', { name: 'Past Sessions' }).click();
  const past = page.getByTestId('past-booking').filter({ hasText: `${coach.firstName} ${coach.lastName}` });
  await expect(past).toContainText('Session cancelled');
  await expect(past).toContainText('Refunded $42.50 of $85.01');
  const [booking] = (await (await page.request.get('/api/user/bookings')).json()) as Array<{ paymentStatus: string; refundAmount: number }>;
  expect(booking).toMatchObject({ paymentStatus: 'partially_refunded', refundAmount: 42.5 });
});

test('a coach picks Strict on the edit screen; the profile shows it and earlier bookings keep theirs', async ({
  page,
  browser,
  newCoach,
}) => {
  const coach = await newCoach('Tove');
  const client = page.request;
  await signInAs(page, newUser('client', 'Rowan'));
  const [slot] = await openSlots(client, coach.id);
  const earlier = await bookViaApi(client, coach.id, slot ?? '');

  const coachContext = await browser.newContext({ storageState: await coach.api.storageState() });
  const coachPage = await coachContext.newPage();
  await coachPage.goto('/coach/profile/edit');
  await expect(coachPage.getByRole('radio', { name: /Flexible/ })).toBeChecked();
  const strict = coachPage.getByRole('radio', { name: /Strict/ });
  await strict.check();
  await coachPage.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWithTitle(coachPage, 'Profile updated successfully')).toBeVisible();
  await coachContext.close();

  await page.goto(`/coaches/${coach.id}`);
  await expect(page.getByTestId('coach-summary').getByTestId('cancellation-policy')).toContainText('Cancellation policy: Strict');
  const read = (await (await client.get(`/api/bookings/${earlier.id}`)).json()) as { cancellationPolicy: string };
  expect(read.cancellationPolicy).toBe('flexible');
});
