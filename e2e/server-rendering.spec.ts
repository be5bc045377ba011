// The public pages arrive rendered by the server and the browser adopts that
// HTML (hydration) instead of drawing the page again: readable without
// JavaScript, no hydration mismatch, no second fetch of what the server
// already sent, and nothing personal in the HTML every visitor shares
// (docs/decisions/0035-server-rendering.md).
import { expect, test, type Page } from '@playwright/test';
import { demoCoachId } from './support/demo-coaches';
import { newUser, registerViaApi } from './support/users';
import { selectTab } from './support/tabs';
import { headingIsTheParsedOne, keepParsedHeading } from './support/parsed-heading';

type Watch = { problems: string[]; apiReads: string[] };

// Records what the console says (React reports a hydration mismatch there, in
// production as "Minified React error #418" and its kin) and every API read
// but the visitor's own sign-in check and images; and keeps the page's
// first heading as the HTML parser made it, to compare with what is on screen
// after hydration.
async function watch(page: Page): Promise<Watch> {
  const watched: Watch = { problems: [], apiReads: [] };
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // A visitor's pages do not ask GET /api/user (docs/decisions/0062-signed-in-hint.md): no 401 to excuse.
    watched.problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => watched.problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // The cards' "Next available" moves with the clock and bookings, so the shared, cached HTML
    // leaves it to the browser (docs/decisions/0047-availability-index.md).
    const afterHydration = pathname === '/api/user' || pathname === '/api/coaches/next-available' || pathname.startsWith('/api/images/');
    if (pathname.startsWith('/api/') && !afterHydration) watched.apiReads.push(pathname);
  });
  await keepParsedHeading(page);
  return watched;
}

async function expectHydrated(page: Page, watched: Watch) {
  // The signed-in part of the header is the browser's: once it shows, React has taken over.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The heading on screen is the one the HTML parser made: adopted, not drawn again.
  expect(await headingIsTheParsedOne(page)).toBe(true);
  expect(watched.problems).toEqual([]);
  // What the page shows came with the HTML.
  expect(watched.apiReads).toEqual([]);
}

test('each public page arrives rendered and is hydrated without a mismatch or a second fetch', async ({ page }) => {
  const elena = await demoCoachId(page.request, 'Elena Marsh');
  const pages: [string, string][] = [
    ['/', 'Coaching for the mind, spirit, and self'],
    ['/coaches', 'Find Your Coach'],
    ['/coaches?specialty=sleep%20%26%20restoration&page=1', 'Find Your Coach'],
    [`/coaches/${elena}`, 'Elena Marsh'],
    ['/getting-started', 'Getting Started'],
    ['/how-it-works', 'How It Works'],
    ['/founding-coaches', 'Become a Founding Coach'],
  ];
  for (const [path, heading] of pages) {
    const watched = await watch(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectHydrated(page, watched);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
    page.removeAllListeners('request');
  }
});

test('after hydration the page works: filters, tabs and links', async ({ page }) => {
  const watched = await watch(page);
  await page.goto('/coaches?q=Elena%20Marsh');
  await expect(page.getByTestId('coach-card')).toHaveCount(1);
  await expectHydrated(page, watched);
  await page.getByLabel('Price').selectOption('under-50');
  await expect(page).toHaveURL(/price=under-50/);
  await expect(page.getByText('No coaches found matching your criteria.')).toBeVisible();
  await page.getByLabel('Price').selectOption('any');
  await page.getByRole('link', { name: 'View Profile of Elena Marsh' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Elena Marsh' })).toBeVisible();
  await selectTab(page, 'Reviews');
  await expect(page.getByRole('heading', { level: 2, name: 'Reviews' })).toBeVisible();
});

test('without JavaScript the public pages are the real pages', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const elena = await demoCoachId(page.request, 'Elena Marsh');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Coaching for the mind, spirit, and self' })).toBeVisible();
  await expect(page.getByTestId('specialization-card').first()).toBeVisible();
  await expect(page.getByTestId('specialization-skeleton')).toHaveCount(0);
  await expect(page.getByTestId('testimonial')).toHaveCount(3);

  await page.goto('/coaches?q=Elena%20Marsh');
  await expect(page.getByTestId('coach-card')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'View Profile of Elena Marsh' })).toHaveAttribute('href', `/coaches/${elena}`);
  await page.goto('/coaches?page=2');
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(page.getByTestId('coach-card').first()).toBeVisible();

  await page.goto(`/coaches/${elena}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Elena Marsh' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'About Elena' })).toBeVisible();
  await expect(page.getByTestId('coach-summary')).toContainText('$100 per session');
  await expect(page.getByTestId('cancellation-policy')).toBeVisible();

  const marketing: [string, string][] = [
    ['/getting-started', 'Getting Started'],
    ['/how-it-works', 'How It Works'],
    ['/founding-coaches', 'Become a Founding Coach'],
  ];
  for (const [path, heading] of marketing) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await context.close();
});

test('two signed-in users get HTML with nothing of either, and each sees only their own name once it hydrates', async ({ browser }) => {
  const users = [newUser('client', 'Wilhelmina'), newUser('coach', 'Bartholomew')];
  const contexts = await Promise.all(users.map(() => browser.newContext()));
  const pages = await Promise.all(contexts.map((context) => context.newPage()));
  for (const [index, user] of users.entries()) await registerViaApi(pages[index]!.request, user);
  const elena = await demoCoachId(pages[0]!.request, 'Elena Marsh');

  for (const path of ['/', '/coaches', `/coaches/${elena}`, '/how-it-works']) {
    for (const page of pages) {
      const html = await (await page.request.get(path)).text();
      for (const user of users) for (const value of [user.firstName, user.username, user.email]) expect(html).not.toContain(value);
    }
  }
  for (const [index, page] of pages.entries()) {
    await page.goto(`/coaches/${elena}`);
    await expect(page.getByTestId('header-user-first-name')).toHaveText(users[index]!.firstName);
    await expect(page.getByText(users[1 - index]!.firstName)).toHaveCount(0);
  }
  await Promise.all(contexts.map((context) => context.close()));
});
