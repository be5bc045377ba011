// A membership month by month as a coach and a client meet it (docs/product/packages.md,
// docs/decisions/0067-membership-renewals.md): the coach offers one, a client buys it with the
// test card, books with "Use 1 credit", the month renews on the app clock (the test hook runs the
// renewal job a month ahead for this purchase only) and My packages and the renewal e-mail show
// it; the client cancels and keeps the credits until the month ends. A second client's card
// (4000 0000 0000 0341) is refused at renewal: grace and the e-mail, then no new credits.
import type { APIRequestContext, Page } from '@playwright/test';
import { GOOD_CARD, openSlots } from './support/booking-flow';
import { expect, test } from './support/fixtures';
import { signInAsAdmin, type TestAdmin } from './support/admins';
import { toastWithTitle } from './support/toasts';
import { newUser, signInAs, type TestUser } from './support/users';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const FAILS_AT_RENEWAL = '4000 0000 0000 0341';

type Mine = Array<{ id: number; creditsLeft: number; membership: { renewsOn: string | null } | null }>;

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

async function buyMembership(page: Page, coachId: number, card: string) {
  await page.goto(`/coaches/${coachId}`);
  const offers = page.getByRole('region', { name: 'Packages', exact: true });
  await expect(offers).toContainText('2 sessions a month · $150.00 / month');
  await expect(offers).toContainText('$75.00 per session · save $10.00');
  await offers.getByRole('button', { name: 'Buy' }).click();
  const buyForm = offers.getByRole('form', { name: 'Buy package' });
  await buyForm.getByLabel('Card number').fill(card);
  await buyForm.getByLabel('Expiry (MM/YY)').fill('12/34');
  await buyForm.getByLabel('CVC').fill('123');
  await buyForm.getByRole('button', { name: 'Pay $150.00' }).click();
  await expect(toastWithTitle(page, 'Membership started')).toContainText('2 credits');
  const [bought] = (await (await page.request.get('/api/user/packages')).json()) as Mine;
  if (!bought?.membership?.renewsOn) throw new Error('a membership just bought renews a month on');
  return { id: bought.id, renewsOn: bought.membership.renewsOn };
}

// The renewal job as of `at`, for this purchase only (the other specs' memberships stay put).
async function renewAt(request: APIRequestContext, purchaseId: number, at: number) {
  const ran = await request.post('/api/test/run-jobs', { data: { at: new Date(at).toISOString(), purchaseIds: [purchaseId] } });
  expect(ran.status(), await ran.text()).toBe(200);
  return ((await ran.json()) as { handled: Record<string, number> }).handled['renew-memberships'];
}

// The admin's Money section: the membership's monthly charges after the first.
async function renewalsOf(page: Page, purchaseId: number) {
  await page.goto('/dashboard/admin?section=money');
  return page
    .getByRole('table', { name: 'Membership renewals' })
    .getByRole('row')
    .filter({ hasText: `#${purchaseId}` });
}

async function mailboxOf(page: Page, admin: TestAdmin, client: TestUser) {
  await signInAsAdmin(page, admin);
  await page.goto('/dashboard/admin?section=settings');
  return page
    .getByRole('region', { name: 'Development mailbox' })
    .getByTestId('mailbox-message')
    .filter({ hasText: `To ${client.email}` });
}

test('a membership: bought, a credit used, renewed a month on with an e-mail, cancelled keeping its credits', async ({
  page,
  browser,
  admin,
  newCoach,
}) => {
  const coach = await newCoach('Mira', { hourlyRate: 80 });
  const coachName = `${coach.firstName} ${coach.lastName}`;
  const coachContext = await browser.newContext({ storageState: await coach.api.storageState() });
  const coachPage = await coachContext.newPage();
  await coachPage.goto('/coach-dashboard');
  const editor = coachPage.getByRole('region', { name: 'Packages and membership' });
  await editor.getByRole('radio', { name: 'Membership' }).click();
  await editor.getByLabel('Sessions a month').fill('2');
  await editor.getByLabel('Monthly price ($)').fill('150');
  await editor.getByRole('button', { name: 'Add membership' }).click();
  await expect(toastWithTitle(coachPage, 'Membership added')).toBeVisible();
  await expect(editor.getByRole('list', { name: 'Your offers' })).toContainText('2 sessions a month for $150.00');
  await coachContext.close();

  const client = newUser('client', 'Noor');
  await signInAs(page, client);
  const bought = await buyMembership(page, coach.id, GOOD_CARD);

  const [slot] = (await openSlots(page.request, coach.id)).filter((s) => Date.parse(s) - Date.now() > 30 * 60 * MINUTE);
  if (!slot) throw new Error('the coach is open 06:00-22:00 UTC every day, so there are slots after 30 hours');
  await page.goto(`/booking/${coach.id}?start=${encodeURIComponent(slot)}`);
  const credit = page.getByRole('region', { name: 'Pay with a credit' });
  await expect(credit).toContainText('You have 2 credits with this coach');
  await credit.getByRole('button', { name: 'Use 1 credit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Confirmed' })).toBeVisible();

  await page.goto('/user-dashboard');
  const myPackages = page.getByRole('region', { name: 'My packages' });
  await expect(myPackages).toContainText(`1 credit left · Renews on ${day(bought.renewsOn)}`);

  // A minute after the month ends the saved card is charged: the month's 2 credits join the one left.
  expect(await renewAt(page.request, bought.id, Date.parse(bought.renewsOn) + MINUTE)).toBe(1);
  // Running the job again (another process, a retry) charges nothing twice.
  expect(await renewAt(page.request, bought.id, Date.parse(bought.renewsOn) + 2 * MINUTE)).toBe(0);
  const [renewed] = (await (await page.request.get('/api/user/packages')).json()) as Mine;
  const nextRenewal = renewed?.membership?.renewsOn ?? '';
  expect(Date.parse(nextRenewal)).toBeGreaterThan(Date.parse(bought.renewsOn));
  await page.reload();
  await expect(myPackages).toContainText(`3 credits left · Renews on ${day(nextRenewal)}`);
  await myPackages.getByText('History').click();
  await expect(myPackages.getByRole('listitem').filter({ hasText: 'Credits added (2)' })).toHaveCount(2);

  // Cancelling: nothing refunded, no more renewals, the credits stay until the month paid for ends.
  await myPackages.getByRole('button', { name: 'Cancel membership' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`It will not renew again. You keep your 3 credits until ${day(nextRenewal)}; nothing is refunded.`);
  await dialog.getByRole('button', { name: 'Cancel membership' }).click();
  await expect(toastWithTitle(page, 'Membership cancelled')).toContainText(`Your credits stay until ${day(nextRenewal)}.`);
  await expect(myPackages).toContainText(`3 credits left · Cancelled · ends on ${day(nextRenewal)}`);
  await expect(myPackages.getByRole('button', { name: 'Cancel membership' })).toHaveCount(0);
  expect(await renewAt(page.request, bought.id, Date.parse(nextRenewal) + MINUTE)).toBe(0);
  await page.reload();
  await expect(myPackages).toContainText('3 credits left · Cancelled');

  // The renewal e-mail, in the development mailbox.
  const mails = await mailboxOf(page, admin, client);
  const receipt = mails.filter({ hasText: `Your membership with ${coachName} renewed` });
  await expect(receipt).toHaveCount(1);
  await receipt.locator('summary').click();
  await expect(receipt.locator('pre')).toContainText(
    `Your membership with ${coachName} (2 sessions a month) renewed: $150.00 was charged to your card.`,
  );

  // The admin sees the month charged.
  const charges = await renewalsOf(page, bought.id);
  await expect(charges).toHaveCount(1);
  await expect(charges).toContainText(coachName);
  await expect(charges).toContainText('$150.00');
  await expect(charges).toContainText('paid');
});

test('a membership whose card is refused at renewal: grace and an e-mail, retried, then no new credits', async ({
  page,
  admin,
  newCoach,
}) => {
  const coach = await newCoach('Tove', { hourlyRate: 80 });
  const coachName = `${coach.firstName} ${coach.lastName}`;
  const offer = await coach.api.post('/api/coach/packages', { data: { kind: 'membership', sessions: 2, price: 150 } });
  expect(offer.status(), await offer.text()).toBe(201);

  const client = newUser('client', 'Ilse');
  await signInAs(page, client);
  // Accepted at purchase, declined at every renewal, as Stripe's test card is.
  const bought = await buyMembership(page, coach.id, FAILS_AT_RENEWAL);
  const monthEnd = Date.parse(bought.renewsOn);
  const graceEnd = monthEnd + 3 * DAY;

  expect(await renewAt(page.request, bought.id, monthEnd + MINUTE)).toBe(0);
  await page.goto('/user-dashboard');
  const myPackages = page.getByRole('region', { name: 'My packages' });
  await expect(myPackages).toContainText(`2 credits left · Payment failed — update your card by ${day(new Date(graceEnd).toISOString())}`);
  await expect(myPackages.getByRole('button', { name: 'Update card' })).toBeVisible();

  // Retried once a day in grace (still refused); after the grace nothing is charged and no credits come.
  expect(await renewAt(page.request, bought.id, monthEnd + DAY + MINUTE)).toBe(0);
  expect(await renewAt(page.request, bought.id, graceEnd + MINUTE)).toBe(0);
  await page.reload();
  await expect(myPackages).toContainText('2 credits left');
  const [after] = (await (await page.request.get('/api/user/packages')).json()) as Array<{ history: Array<{ kind: string }> }>;
  expect(after?.history.filter((h) => h.kind === 'granted')).toHaveLength(1);

  // One "renewal failed" e-mail, however often the card is retried.
  const mails = await mailboxOf(page, admin, client);
  const notice = mails.filter({ hasText: `Action needed: your membership with ${coachName} could not be renewed` });
  await expect(notice).toHaveCount(1);
  await notice.locator('summary').click();
  await expect(notice.locator('pre')).toContainText('choose "Update card" by');
  await expect(mails.filter({ hasText: `Your membership with ${coachName} renewed` })).toHaveCount(0);

  // The admin sees the refused month: tried twice, with the card's reason.
  const charges = await renewalsOf(page, bought.id);
  await expect(charges).toHaveCount(1);
  await expect(charges).toContainText('failed');
  await expect(charges).toContainText('Your card was declined.');
  await expect(charges.getByRole('cell').nth(6)).toHaveText('2');
});
