// Group programs from the dashboards (docs/product/programs.md): a coach
// creates and publishes an 8-week course in the editor; clients buy seats
// until it is full; a participant gives up a seat from their dashboard and the
// first in line claims it; a second freed seat's offer lapses (the jobs run
// for this program only, 13 hours ahead) and passes on; a workshop under its
// minimum is cancelled by the jobs with refunds the client and the coach see.
// The server runs its own jobs every 60 s: nothing here relies on being first.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { toastWithTitle } from './support/toasts';
import { loginViaApi, newUser, signInAs } from './support/users';
import { GOOD_CARD } from './support/booking-flow';

const DAY = 86_400_000;
const HOUR = 3_600_000;

// 'YYYY-MM-DDTHH:MM' in UTC (the fixture's coaches teach in UTC), whole hours.
function localInput(at: number): string {
  return new Date(Math.floor(at / HOUR) * HOUR).toISOString().slice(0, 16);
}

async function buySeatViaApi(client: APIRequestContext, programId: number): Promise<number> {
  const intent = await client.post(`/api/programs/${programId}/payment-intent`);
  expect(intent.status(), await intent.text()).toBe(200);
  const seat = await client.post(`/api/programs/${programId}/seats`, {
    headers: { 'Idempotency-Key': `e2e-course-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      paymentIntentId: ((await intent.json()) as { paymentIntentId: string }).paymentIntentId,
      card: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
    },
  });
  expect(seat.status(), await seat.text()).toBe(201);
  return ((await seat.json()) as { id: number }).id;
}

// A signed-in client in a browser context of their own.
async function newClient(browser: Browser, firstName: string): Promise<{ page: Page; api: APIRequestContext; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, newUser('client', firstName));
  return { page, api: context.request, close: () => context.close() };
}

async function joinWaitlist(client: APIRequestContext, programId: number) {
  const joined = await client.post(`/api/programs/${programId}/waitlist`);
  expect(joined.status(), await joined.text()).toBe(201);
}

async function openProgramsTab(page: Page) {
  await page.goto('/dashboard/coach');
  await page.getByRole('tab', { name: 'Programs' }).click();
}

test('a coach publishes an 8-week course; it sells out; a freed seat is claimed from the waitlist and an unclaimed offer passes on', async ({
  page,
  browser,
  newCoach,
}) => {
  test.setTimeout(120_000);
  const coach = await newCoach('Hana');
  await loginViaApi(page, coach.user.username, coach.user.password);
  await openProgramsTab(page);
  await page.getByRole('button', { name: 'New program' }).click();

  const title = `MBSR eight weeks ${Date.now().toString(36)}`;
  const form = page.getByRole('form', { name: 'Program details' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form
    .getByLabel('Description')
    .fill('The classic eight-week course: body scan, sitting practice, mindful movement and a day of silence.');
  await form.getByLabel('Specialization').selectOption({ index: 1 });
  await form.getByLabel('Course (weekly meetings)', { exact: true }).check();
  await form.getByLabel('Weekly meetings', { exact: true }).fill('8');
  await form.getByLabel('Length of a meeting (minutes)').fill('90');
  await form.getByLabel('Seats', { exact: true }).fill('2');
  await form.getByLabel('Price per seat ($)').fill('240');

  // A first meeting in the past is refused with the server's message beside the field, and nothing is saved.
  const firstMeeting = form.getByLabel('First meeting (your time, UTC)');
  await firstMeeting.fill(localInput(Date.now() - 2 * DAY));
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form.getByText('The first meeting must be in the future.')).toBeVisible();
  await expect(firstMeeting).toHaveAttribute('aria-invalid', 'true');

  // So is a price out of range for eight meetings.
  await firstMeeting.fill(localInput(Date.now() + 10 * DAY));
  await form.getByLabel('Price per seat ($)').fill('5');
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form.getByText('The price per seat must be between $80.00 and $7,992.00.')).toBeVisible();

  await form.getByLabel('Price per seat ($)').fill('240');
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(toastWithTitle(page, 'Program saved')).toBeVisible();
  const card = page.getByRole('list', { name: 'Your programs' }).getByRole('listitem', { name: title });
  await expect(card.getByTestId('program-status')).toHaveText('Draft');
  await expect(card).toContainText('Course · 8 weekly meetings');
  await expect(card.getByTestId('program-seats')).toHaveText('0 of 2 seats sold');

  // Publishing asks first.
  await card.getByRole('button', { name: 'Publish' }).click();
  const publish = page.getByRole('alertdialog', { name: `Publish ${title}?` });
  await publish.getByRole('button', { name: 'Publish' }).click();
  await expect(toastWithTitle(page, 'Program published')).toBeVisible();
  await expect(card.getByTestId('program-status')).toHaveText('Published');
  const mine = (await (await page.request.get('/api/coach/programs')).json()) as Array<{ id: number; title: string }>;
  const programId = mine.find((p) => p.title === title)?.id ?? 0;
  expect(programId).toBeGreaterThan(0);

  // Two clients buy the two seats; three more wait in line.
  const ana = await newClient(browser, 'Ana');
  const ben = await newClient(browser, 'Ben');
  await buySeatViaApi(ana.api, programId);
  const benSeat = await buySeatViaApi(ben.api, programId);
  const [cleo, dev, eli] = [await newClient(browser, 'Cleo'), await newClient(browser, 'Dev'), await newClient(browser, 'Eli')];
  for (const client of [cleo, dev, eli]) await joinWaitlist(client.api, programId);

  await page.reload();
  await page.getByRole('tab', { name: 'Programs' }).click();
  await expect(card.getByTestId('program-seats')).toHaveText('2 of 2 seats sold · 3 on the waitlist');

  // Cleo's dashboard shows her place in line.
  await cleo.page.goto('/dashboard/client');
  const cleoPlaces = cleo.page.getByRole('list', { name: 'Your waitlist places' });
  await expect(cleoPlaces.getByTestId('waitlist-status')).toHaveText('Number 1 in line. We will e-mail you if a seat frees up.');

  // Ana gives up her seat from her dashboard: more than 24 hours ahead, the flexible policy refunds it in full.
  await ana.page.goto('/dashboard/client');
  const anaSeat = ana.page.getByRole('list', { name: 'Your seats' }).getByRole('listitem', { name: title });
  await expect(anaSeat).toContainText('meeting 1 of 8');
  await anaSeat.getByRole('button', { name: 'Cancel seat' }).click();
  const giveUp = ana.page.getByRole('alertdialog', { name: `Give up your seat in ${title}?` });
  await expect(giveUp.getByTestId('seat-refund')).toHaveText('You will be refunded $240.00 in full.');
  await giveUp.getByRole('button', { name: 'Cancel seat' }).click();
  await expect(toastWithTitle(ana.page, 'Seat cancelled')).toBeVisible();
  await expect(anaSeat).toContainText('Seat cancelled · $240.00 refunded');
  await ana.close();

  // The seat is held for Cleo; she claims it by paying on the program's page.
  await cleo.page.reload();
  await expect(cleoPlaces.getByTestId('waitlist-status')).toContainText('A seat is held for you until');
  await cleoPlaces.getByRole('link', { name: 'Claim your seat' }).click();
  await expect(cleo.page).toHaveURL(new RegExp(`/programs/${programId}$`));
  const seats = cleo.page.getByRole('region', { name: 'Seats' });
  await seats.getByRole('button', { name: 'Claim your seat' }).click();
  const claim = seats.getByRole('form', { name: 'Claim the offered seat' });
  await claim.getByLabel('Card number').fill(GOOD_CARD);
  await claim.getByLabel('Expiry (MM/YY)').fill('12/34');
  await claim.getByLabel('CVC').fill('123');
  await claim.getByRole('button', { name: 'Pay $240.00' }).click();
  await expect(seats).toContainText('You have a seat in this program.');
  await cleo.page.goto('/dashboard/client');
  const cleoSeat = cleo.page.getByRole('list', { name: 'Your seats' }).getByRole('listitem', { name: title });
  await expect(cleoSeat).toContainText('Next meeting');
  await expect(cleoSeat.getByRole('link', { name: 'Open the shared room' })).toBeVisible();
  await cleo.close();

  // Ben gives up his seat too: Dev is offered it, lets the offer run out, and it passes on to Eli.
  const cancelled = await ben.api.post(`/api/user/program-seats/${benSeat}/cancel`);
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await ben.close();
  await dev.page.goto('/dashboard/client');
  await expect(dev.page.getByRole('list', { name: 'Your waitlist places' }).getByTestId('waitlist-status')).toContainText(
    'A seat is held for you until',
  );
  const later = new Date(Date.now() + 13 * HOUR).toISOString();
  const ran = await page.request.post('/api/test/run-jobs', { data: { at: later, programIds: [programId] } });
  expect(ran.status(), await ran.text()).toBe(200);
  await dev.page.reload();
  await expect(dev.page.getByText('You have no seats and are on no waitlist.')).toBeVisible();
  await eli.page.goto('/dashboard/client');
  await expect(eli.page.getByRole('list', { name: 'Your waitlist places' }).getByTestId('waitlist-status')).toContainText(
    'A seat is held for you until',
  );
  await dev.close();
  await eli.close();

  // The coach's roster: Cleo with her address; Ana, who left, is not on it.
  await page.reload();
  await page.getByRole('tab', { name: 'Programs' }).click();
  await card.getByRole('button', { name: 'Participants' }).click();
  const roster = card.getByRole('region', { name: `Participants of ${title}` });
  await expect(roster).toContainText('Cleo Rivers');
  await expect(roster.getByRole('link', { name: /@example\.test$/ })).toHaveCount(1);
  await expect(roster).not.toContainText('Ana Rivers');
  await expect(roster).toContainText('1 on the waitlist');
});

test('a workshop under its minimum is cancelled by the jobs 24 hours before the start, refunding the client, and both see it', async ({
  page,
  browser,
  newCoach,
}) => {
  const coach = await newCoach('Iris');
  const specializations = (await (await coach.api.get('/api/specializations')).json()) as { id: number }[];
  // 30 hours ahead: the server's own job runs (real time) leave it alone; the spec's run 23 hours before it does not.
  const start = Date.now() + 30 * HOUR;
  const title = `Mindful evening ${Date.now().toString(36)}`;
  const saved = await coach.api.post('/api/coach/programs', {
    data: {
      title,
      description: 'An evening of guided sitting and gentle movement, for anyone curious about practice.',
      specializationId: specializations[0]?.id,
      kind: 'workshop',
      meetings: 1,
      meetingMinutes: 90,
      firstMeeting: localInput(start),
      capacity: 10,
      minimumSeats: 3,
      price: 45,
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const program = (await saved.json()) as { id: number; meetings: { start: string }[] };
  const published = await coach.api.post(`/api/coach/programs/${program.id}/publish`);
  expect(published.status(), await published.text()).toBe(200);

  const client = await newClient(browser, 'Jude');
  await buySeatViaApi(client.api, program.id);
  await client.page.goto('/dashboard/client');
  const seat = client.page.getByRole('list', { name: 'Your seats' }).getByRole('listitem', { name: title });
  await expect(seat).toContainText('The room link comes by e-mail as soon as the program is confirmed.');

  const firstStart = Date.parse(program.meetings[0]?.start ?? '');
  const at = new Date(firstStart - 23 * HOUR).toISOString();
  const ran = await page.request.post('/api/test/run-jobs', { data: { at, programIds: [program.id] } });
  expect(ran.status(), await ran.text()).toBe(200);

  await client.page.reload();
  await expect(seat).toContainText('Seat cancelled · $45.00 refunded');
  await client.close();

  await loginViaApi(page, coach.user.username, coach.user.password);
  await openProgramsTab(page);
  const card = page.getByRole('list', { name: 'Your programs' }).getByRole('listitem', { name: title });
  await expect(card.getByTestId('program-status')).toHaveText('Cancelled');
  await expect(card.getByRole('button', { name: 'Cancel program' })).toHaveCount(0);
});
