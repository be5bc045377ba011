import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/accessibility';

// Demo coaches (src/server/db/seed/demo-coaches.ts) sit exactly on the price
// bounds: Aiko $49, James $50, Elena $100, Marcus $101. Victor Hale is deactivated.
// Other test files may add coaches, so assertions name demo coaches instead of
// relying on exact totals.

function card(page: Page, name: string) {
  return page.getByTestId('coach-card').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
}

function results(page: Page) {
  return page.getByTestId('coach-results');
}

async function settled(page: Page) {
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
}

async function visiblePrices(page: Page): Promise<number[]> {
  const texts = await page
    .getByTestId('coach-card')
    .getByText(/^\$[\d,.]+ \/ session$/)
    .allTextContents();
  return texts.map((text) => Number(text.replace(/[$,]|\s\/ session/g, '')));
}

async function totalShown(page: Page): Promise<number> {
  const text = await results(page)
    .getByText(/^\d+ coach(es)?$/)
    .textContent();
  return Number.parseInt(text ?? '', 10);
}

// Opened directly, the directory comes rendered with its coaches
// (docs/decisions/0035-server-rendering.md); arriving from another page, the
// browser loads them itself.
test('shows the title and the loading text while the coaches load', async ({ page }) => {
  await page.goto('/how-it-works');
  // The header's sign-in link appears once the page has hydrated: from then on links navigate in the page.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/api/coaches',
    async (route) => {
      await gate;
      await route.continue();
    },
  );
  await page.getByRole('banner').getByRole('link', { name: 'Find Coaches' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your Coach' })).toBeVisible();
  await expect(page.getByText('Loading coaches...')).toBeVisible();
  await expect(page).toHaveTitle(/Find Your Coach/);
  release();
  await expect(card(page, 'Elena Marsh')).toBeVisible();
  await expect(page.getByText('Loading coaches...')).toHaveCount(0);
});

test('each price band includes its exact bounds and nothing else', async ({ page }) => {
  const bands = [
    {
      value: 'under-50',
      label: 'Under $50',
      inside: ['Aiko Tanaka'],
      outside: ['James Okafor', 'Elena Marsh', 'Marcus Bell'],
      ok: (p: number) => p < 50,
    },
    {
      value: '50-100',
      label: '$50 - $100',
      inside: ['James Okafor', 'Elena Marsh'],
      outside: ['Aiko Tanaka', 'Marcus Bell'],
      ok: (p: number) => p >= 50 && p <= 100,
    },
    {
      value: 'over-100',
      label: 'Over $100',
      inside: ['Marcus Bell'],
      outside: ['Aiko Tanaka', 'James Okafor', 'Elena Marsh'],
      ok: (p: number) => p > 100,
    },
  ];
  await page.goto('/coaches');
  await expect(card(page, 'Elena Marsh')).toBeVisible();
  for (const band of bands) {
    await page.getByLabel('Price').selectOption({ label: band.label });
    await expect(page).toHaveURL(new RegExp(`[?&]price=${band.value}(&|$)`));
    await settled(page);
    for (const name of band.inside) await expect(card(page, name)).toBeVisible();
    for (const name of band.outside) await expect(card(page, name)).toHaveCount(0);
    const prices = await visiblePrices(page);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every(band.ok), `prices ${prices.join(', ')} for ${band.value}`).toBe(true);
  }
  // The filter lives in the URL: a reload keeps it.
  await page.reload();
  await expect(page.getByLabel('Price')).toHaveValue('over-100');
  await expect(card(page, 'Marcus Bell')).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel('Price')).toHaveValue('50-100');
});

test('the specialty query parameter preselects the dropdown and filters', async ({ page }) => {
  await page.goto('/coaches?specialty=mindful%20parenting');
  await expect(page.getByLabel('Specialty')).toHaveValue('mindful parenting');
  await expect(page.getByLabel('Specialty').locator('option:checked')).toHaveText('Mindful Parenting');
  await settled(page);
  for (const name of ['Priya Raman', 'Hannah Vogel', 'Leila Haddad']) await expect(card(page, name)).toBeVisible();
  await expect(card(page, 'Elena Marsh')).toHaveCount(0);
  const badges = page.getByTestId('coach-card').getByRole('list', { name: 'Specializations' });
  for (const list of await badges.all()) await expect(list.getByText('Mindful Parenting', { exact: true })).toBeVisible();

  await page.getByLabel('Specialty').selectOption({ label: 'All Specialties' });
  await expect(page).toHaveURL(/\/coaches$/);
  await expect(card(page, 'Elena Marsh')).toBeVisible();
});

test('the Specialty select offers All Specialties and each specialization once, nothing else', async ({ page }) => {
  const specializations: { name: string }[] = await (await page.request.get('/api/specializations')).json();
  const expected = ['All Specialties', ...specializations.map((s) => s.name)];
  await page.goto('/coaches');
  const select = page.getByLabel('Specialty');
  await expect(select.locator('option')).toHaveText(expected);
  await expect(select).toHaveValue('all');
  await expect(select.locator('option:checked')).toHaveText('All Specialties');

  // A specialty from an old link that is no longer offered still shows as chosen, once.
  await page.goto('/coaches?specialty=tai%20chi');
  await expect(select.locator('option')).toHaveText([...expected, 'tai chi']);
  await expect(select).toHaveValue('tai chi');
});

test('search matches names case-insensitively and specialization names', async ({ page }) => {
  await page.goto('/coaches');
  await expect(card(page, 'James Okafor')).toBeVisible();
  await page.getByLabel('Search').fill('ELENA');
  await expect(page).toHaveURL(/[?&]q=ELENA/);
  await expect(card(page, 'Elena Marsh')).toBeVisible();
  await expect(card(page, 'James Okafor')).toHaveCount(0);

  await page.getByLabel('Search').fill('sleep & restoration');
  await settled(page);
  for (const name of ['Aiko Tanaka', 'Sofia Alvarez', 'Hannah Vogel', 'Owen Gallagher']) await expect(card(page, name)).toBeVisible();
  await expect(card(page, 'Elena Marsh')).toHaveCount(0);
});

test('a search typed before the page is interactive still runs once it is', async ({ page }) => {
  // The directory arrives rendered from the server; hold its scripts back so the typing lands first.
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/coaches', { waitUntil: 'commit' });
  await page.getByLabel('Search').fill('ELENA');
  releaseScripts();
  await expect(page).toHaveURL(/[?&]q=ELENA/);
  await expect(card(page, 'Elena Marsh')).toBeVisible();
  await expect(card(page, 'James Okafor')).toHaveCount(0);
});

test.describe('availability', () => {
  // A fixed visitor zone: Elena works weekdays only in New York, so she can never match "weekend" here.
  test.use({ timezoneId: 'America/New_York' });

  test('the availability filter really filters, in the visitor time zone', async ({ page }) => {
    await page.goto('/coaches');
    await expect(card(page, 'Elena Marsh')).toBeVisible();
    const anyTotal = await totalShown(page);

    const request = page.waitForRequest((req) => req.url().includes('availability=weekend'));
    await page.getByLabel('Availability').selectOption({ label: 'Weekend' });
    const url = new URL((await request).url());
    expect(url.searchParams.get('tz')).toBe('America/New_York');
    await expect(page).toHaveURL(/[?&]availability=weekend/);
    await settled(page);
    await expect(card(page, 'Elena Marsh')).toHaveCount(0);
    await expect(results(page).getByText(/^\d+ coach(es)?$|^No coaches found matching your criteria\.$/)).toBeVisible();
    const weekendTotal = (await results(page)
      .getByText(/^\d+ coach(es)?$/)
      .count())
      ? await totalShown(page)
      : 0;
    expect(weekendTotal).toBeLessThan(anyTotal);
  });
});

test('shows both empty-state texts when nothing matches', async ({ page }) => {
  await page.goto('/coaches');
  await page.getByLabel('Search').fill('zzqx nobody here');
  await expect(page.getByText('No coaches found matching your criteria.')).toBeVisible();
  await expect(page.getByText('Try adjusting your filters or search terms.')).toBeVisible();
});

test('a coach card shows reviews, price, badges and real links', async ({ page }) => {
  const list = await (await page.request.get('/api/coaches?q=elena%20marsh')).json();
  const elena = list.coaches[0];
  await page.goto('/coaches');
  const elenaCard = card(page, 'Elena Marsh');
  await expect(elenaCard.getByText(`(${elena.reviewCount} reviews)`)).toBeVisible();
  await expect(elenaCard.getByText('$100 / session')).toBeVisible();
  await expect(elenaCard.getByText('Emotional Resilience', { exact: true })).toHaveClass(/bg-green-100/);
  await expect(elenaCard.getByText('Work Stress & Burnout', { exact: true })).toHaveClass(/bg-indigo-100/);
  await expect(elenaCard.getByRole('img', { name: /out of 5 stars/ })).toBeVisible();
  await expect(elenaCard.getByRole('link', { name: /View Profile/ })).toHaveAttribute('href', `/coaches/${elena.id}`);
  await expect(elenaCard.getByRole('link', { name: /Book Session/ })).toHaveAttribute('href', `/booking/${elena.id}`);
  // Owen has no photo: initials instead.
  await expect(card(page, 'Owen Gallagher').getByText('OG', { exact: true })).toBeVisible();

  await elenaCard.getByRole('link', { name: /View Profile/ }).click();
  await expect(page).toHaveURL(`/coaches/${elena.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Elena Marsh' })).toBeVisible();
});

test('pages through the results with Previous and Next', async ({ page }) => {
  await page.goto('/coaches');
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(page.getByTestId('coach-card')).toHaveCount(12);
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await settled(page);
  const secondPage = await page.getByTestId('coach-card').count();
  expect(secondPage).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Previous' }).click();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
});

test('the deactivated demo coach never appears', async ({ page }) => {
  await page.goto('/coaches?q=victor');
  await expect(page.getByText('No coaches found matching your criteria.')).toBeVisible();
  await page.goto('/coaches?specialty=focus%20%26%20performance');
  await expect(card(page, 'Marcus Bell')).toBeVisible();
  await expect(card(page, 'Victor Hale')).toHaveCount(0);
});

test('the directory has no serious accessibility violations', async ({ page }) => {
  await page.goto('/coaches');
  await expect(card(page, 'Elena Marsh')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('filters by a language the coaches coach in, named in the reader language', async ({ page }) => {
  await page.goto('/coaches');
  await expect(card(page, 'Elena Marsh')).toBeVisible();
  await page.getByLabel('Coaching language').selectOption({ label: 'German' });
  await expect(page).toHaveURL(/[?&]language=de(&|$)/);
  await settled(page);
  for (const name of ['Hannah Vogel', 'Tomas Lindqvist']) await expect(card(page, name)).toBeVisible();
  for (const name of ['Elena Marsh', 'Sofia Alvarez']) await expect(card(page, name)).toHaveCount(0);

  // In German the same filter reads "Coaching-Sprache", with the language names in German.
  await page.goto('/de/coaches?language=es');
  await expect(page.getByLabel('Coaching-Sprache')).toHaveValue('es');
  await expect(page.getByLabel('Coaching-Sprache').locator('option:checked')).toHaveText('Spanisch');
  for (const name of ['Sofia Alvarez', 'Rafael Moreno']) await expect(card(page, name)).toBeVisible();
  await expect(card(page, 'Hannah Vogel')).toHaveCount(0);
});
