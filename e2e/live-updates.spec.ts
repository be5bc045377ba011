// Live updates (docs/decisions/0059-live-updates.md): two browsers on one
// conversation; a message written in one appears in the other within a
// second, pushed over the live stream, and the waiting tab sends no request
// at all in between (no polling while its stream is open).
import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { loginViaApi, newUser, registerViaApi } from './support/users';

// The thread polled every 3 s, the list every 5 s and the badge every 10 s: idle this long, each would have asked.
const IDLE_MS = 11_000;

// Resolves when the page's live stream has answered (its headers: the stream is open).
const streamOpened = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/api/live' && response.status() === 200);

test('a message appears in the other browser within a second, with no polling requests in between', async ({ page, browser, newCoach }) => {
  test.setTimeout(60_000);
  const coach = await newCoach('Iris');
  const client = newUser('client', 'Noor');
  await registerViaApi(page.request, client);
  const started = await page.request.post('/api/conversations', { data: { coachId: coach.id } });
  expect(started.status()).toBe(200);
  const { id } = (await started.json()) as { id: number };

  const clientOpen = streamOpened(page);
  await page.goto(`/messages/${id}`);
  await clientOpen;
  const log = page.getByRole('log');

  const coachContext = await browser.newContext();
  const coachPage = await coachContext.newPage();
  await loginViaApi(coachPage, coach.user.username, coach.user.password);
  const coachOpen = streamOpened(coachPage);
  await coachPage.goto(`/messages/${id}`);
  await coachOpen;
  await expect(coachPage.getByLabel('Message to Noor')).toBeVisible();

  // From here on, every request the client's tab makes.
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.waitForTimeout(IDLE_MS);
  expect(
    requests.map((request) => request.url()),
    'an idle signed-in tab asks nothing while its stream is open',
  ).toEqual([]);

  await coachPage.getByLabel('Message to Noor').fill('The breathing exercise for tonight: four counts in, six out.');
  const sent = coachPage.waitForResponse((response) => response.request().method() === 'POST' && /\/messages$/.test(response.url()));
  await coachPage.getByRole('button', { name: 'Send' }).click();
  await sent;
  const sentAt = Date.now();
  await expect(log.getByText('four counts in, six out.')).toBeVisible({ timeout: 1_000 });
  const deliveredMs = Date.now() - sentAt;
  console.info(`live delivery: the message showed in the other browser ${deliveredMs} ms after the send was answered`);

  // What the client's tab asked between idling and showing the message: the thread it was told changed, nothing polled.
  const asked = requests.map((request) => `${request.method()} ${new URL(request.url()).pathname}`);
  expect(asked.filter((line) => line === `GET /api/conversations/${id}`).length).toBeLessThanOrEqual(2);
  expect(asked.filter((line) => line === 'GET /api/conversations/unread')).toEqual([]);
  await coachContext.close();
});
