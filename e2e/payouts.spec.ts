// A coach sets up payouts in test mode (no Stripe keys): "Set up payouts"
// opens the stand-in for Stripe's onboarding, each choice there comes back to
// the dashboard as the state Stripe would report (docs/product/payouts.md).
import type { Page } from '@playwright/test';
import { expect, test, type OwnCoach } from './support/fixtures';
import { loginViaApi } from './support/users';
import { seriousViolations } from './support/accessibility';

// Serious or critical WCAG 2.1 AA violations within `selector` (the whole page without one).

const signInAsCoach = (page: Page, coach: OwnCoach) => loginViaApi(page, coach.user.username, coach.user.password);

test('a coach sets up payouts through the test-mode stand-in and sees "Payouts enabled"', async ({ page, newCoach }) => {
  const coach = await newCoach('Noor');
  await signInAsCoach(page, coach);
  await page.goto('/dashboard/coach');

  const card = page.getByRole('region', { name: 'Payouts not set up' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Test mode: payments are simulated, so clients can find and book you whatever your payout state.');
  await card.getByRole('button', { name: 'Set up payouts' }).click();

  await expect(page).toHaveURL(/\/payouts\/test-onboarding\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up payouts' })).toBeVisible();
  await expect(page.getByText("Test mode: this page stands in for Stripe's payout set-up.")).toBeVisible();
  await page.getByRole('button', { name: 'Complete verification' }).click();

  await expect(page).toHaveURL(/\/dashboard\/coach$/);
  const enabled = page.getByRole('region', { name: 'Payouts enabled' });
  await expect(enabled).toBeVisible();
  await expect(enabled).toContainText('Stripe will send your share of each completed session to your bank account.');
  // Still listed: in test mode payouts never hide a coach.
  expect((await page.request.get(`/api/coaches/${coach.id}`)).status()).toBe(200);

  // The used link does not work twice.
  await page.goBack();
  await expect(page.getByText('This set-up link has expired or was already used. Start again from your dashboard.')).toBeVisible();
});

test('leaving details missing shows what Stripe asks for, and the coach can go back to finish (no serious accessibility problems)', async ({
  page,
  newCoach,
}) => {
  const coach = await newCoach('Ilse');
  await signInAsCoach(page, coach);
  await page.goto('/dashboard/coach');
  await page.getByRole('button', { name: 'Set up payouts' }).click();
  await expect(page.getByRole('button', { name: 'Leave details missing' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Leave details missing' }).click();

  const restricted = page.getByRole('region', { name: 'Stripe needs more details' });
  await expect(restricted).toBeVisible();
  await expect(restricted.getByRole('listitem')).toHaveText(['A bank account for your payouts', 'Your date of birth']);
  expect(await seriousViolations(page, '[aria-labelledby="payouts-heading"]')).toEqual([]);

  await restricted.getByRole('button', { name: 'Update payout details' }).click();
  await page.getByRole('button', { name: 'Complete verification' }).click();
  await expect(page.getByRole('region', { name: 'Payouts enabled' })).toBeVisible();
});
