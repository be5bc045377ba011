import { expect, test, type Page } from '@playwright/test';
import { demoCoachId } from './support/demo-coaches';

// What a link preview or a crawler sees of the public pages, with and without
// running the app's JavaScript (docs/decisions/0030-sharing-and-search.md).

const description = (page: Page) => page.locator('meta[name="description"]');

test('a coach profile is described to a visitor that runs no script', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const id = await demoCoachId(page.request, 'Elena Marsh');
  await page.goto(`/coaches/${id}`);
  await expect(page).toHaveTitle('Elena Marsh, mindfulness coach | Stillpoint');
  await expect(description(page)).toHaveAttribute(
    'content',
    /^Emotional Resilience, Work Stress & Burnout · \$100\.00 per 60-minute session\. /,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/coaches/${id}`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Elena Marsh, mindfulness coach');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`^${baseURL}/api/images/`));
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({
    '@type': 'Service',
    provider: { name: 'Elena Marsh' },
    offers: { price: '100.00', priceCurrency: 'USD' },
  });
  expect(jsonLd.aggregateRating.reviewCount).toBeGreaterThan(0);
  await context.close();
});

test('the title and description follow the visitor, and the profile’s preview tags leave with it', async ({ page }) => {
  const id = await demoCoachId(page.request, 'Elena Marsh');
  await page.goto(`/coaches/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Elena Marsh' })).toBeVisible();
  await expect(page).toHaveTitle('Elena Marsh, mindfulness coach | Stillpoint');
  const profileDescription = await description(page).getAttribute('content');

  await page.getByRole('banner').getByRole('link', { name: 'Find Coaches' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your Coach' })).toBeVisible();
  await expect(page).toHaveTitle('Find Your Coach | Stillpoint');
  await expect(description(page)).toHaveAttribute(
    'content',
    'Browse mindfulness coaches by specialty, availability and price, read their reviews and book a video session.',
  );
  await expect(page.locator('[data-page-head]')).toHaveCount(0);
  await expect(description(page)).toHaveCount(1);

  await page.getByRole('link', { name: 'View Profile of Elena Marsh' }).click();
  await expect(page).toHaveTitle('Elena Marsh, mindfulness coach | Stillpoint');
  await expect(description(page)).toHaveAttribute('content', profileDescription ?? '');
});

test('the sitemap lists the demo coaches and the marketing pages, and robots.txt points at it', async ({ request, baseURL }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const elena = await demoCoachId(request, 'Elena Marsh');
  expect(sitemap).toContain(`<loc>${baseURL}/coaches/${elena}</loc>`);
  expect(sitemap).toContain(`<loc>${baseURL}/how-it-works</loc>`);
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
