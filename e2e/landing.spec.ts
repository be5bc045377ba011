import { expect, test, type Page } from '@playwright/test';
import type { TSpecializationList } from '../src/shared/schemas/specializations';
import { INITIAL_JS_BUDGET_BYTES } from '../bench/pages/budgets';
import { initialJavaScript } from '../bench/pages/initial-javascript';
import { seriousViolations } from './support/accessibility';

const DEMO_SPECIALIZATIONS = [
  'Emotional Resilience',
  'Work Stress & Burnout',
  'Mindful Parenting',
  'Beginners Practice Support',
  'Sleep & Restoration',
  'Body Awareness & Somatic Mindfulness',
  'Focus & Performance',
  'Spiritual Practice & Stillness',
];

async function specializationCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/specializations');
  return ((await response.json()) as TSpecializationList).length;
}

function specializationsSection(page: Page) {
  return page.getByRole('region', { name: 'Specialized Mindfulness Coaching' });
}

test('the hero shows the headline and both calls to action', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Coaching for the mind, spirit, and self' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Explore Coaches' })).toHaveAttribute('href', '/coaches');
  await expect(main.getByRole('link', { name: 'Getting Started' })).toHaveAttribute('href', '/getting-started');
  await expect(page).toHaveTitle(/Stillpoint/);
});

test('the specializations grid shows every specialization with its real coach count', async ({ page }) => {
  const response = await page.request.get('/api/specializations');
  expect(response.ok()).toBe(true);
  const specializations = (await response.json()) as TSpecializationList;
  // The eight demo specializations (docs/product/marketing-pages.md#demo-specializations), plus any an admin test may have added meanwhile.
  expect(specializations.map((s) => s.name)).toEqual(expect.arrayContaining(DEMO_SPECIALIZATIONS));

  await page.goto('/');
  const section = specializationsSection(page);
  const cards = section.getByTestId('specialization-card');
  await expect(cards).toHaveCount(specializations.length);
  for (const specialization of specializations) {
    const card = cards.filter({ has: page.getByRole('heading', { level: 3, name: specialization.name, exact: true }) });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(specialization.iconName);
    await expect(card).toContainText(specialization.description);
    // Decision: the singular for exactly one coach; the page's plural text otherwise (docs/product/marketing-pages.md#specializations-grid).
    const label = specialization.coachCount === 1 ? '1 Coach Available' : `${specialization.coachCount} Coaches Available`;
    await expect(card).toContainText(label);
    await expect(card).toHaveAttribute('href', `/coaches?specialty=${encodeURIComponent(specialization.name.toLowerCase())}`);
  }
  // The demo data gives every demo specialization several coaches.
  for (const name of DEMO_SPECIALIZATIONS) {
    const card = cards.filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
    await expect(card.getByText(/^\d+ Coaches Available$/)).toHaveText(/^([2-9]|\d{2,}) Coaches Available$/);
  }

  await expect(section.getByRole('link', { name: 'Become a Coach' })).toHaveAttribute('href', '/coach-onboarding/plan');
  await expect(section.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/getting-started');
});

test('clicking a specialization card opens the directory filtered by it', async ({ page }) => {
  await page.goto('/');
  await specializationsSection(page)
    .getByRole('link', { name: /Work Stress & Burnout/ })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/coaches' && url.searchParams.get('specialty') === 'work stress & burnout');
});

// The page comes rendered with its specializations when opened directly
// (docs/decisions/0035-server-rendering.md); arriving from another page, the
// browser loads them itself.
test('six skeleton cards show while the specializations load', async ({ page }) => {
  await page.goto('/how-it-works');
  // The header's sign-in link appears once the page has hydrated: from then on links navigate in the page.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Hold the response until the loading state has been checked.
  await page.route('**/api/specializations', async (route) => {
    await released;
    await route.continue();
  });
  await page.getByRole('banner').getByRole('link', { name: 'Stillpoint' }).click();
  const section = specializationsSection(page);
  await expect(section.getByTestId('specialization-skeleton')).toHaveCount(6);
  await expect(section.getByRole('status')).toHaveText('Loading specializations…');
  await expect(section.getByTestId('specialization-card')).toHaveCount(0);

  release();
  await expect(section.getByTestId('specialization-card')).toHaveCount(await specializationCount(page));
  await expect(section.getByTestId('specialization-skeleton')).toHaveCount(0);
});

test('the community stories show three testimonials with star ratings', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Stories from Our Community' });
  const testimonials = section.getByTestId('testimonial');
  await expect(testimonials).toHaveCount(3);

  const expected = [
    { name: 'Priya Nair', title: 'Product Manager', rating: '5' },
    { name: 'Daniel Okafor', title: 'Secondary School Teacher', rating: '5' },
    { name: 'Sofia Marquez', title: 'Freelance Designer', rating: '4.5' },
  ];
  for (const [index, item] of expected.entries()) {
    const testimonial = testimonials.nth(index);
    await expect(testimonial.getByRole('img', { name: `Rated ${item.rating} out of 5` })).toBeVisible();
    await expect(testimonial.locator('figcaption')).toContainText(item.name);
    await expect(testimonial.locator('figcaption')).toContainText(item.title);
    await expect(testimonial.locator('blockquote')).not.toBeEmpty();
  }
  const halfStarred = testimonials.nth(2);
  await expect(halfStarred.locator('[data-star="full"]')).toHaveCount(4);
  await expect(halfStarred.locator('[data-star="half"]')).toHaveCount(1);
  await expect(testimonials.nth(0).locator('[data-star="full"]')).toHaveCount(5);
});

test('Coach with Purpose lists four points and links to onboarding', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Coach with Purpose' });
  await expect(section.getByRole('heading', { level: 3 })).toHaveText([
    'Set your own schedule',
    'Make a meaningful impact',
    'Grow your practice',
    'Simple, supportive tools',
  ]);
  await expect(section.getByRole('link', { name: 'Become a Coach' })).toHaveAttribute('href', '/coach-onboarding/plan');
});

test('the About section names the three values', async ({ page }) => {
  // Answer the grid's request at once, so the anchor scroll (300 ms after load)
  // happens after the grid has its final height whatever other tests added.
  const list = await (await page.request.get('/api/specializations')).text();
  await page.route('**/api/specializations', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: list }));
  await page.goto('/#about');
  const about = page.locator('section#about');
  await expect(about.getByRole('heading', { level: 3 })).toHaveText(['Presence', 'Accessibility', 'Transformation']);
  await expect(about).toBeInViewport();
});

test('the loaded landing page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(specializationsSection(page).getByTestId('specialization-card')).toHaveCount(await specializationCount(page));
  expect(await seriousViolations(page)).toEqual([]);
});

// The 100 KB budget of the first download of / (docs/decisions/0022-page-and-start-up-budgets.md),
// counted as `npm run bench:pages` counts it: gzip -9 of the built files the page loaded.
test('a visitor downloads less than 100 KB of JavaScript to see the landing page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Coaching for the mind, spirit, and self' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { pageGzipBytes, files } = initialJavaScript(scripts);
  // Neither the signed-in pages' route table nor the account's menu is part of it.
  expect(files.map((file) => file.path).filter((path) => /signed-in-routes|user-menu/.test(path))).toEqual([]);
  expect(pageGzipBytes).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
});
