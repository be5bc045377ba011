import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 600 } });

test('navigating to another page scrolls back to the top', async ({ page }) => {
  await page.goto('/auth?tab=register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'How It Works' });
  await footerLink.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);

  await footerLink.click();
  await expect(page).toHaveURL('/how-it-works');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
