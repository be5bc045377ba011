import { expect, test } from '@playwright/test';

test('the landing header turns opaque once scrolled past 50 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Coaching for the mind, spirit, and self' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore Coaches' })).toHaveAttribute('href', '/coaches');
  await expect(page.getByRole('main').getByRole('link', { name: 'Getting Started' })).toHaveAttribute('href', '/getting-started');

  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-solid', 'false');
  await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

  await page.evaluate(() => window.scrollTo(0, 51));
  await expect(header).toHaveAttribute('data-solid', 'true');
  await expect(header).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(header).not.toHaveCSS('box-shadow', 'none');

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-solid', 'false');
});

test('other pages keep a solid header', async ({ page }) => {
  await page.goto('/coaches');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your Coach' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveAttribute('data-solid', 'true');
});
