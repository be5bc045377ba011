import { bookViaApi, openSlots } from './support/booking-flow';
import { completedSession, confirmAsCoach, expect, test } from './support/fixtures';
import { newUser, signInAs } from './support/users';
import { seriousViolations } from './support/accessibility';

test('checkout review and the time picker have no serious accessibility violations', async ({ page, newCoach }) => {
  await signInAs(page, newUser('client', 'Ally'));
  const coach = await newCoach('Aiko');
  const [slot = ''] = await openSlots(page.request, coach.id);
  await page.goto(`/booking/${coach.id}?start=${encodeURIComponent(slot)}`);
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Choose another time' }).click();
  await expect(page.getByRole('list', { name: 'Open times' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('dashboard tabs, cancel dialog, join and review pages have no serious accessibility violations', async ({ page, newCoach }) => {
  // A client with an upcoming confirmed session and a completed one to review.
  await signInAs(page, newUser('client', 'Marlo'));
  const coach = await newCoach('Aiko');
  // Slots start every 30 minutes; the third does not overlap the first hour-long session.
  const [first = '', , second = ''] = await openSlots(page.request, coach.id);
  const completed = await completedSession(page.request, coach, first);
  const confirmed = await bookViaApi(page.request, coach.id, second);
  await confirmAsCoach(coach, confirmed.id);

  await page.goto('/user-dashboard');
  await expect(page.getByTestId('upcoming-booking').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByTestId('upcoming-booking').first().getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Keep Booking' }).click();

  await page.getByRole('tab', { name: 'Past Sessions' }).click();
  await expect(page.getByTestId('past-booking').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/booking/join/${confirmed.id}`);
  await expect(page.getByRole('link', { name: 'Join video session' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/review/${completed.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Leave a Review' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
