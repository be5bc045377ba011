import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { bookViaApi, openSlots } from './support/booking-flow';
import { signInAsAdmin } from './support/admins';
import { completedSession, expect, test, type OwnCoach } from './support/fixtures';
import { toastWithTitle } from './support/toasts';
import { loginViaApi, newUser, registerViaApi, signInAs } from './support/users';
import { selectTab } from './support/tabs';
import { seriousViolations } from './support/accessibility';

const SHOTS = process.env.SHOTS_DIR;

// With SHOTS_DIR set: the page at the configured width and at 390 px.
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  await page.screenshot({ path: `${SHOTS}/${name}-wide.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

async function review(request: APIRequestContext, coach: OwnCoach, startTime: string, rating: number, comment: string) {
  const session = await completedSession(request, coach, startTime);
  const posted = await request.post('/api/reviews', { data: { bookingId: session.id, rating, comment } });
  expect(posted.status(), await posted.text()).toBe(201);
}

test('a client reports a review, an admin hides it, and it leaves the profile and the rating', async ({
  page,
  browser,
  admin: adminUser,
  newCoach,
  playwright,
  baseURL,
}) => {
  const coach = await newCoach('Elena');
  const [first = '', second = ''] = await openSlots(page.request, coach.id);
  // Maya's kind review and Drew's hostile one: a 3-star average of two.
  await signInAs(page, newUser('client', 'Maya'));
  await review(page.request, coach, first, 5, 'Calm, warm and practical.');
  const drew = await playwright.request.newContext({ baseURL });
  await registerViaApi(drew, newUser('client', 'Drew'));
  const hostile = `You are useless <b>and</b> everyone should know ${Date.now()}`;
  await review(drew, coach, second, 1, hostile);
  await drew.dispose();

  await page.goto(`/coaches/${coach.id}`);
  const summary = page.getByTestId('coach-summary');
  await expect(summary).toContainText('(2 reviews)');
  await expect(summary.getByRole('img', { name: 'Rated 3 out of 5 stars' })).toBeVisible();
  await selectTab(page, 'Reviews');
  const hostileReview = page.getByTestId('review').filter({ hasText: hostile });
  // Shown as text: the markup is visible as typed, not bold.
  await expect(hostileReview).toContainText('<b>and</b>');
  await hostileReview.getByRole('button', { name: 'Report the review by Drew R.' }).click();

  const dialog = page.getByRole('dialog', { name: 'Report the review by Drew R.' });
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose a reason.');
  await dialog.getByLabel('Harassment or hate').check();
  await dialog.getByLabel('Details (optional)').fill('Insulting, <i>and</i> not about the session at all.');
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await expect(toastWithTitle(page, 'Thank you for your report')).toBeVisible();
  await expect(dialog).toBeHidden();

  // A second report of the same review is refused plainly.
  await hostileReview.getByRole('button', { name: 'Report the review by Drew R.' }).click();
  await dialog.getByLabel('Spam or advertising').check();
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('You have already reported this. Our team will look at it soon.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The admin hides it from the reports queue.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin, adminUser);
  await admin.goto('/dashboard/admin?section=reports');
  const card = admin.getByRole('article').filter({ hasText: hostile });
  await expect(card).toContainText('Harassment or hate');
  await expect(card).toContainText('Reported by Maya Rivers (client)');
  // The reporter's words as text: the markup shows as typed.
  await expect(card).toContainText('Insulting, <i>and</i> not about the session at all.');
  await card.getByRole('button', { name: 'Hide Review' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Hide this review?' });
  await confirm.getByRole('button', { name: 'Hide Review' }).click();
  await expect(toastWithTitle(admin, 'Report resolved')).toContainText('The review is hidden.');
  await expect(admin.getByRole('article').filter({ hasText: hostile })).toHaveCount(0);
  await admin.getByRole('button', { name: 'Resolved' }).click();
  const resolved = admin.getByRole('article').filter({ hasText: hostile });
  await expect(resolved).toContainText(`Review hidden by ${adminUser.firstName} ${adminUser.lastName}`);
  await expect(resolved.getByRole('button', { name: 'Restore Review' })).toBeVisible();
  await adminContext.close();

  // The profile no longer shows it, and the rating is Maya's 5 alone.
  await page.goto(`/coaches/${coach.id}`);
  await expect(summary).toContainText('(1 reviews)');
  await expect(summary.getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeVisible();
  await selectTab(page, 'Reviews');
  await expect(page.getByTestId('review')).toHaveCount(1);
  await expect(page.getByText(hostile)).toHaveCount(0);
});

test('a coach reports a client from a session, and an admin deactivates the client from the queue', async ({
  page,
  browser,
  admin: adminUser,
  newCoach,
  playwright,
  baseURL,
}) => {
  const coach = await newCoach('Noor');
  const [slot = ''] = await openSlots(page.request, coach.id);
  const client = newUser('client', 'Quill');
  const clientApi = await playwright.request.newContext({ baseURL });
  await registerViaApi(clientApi, client);
  await bookViaApi(clientApi, coach.id, slot);

  await loginViaApi(page, coach.user.username, coach.user.password);
  await page.goto('/coach-dashboard');
  const session = page.getByRole('article', { name: `Session with ${client.firstName} ${client.lastName}` });
  await session.getByRole('button', { name: `Report ${client.firstName} ${client.lastName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Report ${client.firstName} ${client.lastName}` });
  await dialog.getByLabel('Inappropriate or offensive').check();
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await expect(toastWithTitle(page, 'Thank you for your report')).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin, adminUser);
  await admin.goto('/dashboard/admin?section=reports');
  const card = admin.getByRole('article').filter({ hasText: client.email });
  await expect(card).toContainText(`Reported by ${coach.firstName} ${coach.lastName} (coach)`);
  await expect(card).toContainText('Active');
  expect(await seriousViolations(admin)).toEqual([]);

  await card.getByRole('button', { name: 'Deactivate User' }).click();
  await admin.getByRole('alertdialog', { name: 'Deactivate this user?' }).getByRole('button', { name: 'Deactivate User' }).click();
  await expect(toastWithTitle(admin, 'Report resolved')).toContainText('The user is deactivated.');
  await adminContext.close();

  // The client is signed out and cannot sign in again.
  expect((await clientApi.get('/api/user')).status()).toBe(401);
  const login = await clientApi.post('/api/login', { data: { username: client.username, password: client.password } });
  expect(login.status()).toBe(403);
  await clientApi.dispose();
});

test('a client reports a coach’s message from the thread, and an admin sees it with both parties and deactivates its author', async ({
  page,
  browser,
  admin: adminUser,
  newCoach,
}) => {
  const coach = await newCoach('Iris');
  const client = newUser('client', 'Tess');
  await registerViaApi(page.request, client);
  const started = await page.request.post('/api/conversations', { data: { coachId: coach.id } });
  expect(started.status(), await started.text()).toBe(200);
  const conversationId = (await started.json()).id;
  const write = async (api: APIRequestContext, body: string) => {
    const sent = await api.post(`/api/conversations/${conversationId}/messages`, { data: { body } });
    expect(sent.status(), await sent.text()).toBe(201);
  };
  await write(page.request, 'Hello, do you have evenings free?');
  const spam = `Cheap pills at <b>spam.example</b> ${Date.now()}`;
  await write(coach.api, spam);

  await page.goto(`/messages/${conversationId}`);
  // Only the other party's message has a Report action.
  await expect(page.getByRole('button', { name: /^Report this message/ })).toHaveCount(1);
  await shoot(page, 'message-thread-report');
  await page.getByRole('button', { name: `Report this message from ${coach.firstName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Report this message from ${coach.firstName}` });
  await dialog.getByLabel('Spam or advertising').check();
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await expect(toastWithTitle(page, 'Thank you for your report')).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin, adminUser);
  await admin.goto('/dashboard/admin?section=reports');
  // The message as written, shown as text, and the conversation's two parties.
  const card = admin.getByRole('article').filter({ hasText: spam });
  await expect(card).toContainText('Spam or advertising');
  await expect(card).toContainText(`Reported by ${client.firstName} ${client.lastName} (client)`);
  await expect(card).toContainText(
    `Conversation between ${client.firstName} ${client.lastName} (client) and ${coach.firstName} ${coach.lastName} (coach)`,
  );
  await expect(card.getByRole('button', { name: 'Hide Review' })).toHaveCount(0);
  await shoot(admin, 'admin-message-report');
  await card.getByRole('button', { name: 'Deactivate User' }).click();
  await admin.getByRole('alertdialog', { name: 'Deactivate this user?' }).getByRole('button', { name: 'Deactivate User' }).click();
  await expect(toastWithTitle(admin, 'Report resolved')).toContainText('The user is deactivated.');
  await admin.getByRole('button', { name: 'Resolved' }).click();
  await expect(admin.getByRole('article').filter({ hasText: spam })).toContainText('Inactive');
  await adminContext.close();
});
