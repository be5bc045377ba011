// The coach's Availability tab (docs/product/availability-and-time.md#the-availability-editor):
// what the coach saves is exactly what a client's calendar then offers.
import type { Page } from '@playwright/test';
import { bookViaApi, openSlots } from './support/booking-flow';
import { expect, test, type OwnCoach } from './support/fixtures';
import { fillValidDetails } from './support/onboarding';
import { loginViaApi, newUser, registerViaApi, signInAs } from './support/users';
import { selectTab } from './support/tabs';
import { seriousViolations } from './support/accessibility';

// Both the coach (UTC, see the fixture) and the visitors read the same clock, so labels are plain.
test.use({ timezoneId: 'UTC' });

const DAY_MS = 86_400_000;
const dateKey = (ms: number) => new Date(ms).toISOString().slice(0, 10);

// The first Tuesday after today, and the Wednesday after it (UTC dates).
function nextTuesdayAndWednesday(): { tuesday: string; wednesday: string } {
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  const ahead = (2 - new Date(today).getUTCDay() + 7) % 7 || 7;
  const tuesday = today + ahead * DAY_MS;
  return { tuesday: dateKey(tuesday), wednesday: dateKey(tuesday + DAY_MS) };
}

async function openAvailability(page: Page, coach: OwnCoach) {
  await loginViaApi(page, coach.user.username, coach.user.password);
  await page.goto('/dashboard/coach');
  await page.getByRole('tab', { name: 'Availability' }).click();
  await expect(page.getByRole('heading', { name: 'Weekly hours' })).toBeVisible();
}

// The profile's month grid opens on the current month; step forward to the date's.
async function showMonthOf(page: Page, date: string) {
  const day = page.locator(`button[data-date="${date}"]`);
  for (let i = 0; i < 3 && (await day.count()) === 0; i += 1) await page.getByRole('button', { name: 'Next month' }).click();
  return day;
}

test('a day off and a split Wednesday saved in the editor are what clients can book', async ({ page, browser, newCoach }) => {
  // Two browsers, an accessibility scan of a long form and a month walk: more than the default budget on two shared cores.
  test.setTimeout(90_000);
  const coach = await newCoach('Wren');
  const { tuesday, wednesday } = nextTuesdayAndWednesday();
  await openAvailability(page, coach);

  // Wednesday: 07:00–09:00, then a second window, first overlapping (the server's message shows at once), then 18:00–21:00.
  await page.getByLabel('Wednesday window 1 start').selectOption('07:00');
  await page.getByLabel('Wednesday window 1 end').selectOption('09:00');
  await page.getByRole('button', { name: 'Add window on Wednesday' }).click();
  await page.getByLabel('Wednesday window 2 start').selectOption('08:30');
  await expect(page.getByText('Windows on Wednesday overlap: 07:00–09:00 and 08:30–11:00')).toBeVisible();
  await expect(page.getByText('Fix the messages above to see the preview.')).toBeVisible();
  await page.getByLabel('Wednesday window 2 start').selectOption('18:00');
  await expect(page.getByText('End time must be after start time')).toBeVisible();
  await page.getByLabel('Wednesday window 2 end').selectOption('21:00');
  await expect(page.getByText('End time must be after start time')).toHaveCount(0);
  await expect(page.getByText(/^Windows on Wednesday overlap/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Add time off' }).click();
  await page.getByLabel('First day off').fill(tuesday);
  await expect(page.getByLabel('Last day off')).toHaveValue(tuesday);

  // The preview follows the unsaved form, for whichever of the two days falls in the next 7.
  const tuesdayPreview = page.getByTestId(`preview-${tuesday}`);
  if ((await tuesdayPreview.count()) > 0) await expect(tuesdayPreview).toContainText('No open times');
  const wednesdayPreview = page.getByTestId(`preview-${wednesday}`);
  if ((await wednesdayPreview.count()) > 0) {
    await expect(wednesdayPreview).toContainText('7:00 AM');
    await expect(wednesdayPreview).toContainText('8:00 PM');
    await expect(wednesdayPreview).not.toContainText('9:00 AM');
  }

  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save availability' }).click();
  await expect(page.getByText('Availability saved.')).toBeVisible();

  // Saved: a reload shows it back.
  await page.reload();
  await page.getByRole('tab', { name: 'Availability' }).click();
  await expect(page.getByLabel('Wednesday window 2 end')).toHaveValue('21:00');
  await expect(page.getByLabel('First day off')).toHaveValue(tuesday);

  // A client opens the coach's calendar.
  const clientContext = await browser.newContext({ timezoneId: 'UTC' });
  const clientPage = await clientContext.newPage();
  await registerViaApi(clientPage.request, newUser('client', 'Noor'));
  await clientPage.goto(`/coaches/${coach.id}`);
  await selectTab(clientPage, 'Book a Session');
  await expect(clientPage.getByText('Times shown in UTC')).toBeVisible();
  const tuesdayButton = await showMonthOf(clientPage, tuesday);
  await expect(tuesdayButton).toBeDisabled();
  const wednesdayButton = await showMonthOf(clientPage, wednesday);
  await wednesdayButton.click();
  const starts = clientPage.locator('button[data-start]');
  await expect(starts.first()).toBeVisible();
  // 60-minute sessions: every half hour that still ends inside a window.
  const expected = ['07:00', '07:30', '08:00', '18:00', '18:30', '19:00', '19:30', '20:00'].map((t) => `${wednesday}T${t}:00.000Z`);
  const shown = (await starts.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-start') ?? ''))).map((s) =>
    new Date(s).toISOString(),
  );
  expect(shown).toEqual(expected);
  await clientContext.close();
});

test('at 390 px the editor fits the screen, and saving warns about sessions outside the new hours without touching them', async ({
  page,
  browser,
  newCoach,
}) => {
  const coach = await newCoach('Ines');
  const clientContext = await browser.newContext();
  const client = newUser('client', 'Rafa');
  await registerViaApi(clientContext.request, client);
  const [start = ''] = await openSlots(clientContext.request, coach.id);
  const booking = await bookViaApi(clientContext.request, coach.id, start);
  const day = start.slice(0, 10);

  await page.setViewportSize({ width: 390, height: 844 });
  await openAvailability(page, coach);
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fits()).toBe(true);

  // Copy Monday's new hours to every weekday, then close the booked day with a date of its own.
  await page.getByLabel('Monday window 1 start').selectOption('10:00');
  await page.getByRole('button', { name: 'Copy to all weekdays from Monday' }).click();
  await expect(page.getByLabel('Friday window 1 start')).toHaveValue('10:00');
  await expect(page.getByLabel('Saturday window 1 start')).toHaveValue('06:00');
  await page.getByRole('button', { name: 'Add a date' }).click();
  await page.getByLabel('Date', { exact: true }).fill(day);
  await expect(page.getByLabel('Closed all day')).toBeChecked();
  await page.getByLabel('Daily limit (sessions)').fill('3');
  await page.getByLabel('Buffer after a session').selectOption('15');
  expect(await fits()).toBe(true);
  await page.getByRole('button', { name: 'Save availability' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Save availability' }).click();

  const warning = page.getByRole('alert').filter({ hasText: 'outside your new hours' });
  await expect(warning).toContainText('One booked session is outside your new hours. They stay booked');
  await expect(warning).toContainText(`${client.firstName} ${client.lastName}`);
  // The booking itself is unchanged.
  const mine = await clientContext.request.get(`/api/bookings/${booking.id}`);
  expect(mine.status()).toBe(200);
  const kept = (await mine.json()) as { startTime: string; status: string };
  expect(new Date(kept.startTime).toISOString()).toBe(new Date(booking.startTime).toISOString());
  expect(['pending', 'confirmed']).toContain(kept.status);
  await clientContext.close();
});

test('onboarding sets different hours for each day, and the Pro step keeps them', async ({ page }) => {
  await signInAs(page, newUser('coach', 'Oona'));
  await page.goto('/coach-onboarding/details?plan=pro');
  await fillValidDetails(page);
  await page.getByLabel('Set different hours for each day').check();
  // The days and window chosen so far are the starting point.
  await expect(page.getByLabel('Wednesday window 1 start')).toHaveValue('09:00');
  await page.getByLabel('Monday window 1 start').selectOption('07:00');
  await page.getByLabel('Monday window 1 end').selectOption('09:00');
  await page.getByRole('button', { name: 'Add window on Monday' }).click();
  await page.getByLabel('Monday window 2 start').selectOption('08:00');
  await expect(page.getByText('Windows on Monday overlap: 07:00–09:00 and 08:00–11:00')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Create Mindfulness Coach Profile' }).click();
  // Refused in the browser: the profile is not created.
  await expect(page).toHaveURL('/coach-onboarding/details?plan=pro');
  await page.getByLabel('Monday window 2 start').selectOption('18:00');
  await page.getByLabel('Monday window 2 end').selectOption('21:00');
  await page.getByLabel('Daily limit (sessions)').fill('3');
  await page.getByRole('button', { name: 'Create Mindfulness Coach Profile' }).click();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL('/coach-onboarding/payment?plan=pro');

  const saved = await page.request.get('/api/coach/schedule');
  expect(saved.status()).toBe(200);
  const { schedule } = (await saved.json()) as { schedule: { weeklyRules: unknown[]; maxSessionsPerDay: number | null } };
  expect(schedule.weeklyRules).toEqual([
    { weekday: 'monday', start: '07:00', end: '09:00' },
    { weekday: 'monday', start: '18:00', end: '21:00' },
    { weekday: 'wednesday', start: '09:00', end: '17:00' },
    { weekday: 'friday', start: '09:00', end: '17:00' },
  ]);
  expect(schedule.maxSessionsPerDay).toBe(3);
});
