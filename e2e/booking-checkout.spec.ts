import { expect, test } from './support/fixtures';
import { coachNamed, DECLINED_CARD, fillCard, GOOD_CARD, openSlots, zonedLabel } from './support/booking-flow';
import { toastWithTitle } from './support/toasts';
import { newUser, signInAs } from './support/users';
import { selectTab } from './support/tabs';

const ZONE = 'Europe/Berlin';
test.use({ timezoneId: ZONE });

test('a visitor is told to log in and sent to /auth, coming back afterwards', async ({ page, request }) => {
  const coach = await coachNamed(request, 'Priya');
  await page.goto(`/booking/${coach.id}?date=2030-01-07&time=10:00%20AM`);
  await expect(toastWithTitle(page, 'Authentication required')).toContainText('Please log in to book a session');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/auth' && url.searchParams.get('returnTo') === `/booking/${coach.id}?date=2030-01-07&time=10:00%20AM`,
  );
});

test('a new client books from the coach profile, pays with the test card and sees the booking', async ({ page, newCoach }) => {
  await signInAs(page, newUser('client', 'Jordan'));
  const coach = await newCoach('Elena');
  await page.goto(`/coaches/${coach.id}`);
  await selectTab(page, 'Book a Session');
  await page.locator('button[aria-pressed="false"]:not([disabled]):not([aria-label*="no open times"])').first().click();
  await page
    .getByRole('group', { name: /Available times/ })
    .getByRole('button')
    .first()
    .click();
  await page.getByRole('link', { name: 'Continue to Booking' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Review and pay' })).toBeVisible();
  const price = `$${coach.hourlyRate.toFixed(2)}`;
  await expect(page.getByText(`${coach.firstName} ${coach.lastName}`).first()).toBeVisible();
  await expect(page.getByText(`Times shown in ${ZONE}`)).toBeVisible();
  await expect(page.getByText('60 minutes')).toBeVisible();
  await expect(page.getByText('Video call via Jitsi Meet', { exact: true })).toBeVisible();
  await expect(page.getByText('Platform fee')).toBeVisible();
  await expect(page.getByText('$0.00')).toBeVisible();
  await expect(page.getByText('Test mode')).toBeVisible();
  await expect(page.getByText("You won't be charged until after confirming your booking")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', `/coaches/${coach.id}`);

  await page.getByLabel('Notes for your coach (optional)').fill('I would like to work on calm mornings.');
  await expect(page.getByText('38/2000 characters')).toBeVisible();
  await fillCard(page, GOOD_CARD);
  await page.getByRole('button', { name: `Pay ${price}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Booking Confirmed' })).toBeVisible();
  await expect(toastWithTitle(page, 'Booking successful!')).toContainText('Your session has been booked.');
  await expect(page.getByText('Upcoming', { exact: true })).toBeVisible();
  await expect(page.getByText('I would like to work on calm mornings.')).toBeVisible();
  await expect(page.getByText(/Payment processed successfully on /)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Coach Profile' })).toHaveAttribute('href', `/coaches/${coach.id}`);
  await page.getByRole('link', { name: 'View My Bookings' }).click();

  await expect(page).toHaveURL('/user-dashboard');
  const card = page.getByRole('article', { name: `Session with ${coach.firstName} ${coach.lastName}` });
  await expect(card).toContainText('Payment completed');
  await expect(card).toContainText('Pending');
  await expect(card).toContainText('I would like to work on calm mornings.');
  await expect(card).toContainText(price);
  // Pending bookings have no meeting link yet.
  await expect(card.getByRole('link', { name: 'Join' })).toHaveCount(0);
});

test('a declined card books nothing and says why', async ({ page, newCoach }) => {
  await signInAs(page, newUser('client', 'Casey'));
  const coach = await newCoach('Hannah');
  const [slot] = await openSlots(page.request, coach.id);
  await page.goto(`/booking/${coach.id}?start=${encodeURIComponent(slot ?? '')}`);
  await fillCard(page, DECLINED_CARD);
  await page.getByRole('button', { name: /^Pay \$/ }).click();

  await expect(toastWithTitle(page, 'Payment failed')).toContainText('Your card was declined.');
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toHaveCount(0);

  await page.goto('/user-dashboard');
  await expect(page.getByText('No upcoming sessions')).toBeVisible();
});

test('date and time labels map to the open slot; an impossible time asks for another', async ({ page, newCoach }) => {
  await signInAs(page, newUser('client', 'Robin'));
  const coach = await newCoach('Priya');
  const slots = await openSlots(page.request, coach.id);
  const chosen = slots[1] ?? slots[0] ?? '';
  const { date, time } = zonedLabel(chosen, ZONE);

  await page.goto(`/booking/${coach.id}?date=${date}&time=${encodeURIComponent(time)}`);
  await expect(page.getByText(new RegExp(`^${time} – `))).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeVisible();

  await page.goto(`/booking/${coach.id}?date=${date}&time=${encodeURIComponent('3:17 AM')}`);
  await expect(page.getByText(/is not an open time for this coach/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toHaveCount(0);
  await page.getByRole('list', { name: 'Open times' }).getByRole('button', { name: time }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('start') === new Date(chosen).toISOString());
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeVisible();
});

test('an unknown coach shows the not-found state', async ({ page }) => {
  await signInAs(page, newUser('client'));
  await page.goto('/booking/999999');
  await expect(page.getByRole('heading', { name: 'Coach not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse All Coaches' })).toHaveAttribute('href', '/coaches');
});
