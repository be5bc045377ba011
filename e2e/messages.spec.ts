// Messages (docs/product/messages.md): a client writes to a coach from the
// profile, the coach (another browser) sees the unread count and answers,
// and the client sees the answer without reloading.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { bookViaApi, fillCard, GOOD_CARD, openSlots } from './support/booking-flow';
import { expect, test } from './support/fixtures';
import { toastWithTitle } from './support/toasts';
import { loginViaApi, newUser, registerViaApi } from './support/users';
import { seriousViolations } from './support/accessibility';

const SHOTS = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

test('a client writes to a coach from the profile; the coach answers; the client sees it without reloading', async ({
  page,
  browser,
  newCoach,
}) => {
  test.setTimeout(60_000);
  const coach = await newCoach('Elena');
  const client = newUser('client', 'Maya');
  await registerViaApi(page.request, client);
  await page.request.post('/api/logout');

  // Signed out, "Message" leads to sign-in and back.
  await page.goto(`/coaches/${coach.id}`);
  await page.getByRole('link', { name: 'Message Elena' }).click();
  await expect(page).toHaveURL(/\/auth\?returnTo=/);
  await page.getByLabel('Username').fill(client.username);
  await page.getByLabel('Password').fill(client.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/messages\/\d+$/);
  await expect(page.getByText('Ask Elena anything about their coaching before you book.')).toBeVisible();

  // A booked session shows in the thread.
  const [slot = ''] = await openSlots(page.request, coach.id);
  await bookViaApi(page.request, coach.id, slot);
  await page.reload();
  await expect(page.getByText(/^Session: /)).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();

  // Over the limit: told before sending, nothing lost.
  const box = page.getByLabel('Message to Elena');
  await box.fill('x'.repeat(2001));
  await expect(page.getByText('2,001 / 2,000')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Messages can be at most 2,000 characters.');
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();

  // Markup is shown as text, never run.
  const hostile = '<script>window.pwned = true</script> Do you work with anxiety?';
  await box.fill(hostile);
  await page.getByRole('button', { name: 'Send' }).click();
  const log = page.getByRole('log');
  await expect(log.getByText(hostile)).toBeVisible();
  await expect(box).toHaveValue('');
  expect(await page.evaluate(() => (window as unknown as { pwned?: boolean }).pwned)).toBeUndefined();

  // The coach, in a browser of their own.
  const coachContext = await browser.newContext();
  const coachPage = await coachContext.newPage();
  await loginViaApi(coachPage, coach.user.username, coach.user.password);
  await coachPage.goto('/dashboard/coach');
  const inbox = coachPage.getByRole('banner').getByRole('link', { name: 'Messages (1 unread)' });
  await expect(inbox).toBeVisible();
  await inbox.click();
  const row = coachPage.getByRole('link', { name: /Maya Rivers/ });
  await expect(row).toContainText('1 unread');
  await shoot(coachPage, 'coach-list-1280');
  await row.click();
  await expect(coachPage.getByRole('log').getByText(hostile)).toBeVisible();
  await expect(coachPage.getByRole('banner').getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  await coachPage.getByLabel('Message to Maya').fill('Yes, I do.\nShall we talk on Thursday?');
  await coachPage.getByRole('button', { name: 'Send' }).click();
  await expect(coachPage.getByRole('log').getByText('Shall we talk on Thursday?')).toBeVisible();
  await shoot(coachPage, 'coach-thread-1280');

  // The client's page, never reloaded, shows the answer.
  await expect(log.getByText('Shall we talk on Thursday?')).toBeVisible({ timeout: 10_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'client-thread-1280');

  if (SHOTS) {
    await page.goto(`/coaches/${coach.id}`);
    await expect(page.getByRole('link', { name: 'Message Elena' })).toBeVisible();
    await shoot(page, 'client-profile-1280');
    await page.goto('/messages');
    await expect(page.getByRole('link', { name: /Elena/ })).toBeVisible();
    await shoot(page, 'client-list-1280');
    for (const [who, p] of [
      ['client', page],
      ['coach', coachPage],
    ] as const) {
      await p.setViewportSize({ width: 390, height: 844 });
      await p.goto('/messages');
      await expect(p.getByRole('link', { name: who === 'client' ? /Elena/ : /Maya Rivers/ })).toBeVisible();
      await shoot(p, `${who}-list-390`);
      await p.getByRole('link', { name: who === 'client' ? /Elena/ : /Maya Rivers/ }).click();
      await expect(p.getByRole('log').getByText('Shall we talk on Thursday?')).toBeVisible();
      await shoot(p, `${who}-thread-390`);
    }
  }
  await coachContext.close();
});

test('a coach blocks a client: the client is told plainly they cannot write or book', async ({ page, browser, newCoach }) => {
  const coach = await newCoach('Jonah');
  await registerViaApi(page.request, newUser('client', 'Sam'));
  await page.goto(`/coaches/${coach.id}`);
  await page.getByRole('link', { name: 'Message Jonah' }).click();
  await page.getByLabel('Message to Jonah').fill('Hello there');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('log').getByText('Hello there')).toBeVisible();

  const coachContext = await browser.newContext();
  const coachPage = await coachContext.newPage();
  await loginViaApi(coachPage, coach.user.username, coach.user.password);
  await coachPage.goto('/messages');
  await coachPage.getByRole('link', { name: /Sam Rivers/ }).click();
  await coachPage.getByRole('button', { name: 'Block' }).click();
  await coachPage.getByRole('alertdialog').getByRole('button', { name: 'Block' }).click();
  await expect(coachPage.getByText('You have blocked this client. Unblock them to write again.')).toBeVisible();
  await expect(coachPage.getByRole('button', { name: 'Unblock' })).toBeVisible();

  await expect(page.getByText('You can’t send messages to this coach.')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByLabel('Message to Jonah')).toHaveCount(0);
  const [slot = ''] = await openSlots(page.request, coach.id);
  await page.goto(`/booking/${coach.id}?start=${encodeURIComponent(slot)}`);
  await fillCard(page, GOOD_CARD);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(toastWithTitle(page, 'Booking failed')).toContainText('You can’t book sessions with this coach.');
  await page.goto(`/messages`);
  await page.getByRole('link', { name: /Jonah/ }).click();

  await coachPage.getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByLabel('Message to Jonah')).toBeVisible({ timeout: 10_000 });
  await coachContext.close();
});
