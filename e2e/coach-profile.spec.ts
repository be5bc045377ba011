import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newUser, signInAs } from './support/users';
import { selectTab } from './support/tabs';
import { seriousViolations } from './support/accessibility';

type Coach = { id: number; firstName: string; lastName: string; bio: string; clientsHelped: number; reviewCount: number };

async function demoCoach(request: APIRequestContext, fullName: string): Promise<Coach> {
  const response = await request.get(`/api/coaches?q=${encodeURIComponent(fullName)}`);
  const body = (await response.json()) as { coaches: Coach[] };
  const coach = body.coaches.find((c) => `${c.firstName} ${c.lastName}` === fullName);
  if (!coach) throw new Error(`Demo coach ${fullName} not found`);
  return coach;
}

const continueButton = (page: Page) =>
  page.getByRole('button', { name: 'Select Date & Time' }).or(page.getByRole('link', { name: 'Continue to Booking' }));
const openDays = (page: Page) => page.locator('button[data-date]:not([disabled])');

test('the left card shows the coach details and Pro branding', async ({ page }) => {
  const elena = await demoCoach(page.request, 'Elena Marsh');
  await page.goto(`/coaches/${elena.id}`);
  const summary = page.getByTestId('coach-summary');
  await expect(summary.getByRole('heading', { level: 1, name: 'Elena Marsh' })).toBeVisible();
  await expect(page).toHaveTitle(/Elena Marsh, mindfulness coach/);
  await expect(summary.getByText(`(${elena.reviewCount} reviews)`)).toBeVisible();
  await expect(summary.getByRole('img', { name: /out of 5 stars/ })).toBeVisible();
  await expect(summary.getByText('Emotional Resilience', { exact: true })).toBeVisible();
  await expect(summary.getByText('Work Stress & Burnout', { exact: true })).toBeVisible();
  await expect(summary.getByText('$100 per session')).toBeVisible();
  await expect(summary.getByText('60 minutes')).toBeVisible();
  await expect(summary.getByText('Virtual sessions via Jitsi Meet', { exact: true })).toBeVisible();
  await expect(summary.getByText(`${elena.clientsHelped} clients helped`)).toBeVisible();
  await expect(summary.getByText('Registered Nurse')).toBeVisible();
  await expect(summary.getByText('Still Harbor Coaching')).toBeVisible();
  const social = summary.getByRole('link', { name: /stillharborcoaching/ });
  await expect(social).toHaveAttribute('href', 'https://www.instagram.com/stillharborcoaching');
  await expect(social).toHaveAttribute('target', '_blank');
  await expect(social).toHaveAttribute('rel', 'noopener noreferrer nofollow');
});

test('About shows the bio and Reviews lists the reviews', async ({ page }) => {
  const elena = await demoCoach(page.request, 'Elena Marsh');
  await page.goto(`/coaches/${elena.id}`);
  await expect(page.getByRole('tab', { name: 'About', selected: true })).toBeVisible();
  await expect(page.getByText(elena.bio.slice(0, 60))).toBeVisible();

  await selectTab(page, 'Reviews');
  const reviews = page.getByTestId('review');
  await expect(reviews.first()).toBeVisible();
  await expect(reviews).toHaveCount(elena.reviewCount);
  const maya = reviews.filter({ hasText: 'Maya C.' });
  await expect(maya.getByText(/Elena has a gift for making you feel safe/)).toBeVisible();
  await expect(maya.getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeVisible();
  await expect(maya.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a coach without reviews says so', async ({ page }) => {
  const rafael = await demoCoach(page.request, 'Rafael Moreno');
  await page.goto(`/coaches/${rafael.id}`);
  await expect(page.getByText('(0 reviews)')).toBeVisible();
  await selectTab(page, 'Reviews');
  await expect(page.getByText('No reviews yet for this coach.')).toBeVisible();
});

// Nobody has rated this coach: "New" where the stars would be, never five
// stars that nobody gave (DECISIONS section 6), on the profile and the
// directory's card, in every language.
test('a coach without reviews is shown as New, not with five stars, in English, German and Spanish', async ({ page }) => {
  const rafael = await demoCoach(page.request, 'Rafael Moreno');
  for (const [prefix, word] of [
    ['', 'New'],
    ['/de', 'Neu'],
    ['/es', 'Nuevo'],
  ] as const) {
    await page.goto(`${prefix}/coaches/${rafael.id}`);
    const summary = page.getByTestId('coach-summary');
    await expect(summary.getByText(word, { exact: true })).toBeVisible();
    await expect(summary.getByRole('img', { name: /5/ })).toHaveCount(0);

    await page.goto(`${prefix}/coaches?q=Moreno`);
    const card = page.getByTestId('coach-card').filter({ hasText: 'Rafael Moreno' });
    await expect(card.getByText(word, { exact: true })).toBeVisible();
    await expect(card.getByRole('img', { name: /5/ })).toHaveCount(0);
  }
});

// The booking calendar in the reader's clock and week: 12-hour times and
// Sunday-first weeks in American English, 24-hour times and Monday-first
// weeks in German and Spanish.
test('the booking calendar uses the reader’s clock and first day of the week', async ({ page }) => {
  const elena = await demoCoach(page.request, 'Elena Marsh');
  for (const [prefix, tab, firstDay, clock] of [
    ['', 'Book a Session', 'Sunday', /^\d{1,2}:\d{2} [AP]M$/],
    ['/de', 'Sitzung buchen', 'Montag', /^\d{2}:\d{2}$/],
    ['/es', 'Reservar sesión', 'lunes', /^\d{2}:\d{2}$/],
  ] as const) {
    await page.goto(`${prefix}/coaches/${elena.id}`);
    await selectTab(page, tab);
    await expect(page.locator('table thead th').first()).toHaveAttribute('abbr', firstDay);
    await page.locator('button[data-date]:not([disabled])').first().click();
    const times = page.locator('button[data-start]');
    await expect(times.first()).toBeVisible();
    for (const text of await times.allInnerTexts()) expect(text.trim(), `${prefix || '/'} ${text}`).toMatch(clock);
  }
});

for (const id of ['999999', 'abc']) {
  test(`an unknown coach id (${id}) shows the not-found state`, async ({ page }) => {
    await page.goto(`/coaches/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Coach not found' })).toBeVisible();
    await expect(page.getByText("The coach you're looking for doesn't exist or has been removed.")).toBeVisible();
    await page.getByRole('link', { name: 'Browse All Coaches' }).click();
    await expect(page).toHaveURL('/coaches');
    await expect(page.getByRole('heading', { level: 1, name: 'Find Your Coach' })).toBeVisible();
  });
}

test('a visitor is asked to log in to book', async ({ page }) => {
  const elena = await demoCoach(page.request, 'Elena Marsh');
  await page.goto(`/coaches/${elena.id}`);
  await selectTab(page, 'Book a Session');
  await expect(page.getByText(/^Times shown in /)).toBeVisible();
  await openDays(page).first().click();
  await page.locator('button[data-start]').first().click();
  const login = page.getByRole('link', { name: 'Log in to Book' });
  await expect(login).toHaveAttribute('href', `/auth?redirect=/coaches/${elena.id}`);
  await login.click();
  await expect(page).toHaveURL(`/auth?redirect=/coaches/${elena.id}`);
});

// Signed in as a new client of the test's own; the coach is the demo catalogue's.
test.describe('signed in', () => {
  // A half-hour zone, so slot labels must come from the visitor zone, not UTC.
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('choosing a day and a time leads to the booking page', async ({ page }) => {
    const elena = await demoCoach(page.request, 'Elena Marsh');
    await signInAs(page, newUser('client', 'Maya'));
    await page.goto(`/coaches/${elena.id}`);
    await selectTab(page, 'Book a Session');
    await expect(page.getByText('Times shown in Asia/Kolkata')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Select Date & Time' })).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);

    const days = openDays(page);
    await expect(days.first()).toBeVisible();
    const firstDay = days.first();
    const dateKey = await firstDay.getAttribute('data-date');
    await firstDay.click();
    await expect(firstDay).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Select Date & Time' })).toBeDisabled();

    const slot = page.locator('button[data-start]').first();
    const start = (await slot.getAttribute('data-start')) ?? '';
    const label = (await slot.textContent()) ?? '';
    await slot.click();
    await expect(slot).toHaveAttribute('aria-pressed', 'true');
    // The label is the slot's wall-clock time in the visitor's zone.
    const expected = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit', hour12: true })
      .format(new Date(start))
      .replace(/\s/g, ' ');
    expect(label).toBe(expected);

    const link = page.getByRole('link', { name: 'Continue to Booking' });
    await expect(link).toBeVisible();
    const href = new URL((await link.getAttribute('href')) ?? '', 'http://x');
    expect(href.pathname).toBe(`/booking/${elena.id}`);
    expect(href.searchParams.get('date')).toBe(dateKey);
    expect(href.searchParams.get('time')).toBe(label);
    expect(href.searchParams.get('start')).toBe(start);

    // Another day resets the chosen time.
    await days.nth(1).click();
    await expect(continueButton(page)).toHaveText('Select Date & Time');
    await expect(page.locator('button[data-start][aria-pressed="true"]')).toHaveCount(0);

    await page.locator('button[data-start]').first().click();
    await page.getByRole('link', { name: 'Continue to Booking' }).click();
    await expect(page).toHaveURL(new RegExp(`/booking/${elena.id}\\?date=\\d{4}-\\d{2}-\\d{2}&time=.+&start=`));
  });

  test('the calendar stays within the next 60 days', async ({ page }) => {
    const elena = await demoCoach(page.request, 'Elena Marsh');
    await signInAs(page, newUser('client', 'Maya'));
    await page.goto(`/coaches/${elena.id}`);
    await selectTab(page, 'Book a Session');
    await expect(openDays(page).first()).toBeVisible();
    const previous = page.getByRole('button', { name: 'Previous month' });
    const next = page.getByRole('button', { name: 'Next month' });
    while (await previous.isEnabled()) await previous.click();
    await expect(previous).toBeDisabled();
    // Today .. today + 60 days spans at most three calendar months.
    let forward = 0;
    while (await next.isEnabled()) {
      await next.click();
      forward += 1;
    }
    expect(forward).toBeLessThanOrEqual(2);
    expect(forward).toBeGreaterThanOrEqual(1);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    for (const key of await openDays(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-date') ?? ''))) {
      expect(key >= today).toBe(true);
    }
  });
});
