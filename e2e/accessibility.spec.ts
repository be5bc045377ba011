import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, impact: violation.impact, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

test('the landing page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('both tabs of /auth have no serious accessibility violations', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Passwords do not match').or(page.getByText('First name is required'))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the 404 page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
