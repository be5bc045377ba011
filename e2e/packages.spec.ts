// Packages as a coach and a client meet them (docs/product/packages.md): the
// coach offers a package, the client buys it with the test card, books with
// "Use 1 credit", cancels early (the dialog says the credit comes back, and My
// packages shows it back), then cancels the package with the exact refund shown first.
import { GOOD_CARD, cardDate, cardTime, openSlots } from './support/booking-flow';
import { expect, test } from './support/fixtures';
import { signInAsAdmin } from './support/admins';
import { toastWithTitle } from './support/toasts';
import { newUser, registerViaApi, signInAs } from './support/users';

const HOUR = 3_600_000;

test('a coach offers a package; a client buys it, books with a credit, gets the credit back and cancels the package', async ({
  page,
  browser,
  newCoach,
}) => {
  const coach = await newCoach('Pia', { hourlyRate: 80 });

  const coachContext = await browser.newContext({ storageState: await coach.api.storageState() });
  const coachPage = await coachContext.newPage();
  await coachPage.goto('/coach-dashboard');
  const editor = coachPage.getByRole('region', { name: 'Packages and membership' });
  await editor.getByLabel('Sessions', { exact: true }).fill('4');
  await editor.getByLabel('Price ($)').fill('280');
  await editor.getByLabel('Valid for (days)').fill('90');
  await editor.getByRole('button', { name: 'Add package' }).click();
  await expect(toastWithTitle(coachPage, 'Package added')).toBeVisible();
  await expect(editor.getByRole('list', { name: 'Your offers' })).toContainText('4 sessions for $280.00, valid 90 days');
  await coachContext.close();

  await signInAs(page, newUser('client', 'Quinn'));
  await page.goto(`/coaches/${coach.id}`);
  const offers = page.getByRole('region', { name: 'Packages', exact: true });
  await expect(offers).toContainText('$70.00 per session · save $40.00');
  await offers.getByRole('button', { name: 'Buy' }).click();
  const buyForm = offers.getByRole('form', { name: 'Buy package' });
  await buyForm.getByLabel('Card number').fill(GOOD_CARD);
  await buyForm.getByLabel('Expiry (MM/YY)').fill('12/34');
  await buyForm.getByLabel('CVC').fill('123');
  await buyForm.getByRole('button', { name: 'Pay $280.00' }).click();
  await expect(toastWithTitle(page, 'Package bought')).toContainText('4 credits, valid until');

  // Two sessions more than a day ahead (under Flexible a cancellation then refunds in full, so the
  // credit comes back) and one within the day (cancelling it spends the credit).
  const slots = await openSlots(page.request, coach.id);
  const ahead = slots.filter((s) => Date.parse(s) - Date.now() > 30 * HOUR);
  const soon = slots.find((s) => Date.parse(s) - Date.now() < 20 * HOUR);
  const early = ahead[0];
  // Slots start every half hour and a session lasts an hour: the next one clear of the first.
  const held = ahead.find((s) => early && Date.parse(s) - Date.parse(early) >= 2 * HOUR);
  if (!early || !held || !soon)
    throw new Error('the coach is open 06:00-22:00 UTC every day, so there are slots within 20 hours and after 30');
  let credits = 4;
  for (const slot of [early, held, soon]) {
    await page.goto(`/booking/${coach.id}?start=${encodeURIComponent(slot)}`);
    const credit = page.getByRole('region', { name: 'Pay with a credit' });
    await expect(credit).toContainText(`You have ${credits} credit${credits === 1 ? '' : 's'} with this coach`);
    await credit.getByRole('button', { name: 'Use 1 credit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Confirmed' })).toBeVisible();
    credits -= 1;
  }

  await page.goto('/user-dashboard');
  const myPackages = page.getByRole('region', { name: 'My packages' });
  await expect(myPackages).toContainText('1 credit left');
  const cardAt = (slot: string) =>
    page
      .getByRole('article', { name: `Session with ${coach.firstName} ${coach.lastName}` })
      .filter({ hasText: cardDate(slot, 'UTC') })
      .filter({ hasText: cardTime(slot, 'UTC') });

  await cardAt(early).getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByTestId('cancel-refund')).toHaveText('Your credit comes back to your package.');
  await expect(dialog).toContainText('after that the credit is spent.');
  await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
  // The card leaving the list says it is done (a toast may come and go on a busy machine).
  await expect(cardAt(early)).toHaveCount(0);
  await expect(myPackages).toContainText('2 credits left');

  await cardAt(soon).getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByTestId('cancel-refund')).toHaveText(
    "Your credit is spent: under the coach's Flexible cancellation policy, cancelling now does not return it.",
  );
  await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(cardAt(soon)).toHaveCount(0);
  await expect(myPackages).toContainText('2 credits left');

  // Two credits unused of four bought for $280.00: $140.00 back, and nothing else.
  await myPackages.getByRole('button', { name: 'Cancel package' }).click();
  const cancelPackage = page.getByRole('alertdialog');
  await expect(cancelPackage).toContainText(
    'You will be refunded $140.00 for 2 unused credits ($70.00 each). Sessions already booked stay booked.',
  );
  await cancelPackage.getByRole('button', { name: 'Cancel package' }).click();
  await expect(toastWithTitle(page, 'Package cancelled')).toContainText('$140.00 is on its way back to your card.');
  await expect(myPackages).toContainText('0 credits left · cancelled');

  // The credits ledger: 4 granted, 3 redeemed, 1 returned, 2 refunded; the money
  // refunded is the unused credits at the price paid for each.
  const [bought] = (await (await page.request.get('/api/user/packages')).json()) as Array<{
    history: Array<{ kind: string; credits: number; amount: number }>;
  }>;
  const sum = (kind: string, key: 'credits' | 'amount') =>
    (bought?.history ?? []).filter((h) => h.kind === kind).reduce((total, h) => total + Math.abs(h[key]), 0);
  expect([sum('granted', 'credits'), sum('redeemed', 'credits'), sum('returned', 'credits'), sum('refunded', 'credits')]).toEqual([
    4, 3, 1, 2,
  ]);
  expect(sum('refunded', 'amount')).toBe(140);

  // The money agrees with it: $280.00 paid = $140.00 refunded + two credits spent at $70.00 (the
  // session held and the one cancelled late).
  expect(sum('refunded', 'amount') + (sum('redeemed', 'credits') - sum('returned', 'credits')) * 70).toBe(280);
  // The coach's earnings: the session still to be held is pending at its per-session price; the
  // refunded credits and the early cancellation earn nothing.
  const payouts = (await (await coach.api.get('/api/coach/earnings/payouts')).json()) as {
    totals: { pending: { amountCents: number; sessions: number } };
  };
  expect(payouts.totals.pending).toEqual({ amountCents: 7_000, sessions: 1 });
});

test('an admin refunds a package by hand with a reason; the refund is shown first and the ledger keeps it', async ({
  page,
  browser,
  admin,
  newCoach,
}) => {
  const coach = await newCoach('Lene', { hourlyRate: 80 });
  const offer = await coach.api.post('/api/coach/packages', { data: { kind: 'package', sessions: 3, price: 210, validityDays: 60 } });
  expect(offer.status(), await offer.text()).toBe(201);
  const offerId = ((await offer.json()) as { id: number }).id;

  const clientContext = await browser.newContext();
  const client = clientContext.request;
  await registerViaApi(client, newUser('client', 'Sami'));
  const intent = await client.post(`/api/packages/${offerId}/payment-intent`);
  expect(intent.status(), await intent.text()).toBe(200);
  const bought = await client.post(`/api/packages/${offerId}/purchase`, {
    headers: { 'Idempotency-Key': `e2e-package-${Date.now()}` },
    data: {
      paymentIntentId: ((await intent.json()) as { paymentIntentId: string }).paymentIntentId,
      card: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
    },
  });
  expect(bought.status(), await bought.text()).toBe(201);
  const purchaseId = ((await bought.json()) as { id: number }).id;

  await signInAsAdmin(page, admin);
  await page.goto('/dashboard/admin?section=money');
  const packages = page.getByRole('table', { name: 'Packages and memberships' });
  const row = packages.getByRole('row').filter({ has: page.getByRole('button', { name: `Refund package #${purchaseId}` }) });
  await expect(row).toContainText('3 of 3');
  await row.getByRole('button', { name: `Refund package #${purchaseId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Refund package #${purchaseId}?` });
  await expect(dialog).toContainText("$210.00 goes back to the client's card for 3 credits unused ($70.00 each)");
  await dialog.getByRole('button', { name: 'Refund $210.00' }).click();
  await expect(dialog).toContainText('Give a reason for the refund (at most 500 characters).');
  await dialog.getByLabel('Reason').fill('The coach stopped practising.');
  await dialog.getByRole('button', { name: 'Refund $210.00' }).click();
  await expect(toastWithTitle(page, 'Package refunded')).toContainText('$210.00 refunded; 0 credits left.');

  const mine = (await (await client.get('/api/user/packages')).json()) as Array<{
    id: number;
    status: string;
    history: Array<{ kind: string; amount: number; reason: string | null }>;
  }>;
  const refundedPackage = mine.find((p) => p.id === purchaseId);
  expect(refundedPackage?.status).toBe('cancelled');
  expect(refundedPackage?.history).toContainEqual(
    expect.objectContaining({ kind: 'refunded', amount: 210, reason: 'The coach stopped practising.' }),
  );
  await clientContext.close();
});
