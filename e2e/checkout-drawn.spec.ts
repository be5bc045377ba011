// The checkout arrives drawn by the server for a signed-in client, from her own
// answers, and the browser adopts it (docs/decisions/0085-signed-in-page-data.md):
// the page is there before its code has loaded, React takes it over without a
// mismatch, reads none of the answers it came with again, and the page works.
import { expect, test } from './support/fixtures';
import { fillCard, GOOD_CARD, openSlots } from './support/booking-flow';
import { newUser, signInAs } from './support/users';
import { headingIsTheParsedOne, keepParsedHeading } from './support/parsed-heading';

const ZONE = 'America/Chicago';
test.use({ timezoneId: ZONE });

test('a signed-in client’s checkout arrives drawn, is adopted without a mismatch or a second read, and pays', async ({
  page,
  newCoach,
}) => {
  const client = newUser('client', 'Philippa');
  await signInAs(page, client);
  const coach = await newCoach('Elena');
  const [slot = ''] = await openSlots(page.request, coach.id);
  const path = `/booking/${coach.id}?start=${encodeURIComponent(slot)}`;

  const html = await (await page.request.get(path)).text();
  expect(html).toContain('Review and pay');
  expect(html).toContain(`Check the details of your session with ${coach.firstName} ${coach.lastName}, then pay to request it.`);
  expect(html).toContain(`Account menu for ${client.firstName}`);

  const problems: string[] = [];
  const apiReads: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && !pathname.startsWith('/api/images/')) apiReads.push(pathname);
  });
  await keepParsedHeading(page);

  await page.goto(path);
  // The open times are the browser's to read, in its zone: once they show, React has taken over.
  await expect(page.getByText(`Times shown in ${ZONE}`)).toBeVisible();
  // The heading on screen is the one the HTML parser made: adopted, not drawn again.
  expect(await headingIsTheParsedOne(page)).toBe(true);
  expect(problems).toEqual([]);
  // Only what the server left to the browser: the open times and the live stream.
  for (const read of apiReads) expect(read).toMatch(/^\/api\/(coaches\/\d+\/availability|live)$/);
  expect(apiReads).toContain(`/api/coaches/${coach.id}/availability`);

  await fillCard(page, GOOD_CARD);
  await page.getByRole('button', { name: `Pay $${coach.hourlyRate.toFixed(2)}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Confirmed' })).toBeVisible();
});
