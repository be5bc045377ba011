// Rough edges a new user trips over: a filter's text cut short, a Report
// button on one's own review, the admin not seeing a coach's listing state,
// money tables that scroll sideways on a phone, and public pages logging an
// error for every visitor.
import type { Locator, Page } from '@playwright/test';
import { openSlots } from './support/booking-flow';
import { signInAsAdmin } from './support/admins';
import { completedSession, expect, test, uniqueSurname } from './support/fixtures';
import { VALID_BIO } from './support/onboarding';
import { loginViaApi, newUser, registerViaApi, signInAs } from './support/users';
import { selectTab } from './support/tabs';

// Every option of the fixed choices (availability, price, sort) fits its box beside the arrow,
// at 1280 px and at 1024 px. Specialty names are the admins' own and may be long: the list shows them in full.
test('the directory filters show their options in full', async ({ page }) => {
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/coaches');
    const bar = page.getByRole('search', { name: 'Filter coaches' });
    await expect(bar.getByLabel('Sort by')).toBeVisible();
    const selects = [bar.getByLabel('Availability'), bar.getByLabel('Price'), bar.getByLabel('Sort by')];
    const cut = await Promise.all(
      selects.map((choice) =>
        choice.evaluate((select: HTMLSelectElement) => {
          const style = getComputedStyle(select);
          const context = document.createElement('canvas').getContext('2d');
          if (!context) return ['no canvas'];
          context.font = style.font;
          const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return [...select.options].filter((o) => context.measureText(o.text).width > room).map((o) => `${o.text} (${room}px)`);
        }),
      ),
    );
    expect(cut.flat(), `at ${width} px`).toEqual([]);
  }
});

test('a client sees no Report button on their own review, and another client does', async ({ page, browser, newCoach }) => {
  await signInAs(page, newUser('client', 'Maya'));
  const coach = await newCoach('Elena');
  const [slot = ''] = await openSlots(page.request, coach.id);
  const booking = await completedSession(page.request, coach, slot);
  const comment = `Steady and kind. Review ${Date.now()}`;
  const created = await page.request.post('/api/reviews', { data: { bookingId: booking.id, rating: 5, comment } });
  expect(created.status(), await created.text()).toBe(201);

  const review = (p: Page) => p.getByTestId('review').filter({ hasText: comment });
  await page.goto(`/coaches/${coach.id}`);
  await selectTab(page, 'Reviews');
  await expect(review(page)).toBeVisible();
  // The header shows the session is known, so a Report button would have rendered by now.
  await expect(page.getByRole('banner').getByRole('button', { name: /Maya/ })).toBeVisible();
  await expect(review(page).getByRole('button', { name: /^Report/ })).toHaveCount(0);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInAs(otherPage, newUser('client', 'Drew'));
  await otherPage.goto(`/coaches/${coach.id}`);
  await selectTab(otherPage, 'Reviews');
  await expect(review(otherPage).getByRole('button', { name: /^Report/ })).toBeVisible();
  await other.close();
});

test('the admin Coaches list shows each coach’s listing state', async ({ page, browser, admin, newCoach, baseURL }) => {
  const listed = await newCoach('Lina', { lastName: uniqueSurname('Listed') });
  // A coach who has sent their profile and waits for review.
  const waiting = { ...newUser('coach', 'Wren'), lastName: uniqueSurname('Waiting') };
  const coachContext = await browser.newContext({ baseURL });
  await registerViaApi(coachContext.request, waiting);
  const specializations = (await (await coachContext.request.get('/api/specializations')).json()) as { id: number }[];
  const sent = await coachContext.request.post('/api/coaches', {
    data: {
      hourlyRate: 70,
      sessionLength: 60,
      specializationIds: specializations.slice(0, 1).map((s) => s.id),
      certifications: 'MBSR Teacher Certification',
      bio: VALID_BIO,
      calendarSyncEnabled: false,
      availableDays: ['monday', 'tuesday'],
      availableFrom: '09:00',
      availableTo: '17:00',
      acceptedTerms: true,
      timeZone: 'UTC',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await coachContext.close();

  await signInAsAdmin(page, admin);
  await page.goto('/dashboard/admin?section=coaches');
  const list = page.getByRole('region', { name: 'Coaches' });
  const search = page.getByLabel('Search coaches');
  await search.fill(listed.lastName);
  await expect(list.getByRole('row').filter({ hasText: listed.lastName })).toContainText('Listed');
  await search.fill(waiting.lastName);
  await expect(list.getByRole('row').filter({ hasText: waiting.lastName })).toContainText('Under review');
  await expect(list.getByRole('columnheader', { name: 'Listing' })).toBeAttached();
});

// Each table in `root` that is wider than the screen or scrolls sideways inside its frame.
// (The earnings chart scrolls sideways on purpose, newest bar in view: it is not a table.)
async function sideways(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const width = document.documentElement.clientWidth;
    return [...element.querySelectorAll('table')].flatMap((table) => {
      const name = `table "${(table.caption?.textContent ?? table.textContent ?? '').trim().slice(0, 40)}"`;
      const found: string[] = [];
      if (table.getBoundingClientRect().right > width + 1) found.push(`${name} ends at ${Math.round(table.getBoundingClientRect().right)}`);
      for (let node = table.parentElement; node && node !== element.parentElement; node = node.parentElement)
        if (node.scrollWidth > node.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(node).overflowX))
          found.push(`${name} scrolls ${node.scrollWidth} in ${node.clientWidth}`);
      return found;
    });
  });
}

test('money tables read on a phone: nothing scrolls sideways at 390 px', async ({ page, browser, admin, newCoach }) => {
  const coach = await newCoach('Tove');
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await signInAs(clientPage, newUser('client', 'Maya'));
  const [slot = ''] = await openSlots(clientPage.request, coach.id);
  await completedSession(clientPage.request, coach, slot);
  await clientContext.close();

  await page.setViewportSize({ width: 390, height: 844 });
  await loginViaApi(page, coach.user.username, coach.user.password);
  await page.goto('/dashboard/coach');
  await page.getByRole('tab', { name: 'Earnings' }).click();
  const earnings = page.getByRole('tabpanel', { name: 'Earnings' });
  await expect(earnings.getByTestId('transactions').getByText('$80.00')).toBeVisible();
  // The payout on its way opens onto its sessions.
  await earnings.getByTestId('payouts').getByRole('listitem').first().locator('summary').click();
  expect(await sideways(earnings)).toEqual([]);

  await page.context().clearCookies();
  await signInAsAdmin(page, admin);
  await page.goto('/dashboard/admin?section=money');
  const money = page.getByRole('region', { name: 'Money', exact: true });
  await expect(money.getByRole('table', { name: 'Fee revenue by month' })).toBeVisible();
  await expect(money.getByText(/^Loading/)).toHaveCount(0);
  expect(await sideways(money)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('public pages log no console error for a visitor', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  const coaches = (await (await page.request.get('/api/coaches')).json()) as { coaches: { id: number }[] };
  const coachPath = `/coaches/${coaches.coaches[0]?.id ?? 1}`;
  for (const path of ['/', '/coaches', coachPath, '/how-it-works', '/getting-started', '/founding-coaches', '/auth']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // Moving between pages in the app as well as opening them.
  await page.getByRole('banner').getByRole('link', { name: 'Find Coaches' }).click();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
