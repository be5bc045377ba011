// The coach proposes a new time and the client accepts it (docs/product/reschedule.md#the-coach-proposes);
// a client reports the coach absent, the coach disputes, an admin refunds (docs/product/no-shows.md).
// Every person here is made by the spec itself, the admin who reads and decides the case included.
import { signInAsAdmin } from './support/admins';
import { bookViaApi, cardDate, cardTime, openSlots } from './support/booking-flow';
import { confirmAsCoach, expect, sessionThatEnded, test } from './support/fixtures';
import { toastWithTitle } from './support/toasts';
import { newUser, signInAs } from './support/users';

const ZONE = 'UTC';
test.use({ timezoneId: ZONE });
const HOUR = 3_600_000;

const shortDate = (iso: string) => cardDate(iso, ZONE);
const time = (iso: string) => cardTime(iso, ZONE);

test('a coach proposes a new time from the dashboard and the client accepts it', async ({ page, browser, newCoach }) => {
  const client = newUser('client', 'Noor');
  await signInAs(page, client);
  const coach = await newCoach('Tobias');
  const slots = await openSlots(page.request, coach.id);
  const first = slots.find((s) => Date.parse(s) - Date.now() > 3 * 24 * HOUR) ?? '';
  const booking = await bookViaApi(page.request, coach.id, first);
  await confirmAsCoach(coach, booking.id);

  const coachContext = await browser.newContext({ storageState: await coach.api.storageState(), timezoneId: ZONE });
  const coachPage = await coachContext.newPage();
  await coachPage.goto('/coach-dashboard');
  const coachCard = coachPage.getByRole('article', { name: `Session with ${client.firstName} ${client.lastName}` });
  await coachCard.getByRole('button', { name: 'Propose New Time' }).click();
  const dialog = coachPage.getByRole('dialog', { name: 'Propose a new time' });
  await expect(dialog).toContainText('if they decline, nothing changes');
  await expect(dialog.getByRole('list', { name: 'Open times' })).toBeVisible();
  await dialog.getByLabel('Day').selectOption({ index: 1 });
  await dialog.getByRole('list', { name: 'Open times' }).getByRole('button').first().click();
  const [proposedResponse] = await Promise.all([
    coachPage.waitForResponse((r) => r.url().endsWith(`/api/bookings/${booking.id}/proposal`) && r.request().method() === 'POST'),
    dialog.getByRole('button', { name: /^Propose \d/ }).click(),
  ]);
  expect(proposedResponse.status()).toBe(200);
  const proposed = ((await proposedResponse.json()) as { proposal: { startTime: string } }).proposal.startTime;
  await expect(toastWithTitle(coachPage, 'Time proposed')).toBeVisible();
  await expect(coachCard).toContainText('You proposed');
  await expect(coachCard).toContainText(`at ${time(proposed)}. Waiting for ${client.firstName} ${client.lastName} to accept.`);

  await page.goto('/user-dashboard');
  const card = page.getByRole('article', { name: `Session with ${coach.firstName} ${coach.lastName}` });
  await expect(card.getByTestId('proposal-banner')).toContainText(`${coach.firstName} ${coach.lastName} proposes to move this session to`);
  await card.getByRole('button', { name: 'Accept New Time' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Move to the proposed time?' });
  await expect(confirm).toContainText('the new time is confirmed right away');
  await confirm.getByRole('button', { name: 'Accept New Time' }).click();
  await expect(toastWithTitle(page, 'Booking moved')).toBeVisible();
  await expect(card).toContainText(`${shortDate(proposed)}, ${time(proposed)}`);
  await expect(card).toContainText('Confirmed');
  await expect(card.getByTestId('proposal-banner')).toHaveCount(0);

  await coachPage.reload();
  await expect(coachCard).toContainText(`${shortDate(proposed)}, ${time(proposed)}`);
  await expect(coachCard).toContainText('Confirmed');
  await coachContext.close();
});

test('a client reports the coach absent, the coach disputes, and an admin refunds the client', async ({
  page,
  browser,
  newCoach,
  admin,
}) => {
  const client = newUser('client', 'Wren');
  await signInAs(page, client);
  const coach = await newCoach('Dario');
  const [slot] = await openSlots(page.request, coach.id);
  const session = await sessionThatEnded(page.request, coach, slot ?? '');

  await page.goto('/user-dashboard');
  await page.getByRole('tab', { name: 'Past Sessions' }).click();
  const card = page.getByRole('article', { name: `Session with ${coach.firstName} ${coach.lastName}` });
  await card.getByRole('button', { name: 'Report Coach Absent' }).click();
  const report = page.getByRole('dialog', { name: 'Report that the coach did not attend' });
  await expect(report).toContainText(`You get $${session.totalPrice.toFixed(2)} back in full unless`);
  await report.getByRole('button', { name: 'Send Report' }).click();
  await expect(report.getByRole('alert')).toHaveText('Please describe what happened in at least 10 characters.');
  await report.getByLabel(/What happened/).fill('I waited in the call for the whole hour; nobody came.');
  await report.getByRole('button', { name: 'Send Report' }).click();
  await expect(toastWithTitle(page, 'Report sent')).toBeVisible();
  await expect(card.getByTestId('no-show-panel')).toContainText(
    `You reported ${coach.firstName} ${coach.lastName} absent. Unless they dispute it by`,
  );

  const coachContext = await browser.newContext({ storageState: await coach.api.storageState(), timezoneId: ZONE });
  const coachPage = await coachContext.newPage();
  await coachPage.goto('/coach-dashboard');
  const row = coachPage.getByTestId('coach-past-booking').filter({ hasText: `${client.firstName} ${client.lastName}` });
  await expect(row).toContainText('reported that you did not attend');
  await row.getByRole('button', { name: 'Dispute Report' }).click();
  const dispute = coachPage.getByRole('dialog', { name: 'Dispute the no-show report' });
  await dispute.getByLabel(/Your side/).fill('I was in the call on time; the client never joined.');
  await dispute.getByRole('button', { name: 'Send Dispute' }).click();
  await expect(toastWithTitle(coachPage, 'Dispute sent')).toBeVisible();
  await expect(row).toContainText('Disputed: an admin will read both statements');
  await coachContext.close();

  const adminContext = await browser.newContext({ timezoneId: ZONE });
  const adminPage = await adminContext.newPage();
  await signInAsAdmin(adminPage, admin);
  await adminPage.goto('/dashboard/admin?section=no-shows');
  const caseCard = adminPage.getByRole('article', {
    name: `No-show case: ${client.firstName} ${client.lastName} and ${coach.firstName} ${coach.lastName}`,
  });
  await expect(caseCard).toContainText('I waited in the call for the whole hour; nobody came.');
  await expect(caseCard).toContainText('I was in the call on time; the client never joined.');
  await caseCard.getByRole('button', { name: 'Refund in Full' }).click();
  const decision = adminPage.getByRole('dialog', { name: 'Refund the client in full?' });
  await decision.getByRole('button', { name: `Refund $${session.totalPrice.toFixed(2)}` }).click();
  await expect(toastWithTitle(adminPage, 'Decision saved')).toBeVisible();
  await expect(caseCard).toHaveCount(0);
  await adminContext.close();

  await page.reload();
  await page.getByRole('tab', { name: 'Past Sessions' }).click();
  await expect(card).toContainText('Session cancelled');
  await expect(card).toContainText('Refunded');
  await expect(card.getByTestId('no-show-panel')).toContainText('was upheld');
});
