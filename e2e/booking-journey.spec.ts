// The whole life of a booking, as one person would live it: register, find a
// coach, pay, get confirmed, join, and review once the session is over. Time
// is moved with the test-only job hook (TEST_HOOKS), exactly as the scheduled
// jobs would move it.
import { fillCard, GOOD_CARD } from './support/booking-flow';
import { confirmAsCoach, endSession, expect, test, uniqueSurname } from './support/fixtures';
import { toastWithTitle } from './support/toasts';
import { newUser } from './support/users';
import { selectTab } from './support/tabs';

test.use({ timezoneId: 'America/Chicago' });

type Booking = { id: number; status: string; endTime: string; meetingUrl: string | null };

test('register, book and pay, get confirmed, join, and review after the session', async ({ page, newCoach }) => {
  // A coach of the journey's own, with a surname the directory search finds alone.
  const coach = await newCoach('Noah', { lastName: uniqueSurname('Whit') });
  const coachName = `${coach.firstName} ${coach.lastName}`;
  const client = newUser('client', 'Rowan');
  await page.goto('/auth?tab=register');
  await page.getByLabel('First name').fill(client.firstName);
  await page.getByLabel('Last name').fill(client.lastName);
  await page.getByLabel('Username').fill(client.username);
  await page.getByLabel('Email').fill(client.email);
  await page.getByLabel('Password', { exact: true }).fill(client.password);
  await page.getByLabel('Confirm password').fill(client.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(toastWithTitle(page, 'Registration successful')).toBeVisible();

  // Find the coach through the directory, as a person would.
  await page.goto('/coaches');
  await page.getByLabel('Search').fill(coach.lastName.toLowerCase());
  await page
    .getByTestId('coach-card')
    .filter({ hasText: coachName })
    .getByRole('link', { name: /View Profile/ })
    .click();
  await expect(page).toHaveURL(`/coaches/${coach.id}`);
  await expect(page.getByText('(0 reviews)').first()).toBeVisible();

  await selectTab(page, 'Book a Session');
  await page.locator('button[aria-pressed="false"]:not([disabled]):not([aria-label*="no open times"])').first().click();
  await page
    .getByRole('group', { name: /Available times/ })
    .getByRole('button')
    .first()
    .click();
  await page.getByRole('link', { name: 'Continue to Booking' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Review and pay' })).toBeVisible();
  await fillCard(page, GOOD_CARD);
  await page.getByRole('button', { name: `Pay $${coach.hourlyRate.toFixed(2)}` }).click();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible();
  await expect(toastWithTitle(page, 'Booking successful!')).toContainText('Your session has been booked.');

  await page.getByRole('link', { name: 'View My Bookings' }).click();
  const card = page.getByTestId('upcoming-booking').filter({ hasText: coachName });
  await expect(card.getByText('Payment completed')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Join' })).toHaveCount(0);
  const [booking] = (await (await page.request.get('/api/user/bookings')).json()) as Booking[];
  if (!booking) throw new Error('the booking should be listed');

  // The coach confirms (through the API, as the dashboard would).
  await confirmAsCoach(coach, booking.id);

  await page.reload();
  await expect(card.getByRole('link', { name: 'Join' })).toHaveAttribute('href', `/booking/join/${booking.id}`);
  await card.getByRole('link', { name: 'Join' }).click();
  await expect(page.getByRole('link', { name: /Join video session/ })).toHaveAttribute('href', /^https:\/\/meet\.jit\.si\/Stillpoint-/);

  // The session ends; the scheduled job marks it completed.
  await endSession(page.request, booking);

  await page.goto('/user-dashboard');
  await page.getByRole('tab', { name: 'Past Sessions' }).click();
  const past = page.getByTestId('past-booking').filter({ hasText: coachName });
  await past.getByRole('link', { name: 'Leave Review' }).click();
  const fiveStars = page.getByRole('radiogroup', { name: 'Rating' }).getByRole('radio', { name: '5 stars' });
  await fiveStars.focus();
  await page.keyboard.press('Space');
  await expect(fiveStars).toBeChecked();
  await page.getByLabel('Your review (optional)').fill('Grounded, kind and practical. I left calmer than I arrived.');
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page).toHaveURL('/user-dashboard');
  await page.getByRole('tab', { name: 'Past Sessions' }).click();
  await expect(page.getByTestId('past-booking').filter({ hasText: coachName }).getByText('Review submitted')).toBeVisible();

  await page.goto(`/coaches/${coach.id}`);
  await selectTab(page, 'Reviews');
  await expect(page.getByText('Grounded, kind and practical. I left calmer than I arrived.')).toBeVisible();
  await expect(page.getByText('(1 reviews)').first()).toBeVisible();
});
