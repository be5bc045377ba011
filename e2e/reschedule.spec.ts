// A client moves a confirmed session from the dashboard (docs/product/reschedule.md);
// the coach sees the new time, waiting for their confirmation again.
import { bookViaApi, cardDate, cardTime, openSlots } from './support/booking-flow';
import { confirmAsCoach, expect, test } from './support/fixtures';
import { toastWithTitle } from './support/toasts';
import { newUser, signInAs } from './support/users';

const ZONE = 'UTC';
test.use({ timezoneId: ZONE });
const HOUR = 3_600_000;

const shortDate = (iso: string) => cardDate(iso, ZONE);
const time = (iso: string) => cardTime(iso, ZONE);

test('a client reschedules a confirmed session from the dashboard and the coach sees the new time', async ({ page, browser, newCoach }) => {
  await signInAs(page, newUser('client', 'Sasha'));
  const coach = await newCoach('Ines');
  const slots = await openSlots(page.request, coach.id);
  const first = slots.find((s) => Date.parse(s) - Date.now() > 3 * 24 * HOUR) ?? '';
  const booking = await bookViaApi(page.request, coach.id, first);
  await confirmAsCoach(coach, booking.id);

  await page.goto('/user-dashboard');
  const card = page.getByRole('article', { name: `Session with ${coach.firstName} ${coach.lastName}` });
  await expect(card).toContainText('Confirmed');
  await card.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reschedule this session' });
  await expect(dialog).toContainText('nothing more is charged');
  await expect(dialog).toContainText('A booking can be moved 2 times.');
  // Once the open times are in: the second day that has any (the coach is open every day), its first time.
  await expect(dialog.getByRole('list', { name: 'Open times' })).toBeVisible();
  await dialog.getByLabel('Day').selectOption({ index: 1 });
  const timeButton = dialog.getByRole('list', { name: 'Open times' }).getByRole('button').first();
  await timeButton.click();
  await expect(timeButton).toHaveAttribute('aria-pressed', 'true');
  const [moved] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(`/api/bookings/${booking.id}/reschedule`) && r.request().method() === 'POST'),
    dialog.getByRole('button', { name: /^Move to / }).click(),
  ]);
  expect(moved.status()).toBe(200);
  const newStart = ((await moved.json()) as { startTime: string }).startTime;
  expect(newStart).not.toBe(first);

  await expect(toastWithTitle(page, 'Booking moved')).toContainText(`at ${time(newStart)}`);
  await expect(card).toContainText(`${shortDate(newStart)}, ${time(newStart)}`);
  await expect(card).toContainText('Pending');
  await expect(card).toContainText('Payment completed');

  const coachContext = await browser.newContext({ storageState: await coach.api.storageState(), timezoneId: ZONE });
  const coachPage = await coachContext.newPage();
  await coachPage.goto('/coach-dashboard');
  const coachCard = coachPage.getByRole('article', { name: /^Session with Sasha/ });
  await expect(coachCard).toContainText(`${shortDate(newStart)}, ${time(newStart)}`);
  await expect(coachCard).toContainText('Pending');
  await expect(coachCard.getByRole('button', { name: 'Confirm' })).toBeVisible();
  await coachContext.close();
});
