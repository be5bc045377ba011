// A coach answers a review once, from the dashboard's Reviews tab, and the
// answer shows under the review on the public profile (docs/product/vetting.md#review-replies).
import { completedSession, expect, test } from './support/fixtures';
import { openSlots } from './support/booking-flow';
import { toastWithTitle } from './support/toasts';
import { loginViaApi, newUser, signInAs } from './support/users';
import { selectTab } from './support/tabs';

test('a coach replies to a review and the reply shows on the public profile', async ({ page, browser, newCoach }) => {
  const client = await browser.newContext();
  const clientPage = await client.newPage();
  await signInAs(clientPage, newUser('client', 'Maya'));
  const coach = await newCoach('Imogen');
  const [first = ''] = await openSlots(clientPage.request, coach.id);
  const session = await completedSession(clientPage.request, coach, first);
  const reviewed = await clientPage.request.post('/api/reviews', {
    data: { bookingId: session.id, rating: 5, comment: 'A calm, kind hour.' },
  });
  expect(reviewed.status(), await reviewed.text()).toBe(201);
  await client.close();

  await loginViaApi(page, coach.user.username, coach.user.password);
  await page.goto('/coach-dashboard');
  await selectTab(page, 'Reviews');
  const review = page.getByTestId('own-review').filter({ hasText: 'A calm, kind hour.' });
  await expect(review).toContainText('Maya R.');
  await review.getByRole('button', { name: 'Reply' }).click();
  await review.getByRole('button', { name: 'Post Reply' }).click();
  await expect(review.getByRole('alert')).toHaveText('Write a reply before sending it.');
  const reply = 'Thank you, Maya. <b>See you</b> next week.';
  await review.getByLabel('Your public reply').fill(reply);
  await review.getByRole('button', { name: 'Post Reply' }).click();
  await expect(toastWithTitle(page, 'Reply posted')).toBeVisible();
  await expect(review).toContainText(`Your reply${reply}`);
  await expect(review.getByRole('button', { name: 'Reply' })).toHaveCount(0);

  // Anyone visiting the profile reads it under the review, as text.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/coaches/${coach.id}`);
  await selectTab(visitorPage, 'Reviews');
  const shown = visitorPage.getByTestId('review').filter({ hasText: 'A calm, kind hour.' });
  await expect(shown.getByTestId('coach-reply')).toHaveText(`Reply from the coach${reply}`);
  await expect(shown.locator('b')).toHaveCount(0);
  await visitor.close();
});
