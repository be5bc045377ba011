// Group programs as a visitor and clients meet them (docs/product/programs.md):
// a coach's published workshop is on the Workshops & Courses list; a visitor
// is asked to sign in; a client buys a seat with the test card and the seats
// left drop; once the program is full the next client joins the waitlist,
// and claims the seat a participant gives up by paying for it.
import type { APIRequestContext } from '@playwright/test';
import { GOOD_CARD } from './support/booking-flow';
import { expect, test } from './support/fixtures';
import { toastWithTitle } from './support/toasts';
import { newUser, registerViaApi, signInAs } from './support/users';

const DAY = 86_400_000;

// A workshop 20 days ahead at 07:00 in the coach's zone (UTC), saved and published through the API.
async function publishedWorkshop(coach: APIRequestContext, title: string): Promise<number> {
  const specializations = (await (await coach.get('/api/specializations')).json()) as { id: number }[];
  const day = new Date(Date.now() + 20 * DAY).toISOString().slice(0, 10);
  const saved = await coach.post('/api/coach/programs', {
    data: {
      title,
      description: 'A morning of sitting and walking practice for beginners and returning students.',
      specializationId: specializations[0]?.id,
      kind: 'workshop',
      meetings: 1,
      meetingMinutes: 90,
      firstMeeting: `${day}T07:00`,
      capacity: 2,
      minimumSeats: null,
      price: 45,
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const { id } = (await saved.json()) as { id: number };
  const published = await coach.post(`/api/coach/programs/${id}/publish`);
  expect(published.status(), await published.text()).toBe(200);
  return id;
}

async function buySeatViaApi(client: APIRequestContext, programId: number): Promise<number> {
  const intent = await client.post(`/api/programs/${programId}/payment-intent`);
  expect(intent.status(), await intent.text()).toBe(200);
  const seat = await client.post(`/api/programs/${programId}/seats`, {
    headers: { 'Idempotency-Key': `e2e-seat-${Date.now()}` },
    data: {
      paymentIntentId: ((await intent.json()) as { paymentIntentId: string }).paymentIntentId,
      card: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
    },
  });
  expect(seat.status(), await seat.text()).toBe(201);
  return ((await seat.json()) as { id: number }).id;
}

test('a client buys a seat in a published workshop with the test card; when it is full the next client joins the waitlist', async ({
  page,
  browser,
  newCoach,
}) => {
  const coach = await newCoach('Ines');
  const title = `Mindful mornings ${Date.now().toString(36)}`;
  const programId = await publishedWorkshop(coach.api, title);

  // The coach's profile lists it.
  await page.goto(`/coaches/${coach.id}`);
  await expect(page.getByRole('region', { name: 'Workshops & Courses' })).toContainText(title);

  // The list shows it with its seats and links to its page.
  await page.goto('/programs');
  await expect(page.getByRole('heading', { level: 1, name: 'Workshops & Courses' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText('2 seats left');
  await expect(card).toContainText('$45.00 per seat');
  await card.getByRole('link', { name: title }).click();

  // A visitor reads the program and is asked to sign in.
  await expect(page).toHaveURL(new RegExp(`/programs/${programId}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: `${coach.firstName} ${coach.lastName}` })).toHaveAttribute('href', `/coaches/${coach.id}`);
  await expect(page.getByText('Cancellation policy: Flexible')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to book' })).toBeVisible();

  // A client buys a seat: the seats left drop from 2 to 1.
  await signInAs(page, newUser('client', 'Quinn'));
  await page.reload();
  const seats = page.getByRole('region', { name: 'Seats' });
  await expect(seats.getByTestId('seats-left')).toHaveText('2 seats left of 2');
  await seats.getByRole('button', { name: 'Buy a seat' }).click();
  const form = seats.getByRole('form', { name: 'Buy a seat' });
  await form.getByLabel('Card number').fill(GOOD_CARD);
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Pay $45.00' }).click();
  await expect(toastWithTitle(page, 'Seat booked')).toBeVisible();
  await expect(seats.getByTestId('seats-left')).toHaveText('1 seat left of 2');
  await expect(seats).toContainText('You have a seat in this program.');
  const mine = (await (await page.request.get('/api/user/program-seats')).json()) as Array<{ programId: number; price: number }>;
  expect(mine).toContainEqual(expect.objectContaining({ programId, price: 45 }));

  // Another client takes the last seat; a third is offered the waitlist, joins it and can leave it.
  const second = await browser.newContext();
  await registerViaApi(second.request, newUser('client', 'Rami'));
  const secondSeat = await buySeatViaApi(second.request, programId);

  const third = await browser.newContext();
  const thirdPage = await third.newPage();
  await signInAs(thirdPage, newUser('client', 'Sol'));
  await thirdPage.goto(`/programs/${programId}`);
  const full = thirdPage.getByRole('region', { name: 'Seats' });
  await expect(full.getByTestId('seats-left')).toHaveText('Full: all 2 seats taken');
  await full.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(full).toContainText('You are on the waitlist (number 1 in line).');
  await full.getByRole('button', { name: 'Leave the waitlist' }).click();
  await full.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(full).toContainText('You are on the waitlist (number 1 in line).');

  // The second client gives up their seat: it is held for the first in line, who claims it by paying.
  const cancelled = await second.request.post(`/api/user/program-seats/${secondSeat}/cancel`);
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await second.close();
  await thirdPage.reload();
  await expect(full).toContainText('A seat is held for you until');
  await full.getByRole('button', { name: 'Claim your seat' }).click();
  const claim = full.getByRole('form', { name: 'Claim the offered seat' });
  await claim.getByLabel('Card number').fill(GOOD_CARD);
  await claim.getByLabel('Expiry (MM/YY)').fill('12/34');
  await claim.getByLabel('CVC').fill('123');
  await claim.getByRole('button', { name: 'Pay $45.00' }).click();
  await expect(full).toContainText('You have a seat in this program.');
  await expect(full.getByTestId('seats-left')).toHaveText('Full: all 2 seats taken');
  await third.close();
});

test('an unknown program shows its not-found page', async ({ page }) => {
  await page.goto('/programs/999999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Program not found' })).toBeVisible();
});
