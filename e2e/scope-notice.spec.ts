// Coaching is not therapy (docs/product/scope-notice.md): the notice and its
// crisis link on Getting Started, on a coach's profile and at checkout.
import { openSlots } from './support/booking-flow';
import { expect, test } from './support/fixtures';
import { newUser, signInAs } from './support/users';
import type { Page } from '@playwright/test';

async function expectScopeNotice(page: Page) {
  const notice = page.getByRole('complementary', { name: 'Coaching is not therapy' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('not therapy, medical care or crisis support');
  const link = notice.getByRole('link', { name: 'Find crisis support near you' });
  await expect(link).toHaveAttribute('href', 'https://findahelpline.com/');
  await expect(link).toHaveAttribute('target', '_blank');
}

test('the scope notice and its crisis link are on Getting Started, a profile and the checkout', async ({ page, newCoach }) => {
  await page.goto('/getting-started');
  await expectScopeNotice(page);

  const coach = await newCoach('Noor');
  await page.goto(`/coaches/${coach.id}`);
  await expectScopeNotice(page);

  await signInAs(page, newUser('client', 'Remy'));
  const [slot] = await openSlots(page.request, coach.id);
  await page.goto(`/booking/${coach.id}?start=${encodeURIComponent(slot ?? '')}`);
  await expect(page.getByRole('region', { name: 'Cancellation policy' })).toBeVisible();
  await expectScopeNotice(page);
});
