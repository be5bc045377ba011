// A Pro coach connects a CalDAV calendar on a real CalDAV server (Radicale,
// started here on a free port; the app reaches loopback only because the test
// server runs with BUSY_CALENDAR_ALLOW_LOOPBACK), picks the calendars, and
// reads the sync health and the week clients see; a revoked password shows
// in plain words while the last busy times stay.
import { startRadicale, type Radicale } from '../src/server/test-support/radicale';
import { CALDAV_MESSAGES } from '../src/shared/schemas/caldav';
import { expect, test } from './support/fixtures';
import { loginViaApi } from './support/users';
import { violations } from './support/accessibility';

test.use({ timezoneId: 'UTC' });

const PASSWORD = 'e2e-app-password';
const DAY_MS = 86_400_000;
let radicale: Radicale | undefined;
test.afterEach(async () => {
  await radicale?.close();
  radicale = undefined;
});

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

// Seeds the server as the coach's own calendar app would: two calendars, one event.
async function seed(server: Radicale, start: Date, end: Date) {
  const auth = { authorization: `Basic ${Buffer.from(`coach:${PASSWORD}`).toString('base64')}` };
  for (const name of ['work', 'sessions']) {
    const made = await fetch(`${server.url}/coach/${name}/`, { method: 'MKCALENDAR', headers: auth });
    expect(made.status).toBe(201);
  }
  const ics = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//E2E//EN',
    'BEGIN:VEVENT',
    'UID:e2e-dentist',
    `DTSTAMP:${stamp(new Date())}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    'SUMMARY:Dentist',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  const put = await fetch(`${server.url}/coach/work/dentist.ics`, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'text/calendar' },
    body: ics,
  });
  expect(put.status).toBe(201);
}

test('a Pro coach connects a CalDAV calendar and reads its sync health', async ({ page, newCoach }, testInfo) => {
  // A CalDAV server to start and several syncs: more than the default on a busy machine.
  test.setTimeout(90_000);
  radicale = await startRadicale({ coach: PASSWORD });
  const today = new Date();
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + 2 * DAY_MS);
  const busyStart = new Date(day.getTime() + 12 * 3_600_000);
  await seed(radicale, busyStart, new Date(busyStart.getTime() + 3_600_000));

  const coach = await newCoach('Ines', { plan: 'pro' });
  await loginViaApi(page, coach.user.username, coach.user.password);
  await page.goto('/coach-dashboard');
  const card = page.getByRole('region', { name: 'Two-way sync with your calendar (CalDAV)' });
  await expect(card.getByText('How to connect iCloud, Fastmail or Nextcloud')).toBeVisible();
  await card.getByLabel('Server address').fill(radicale.url);
  await card.getByLabel('User name').fill('coach');
  await card.getByLabel('App password').fill(PASSWORD);
  await card.getByRole('button', { name: 'Connect' }).click();

  await card.getByRole('checkbox', { name: 'work' }).check();
  await card.getByRole('radio', { name: 'sessions' }).check();
  await card.getByRole('button', { name: 'Save calendars' }).click();
  const health = card.getByTestId('caldav-health');
  await expect(health).toContainText('Last sync');
  await expect(health).toContainText('next sync');
  await expect(health).toContainText('1 busy time ahead');
  await expect(card).not.toContainText(PASSWORD);
  await expect(card.getByText('Busy 12:00 PM–1:00 PM · Work')).toBeVisible();
  expect(await violations(page, '[aria-labelledby="caldav-heading"]')).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await card.screenshot({ path: testInfo.outputPath('caldav-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await card.screenshot({ path: testInfo.outputPath('caldav-390.png') });

  // The coach revokes the app password: the error in plain words, the busy time kept.
  radicale.setPassword('coach', 'revoked');
  await card.getByRole('button', { name: 'Sync now' }).click();
  await expect(card.getByRole('alert')).toContainText(CALDAV_MESSAGES.wrongPassword);
  await expect(health).toContainText('1 busy time ahead');

  await card.getByRole('button', { name: 'Disconnect' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect' }).click();
  await expect(card.getByLabel('Server address')).toBeVisible();
});

test('a refused app password is told under the password field, an address without calendars under the address', async ({
  page,
  newCoach,
}) => {
  radicale = await startRadicale({ coach: PASSWORD });
  const coach = await newCoach('Lotta', { plan: 'pro' });
  await loginViaApi(page, coach.user.username, coach.user.password);
  await page.goto('/coach-dashboard');
  const form = page.getByRole('form', { name: 'Connect a CalDAV calendar' });
  const address = form.getByLabel('Server address');
  const password = form.getByLabel('App password');
  await address.fill(radicale.url);
  await form.getByLabel('User name').fill('coach');
  await password.fill('not-the-app-password');
  await form.getByRole('button', { name: 'Connect' }).click();

  await expect(password).toHaveAccessibleDescription(CALDAV_MESSAGES.wrongPassword);
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(address).not.toHaveAttribute('aria-invalid', 'true');
  await expect(address).toHaveAccessibleDescription('');
  // Seen right under the password, above the button.
  const message = form.getByText(CALDAV_MESSAGES.wrongPassword);
  const [passwordBox, messageBox, buttonBox] = await Promise.all(
    [password, message, form.getByRole('button', { name: 'Connect' })].map((l) => l.boundingBox()),
  );
  expect(messageBox!.y).toBeGreaterThanOrEqual(passwordBox!.y + passwordBox!.height);
  expect(messageBox!.y + messageBox!.height).toBeLessThanOrEqual(buttonBox!.y);

  // The right password on a server without calendars: the address is what to check.
  await password.fill(PASSWORD);
  await form.getByRole('button', { name: 'Connect' }).click();
  await expect(address).toHaveAccessibleDescription(CALDAV_MESSAGES.notCalDav);
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(CALDAV_MESSAGES.wrongPassword)).toHaveCount(0);
});
