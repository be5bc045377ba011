// Packages as a coach and a client meet them (docs/product/packages.md): the
// coach offers a package, the client buys it with the test card, books with
// "Use 1 credit", cancels early (the dialog says the credit comes back, and My
// packages shows it back), then cancels the package with the exact refund shown first.
import { GOOD_CARD, openSlots } from './support/booking-flow';
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

  // More than a day ahead: under Flexible a cancellation then refunds in full, so the credit comes back.
  const slot = (await openSlots(page.request, coach.id)).find((s) => Date.parse(s) - Date.now() > 30 * HOUR);
  if (!slot) throw new Error('the coach has open times every day, so one falls more than 30 hours ahead');
  await page.goto(`/booking/${coach.id}?start=${encodeURIComponent(slot)}`);
  const credit = page.getByRole('region', { name: 'Pay with a credit' });
  await expect(credit).toContainText('You have 4 credits with this coach');
  await credit.getByRole('button', { name: 'Use 1 credit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Confirmed' })).toBeVisible();

  await page.goto('/user-dashboard');
  const myPackages = page.getByRole('region', { name: 'My packages' });
  await expect(myPackages).toContainText('3 credits left');
  const card = page.getByRole('article', { name: `Session with ${coach.firstName} ${coach.lastName}` });
  await card.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByTestId('cancel-refund')).toHaveText('Your credit comes back to your package.');
  await expect(dialog).toContainText('after that the credit is spent.');
  await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(toastWithTitle(page, 'Booking cancelled')).toBeVisible();
  await expect(myPackages).toContainText('4 credits left');

  await myPackages.getByRole('button', { name: 'Cancel package' }).click();
  const cancelPackage = page.getByRole('alertdialog');
  await expect(cancelPackage).toContainText(
    'You will be refunded $280.00 for 4 unused credits ($70.00 each). Sessions already booked stay booked.',
  );
  await cancelPackage.getByRole('button', { name: 'Cancel package' }).click();
  await expect(toastWithTitle(page, 'Package cancelled')).toContainText('$280.00 is on its way back to your card.');
  await expect(myPackages).toContainText('0 credits left · cancelled');
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
