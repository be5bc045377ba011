import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/accessibility';

async function expectAllHrefs(page: Page, name: string, href: string, count: number) {
  const links = page.getByRole('main').getByRole('link', { name, exact: true });
  await expect(links).toHaveCount(count);
  for (const link of await links.all()) await expect(link).toHaveAttribute('href', href);
}

test('/getting-started explains choosing, sessions and pricing, with both calls to action', async ({ page }) => {
  await page.goto('/getting-started');
  await expect(page.getByRole('heading', { level: 1, name: 'Getting Started' })).toBeVisible();
  await expect(page).toHaveTitle('Getting Started | Stillpoint');
  for (const heading of [
    'How to choose a coach',
    'What a session looks like',
    'Preparing for your first session',
    'Clear, simple pricing',
  ]) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Coaches set their own rates' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No platform fee for clients during beta' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'A cancellation policy you see before paying' })).toBeVisible();
  await expect(page.getByText('you get a full refund')).toBeVisible();

  await expectAllHrefs(page, 'Browse Coaches', '/coaches', 2);
  await expectAllHrefs(page, 'Become a Coach', '/coach-onboarding/plan', 1);
  await page.getByRole('main').getByRole('link', { name: 'Browse Coaches' }).first().click();
  await expect(page).toHaveURL('/coaches');
});

test('/how-it-works: Learn More scrolls to the steps and Explore Coaches opens the directory', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/how-it-works');
  await expect(page.getByRole('heading', { level: 1, name: 'How It Works' })).toBeVisible();
  await expect(page).toHaveTitle('How It Works | Stillpoint');

  const steps = page.locator('section#how-it-works');
  await expect(steps.getByRole('heading', { level: 3 })).toHaveText(['Find your coach', 'Book & pay', 'Meet by video', 'Reflect & review']);
  const firstStep = steps.getByRole('heading', { level: 3, name: 'Find your coach' });
  await expect(firstStep).not.toBeInViewport();
  expect((await steps.boundingBox())?.y).toBeGreaterThan(300);

  await page.getByRole('button', { name: 'Learn More' }).click();
  await expect(firstStep).toBeInViewport();
  // Smooth scrolling ends with the section's top just below the sticky header.
  await expect.poll(async () => (await steps.boundingBox())?.y).toBeLessThanOrEqual(100);
  await expect(steps).toBeFocused();

  await expectAllHrefs(page, 'Explore Coaches', '/coaches', 1);
  await expectAllHrefs(page, 'Browse Coaches', '/coaches', 1);
  await expectAllHrefs(page, 'Become a Coach', '/coach-onboarding/plan', 1);
  await page.getByRole('main').getByRole('link', { name: 'Explore Coaches' }).click();
  await expect(page).toHaveURL('/coaches');
});

test('the FAQ has five questions with one open at a time, and collapses', async ({ page }) => {
  await page.goto('/how-it-works');
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const questions = faq.getByRole('button');
  await expect(questions).toHaveText([
    'How is mindfulness coaching different from therapy?',
    'Who is mindfulness coaching suitable for?',
    'Will my coach give me medical advice?',
    'Can I work with a coach while seeing a therapist?',
    'What should I expect in my first session?',
  ]);
  for (const question of await questions.all()) await expect(question).toHaveAttribute('aria-expanded', 'false');

  const therapy = questions.nth(0);
  const medical = questions.nth(2);
  await therapy.click();
  await expect(therapy).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText('Mindfulness coaching is not treatment.', { exact: false })).toBeVisible();

  await medical.click();
  await expect(medical).toHaveAttribute('aria-expanded', 'true');
  await expect(therapy).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText('Mindfulness coaching is not treatment.', { exact: false })).toBeHidden();
  await expect(faq.getByText('give medical advice of any kind', { exact: false })).toBeVisible();
  await expect(faq.getByRole('region')).toHaveCount(1);

  await medical.click();
  await expect(medical).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText('give medical advice of any kind', { exact: false })).toBeHidden();
  for (const question of await questions.all()) await expect(question).toHaveAttribute('aria-expanded', 'false');
});

test('/how-it-works has no serious accessibility violations, also with a question open', async ({ page }) => {
  await page.goto('/how-it-works');
  await expect(page.getByRole('heading', { level: 1, name: 'How It Works' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'What should I expect in my first session?' }).click();
  await expect(page.getByText('getting to know each other', { exact: false })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('/founding-coaches presents the founding offer and only links into our own onboarding', async ({ page }) => {
  await page.goto('/founding-coaches');
  await expect(page.getByRole('heading', { level: 1, name: 'Become a Founding Coach' })).toBeVisible();
  await expect(page).toHaveTitle('Founding Coaches | Stillpoint');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Join a community of 1,000+ seekers exploring mindfulness' })).toBeVisible();
  await expect(main.getByText('$29/month')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'No platform fees during beta' })).toBeVisible();
  await expect(main.getByRole('row', { name: /Pro plan/ })).toContainText('5%');
  await expect(main.getByRole('row', { name: /Free plan/ })).toContainText('12%');
  await expect(main.getByTestId('pro-feature').getByRole('heading')).toHaveText([
    'Priority listing',
    'Your branding',
    'Calendar sync',
    'Session notes',
  ]);

  await expectAllHrefs(page, 'Become a Coach', '/coach-onboarding/plan', 2);
  // Decision: no external sign-up form; every link in the page body stays on the site.
  for (const link of await main.getByRole('link').all()) await expect(link).toHaveAttribute('href', /^\//);

  await main.getByRole('link', { name: 'Become a Coach' }).first().click();
  await expect(page).toHaveURL('/coach-onboarding/plan');
});
