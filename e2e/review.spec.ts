import { bookViaApi, openSlots } from './support/booking-flow';
import { completedSession, expect, test } from './support/fixtures';
import { toastWithTitle } from './support/toasts';
import { newUser, signInAs } from './support/users';
import { selectTab } from './support/tabs';

test('a client reviews a completed session and the review appears on the coach profile', async ({ page, browser, newCoach }) => {
  // One completed session to review and one request still pending.
  await signInAs(page, newUser('client', 'Maya'));
  const coach = await newCoach('Elena');
  const [first = '', , later = ''] = await openSlots(page.request, coach.id);
  const completed = await completedSession(page.request, coach, first);
  const pending = await bookViaApi(page.request, coach.id, later);
  const session = { id: completed.id, coachId: coach.id, coachName: `${coach.firstName} ${coach.lastName}` };

  await page.goto('/user-dashboard');
  await page.getByRole('tab', { name: 'Past Sessions' }).click();
  const card = page.getByTestId('past-booking').filter({ hasText: session.coachName });
  await card.getByRole('link', { name: 'Leave Review' }).click();
  await expect(page).toHaveURL(`/review/${session.id}`);
  await expect(page.getByText(`Session with ${session.coachName}`)).toBeVisible();

  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();

  const rating = page.getByRole('radiogroup', { name: 'Rating' });
  // Keyboard: focus the first star and move to the fifth with the arrow keys.
  await rating.getByRole('radio', { name: '1 star' }).focus();
  await page.keyboard.press('Space');
  await expect(rating.getByRole('radio', { name: '1 star' })).toBeChecked();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight');
  await expect(rating.getByRole('radio', { name: '5 stars' })).toBeChecked();
  const comment = `Calm, warm and practical. Review ${Date.now()}`;
  await page.getByLabel('Your review (optional)').fill(comment);
  await page.getByRole('button', { name: 'Submit Review' }).click();

  await expect(toastWithTitle(page, 'Review submitted')).toContainText('Thank you for your feedback.');
  await expect(page).toHaveURL('/user-dashboard');
  await page.getByRole('tab', { name: 'Past Sessions' }).click();
  await expect(page.getByTestId('past-booking').filter({ hasText: session.coachName }).first()).toContainText('Review submitted');

  await page.goto(`/coaches/${session.coachId}`);
  await selectTab(page, 'Reviews');
  await expect(page.getByText(comment)).toBeVisible();

  await page.goto(`/review/${session.id}`);
  await expect(page.getByText('You have already reviewed this session.')).toBeVisible();
  await expect(page.getByText(comment)).toBeVisible();

  await page.goto(`/review/${pending.id}`);
  await expect(page.getByText('You can review a session once it has taken place.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInAs(otherPage, newUser('client', 'Drew'));
  await otherPage.goto(`/review/${session.id}`);
  await expect(otherPage.getByRole('heading', { name: 'Session not found' })).toBeVisible();
  await other.close();
});
