import { expect, test, type Page } from '@playwright/test';
import { selectTab } from './support/tabs';

// The directory cards' "Next available" (docs/decisions/0047-availability-index.md):
// the first open slot of the coach's own calendar, in the visitor's zone, and
// the "Soonest available" sort ordering the cards by it.
// A zone with a half-hour offset: the label must come from the visitor zone.
test.use({ timezoneId: 'Asia/Kolkata' });

const ZONE = 'Asia/Kolkata';

function card(page: Page, name: string) {
  return page.getByTestId('coach-card').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
}

// The label the card should show for a slot, built independently of the app's code.
function expectedLabel(start: Date, now: Date): string {
  const time = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hour: 'numeric', minute: '2-digit', hour12: true })
    .format(start)
    .replace(/\s/g, ' ');
  const dayKey = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(d);
  const daysAhead = Math.round((Date.parse(dayKey(start)) - Date.parse(dayKey(now))) / 86_400_000);
  if (daysAhead === 0) return `Next available: Today ${time}`;
  if (daysAhead < 7)
    return `Next available: ${new Intl.DateTimeFormat('en-US', { timeZone: ZONE, weekday: 'short' }).format(start)} ${time}`;
  const monthDay = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, month: 'short', day: 'numeric' }).format(start);
  return `Next available: ${monthDay}, ${time}`;
}

test('a card shows the first open time of the coach’s calendar, in the visitor’s zone', async ({ page }) => {
  await page.goto('/coaches?q=Marcus');
  const marcus = card(page, 'Marcus Bell');
  await expect(marcus.getByTestId('next-available')).toHaveText(/^Next available: /);
  const shown = (await marcus.getByTestId('next-available').textContent()) ?? '';

  // The profile's calendar: the first open day, then its first time.
  await marcus.getByRole('link', { name: 'View Profile of Marcus Bell' }).click();
  await selectTab(page, 'Book a Session');
  await expect(page.getByText(`Times shown in ${ZONE}`)).toBeVisible();
  const firstDay = page.locator('button[data-date]:not([disabled])').first();
  await firstDay.click();
  const firstSlot = page.locator('button[data-start]').first();
  const start = new Date((await firstSlot.getAttribute('data-start')) ?? '');
  const slotLabel = ((await firstSlot.textContent()) ?? '').replace(/\s/g, ' ');

  expect(shown).toBe(expectedLabel(start, new Date()));
  // The same wall-clock time as the calendar's button.
  expect(shown.endsWith(` ${slotLabel}`)).toBe(true);
});

test('"Soonest available" orders the cards by their next open time', async ({ page }) => {
  await page.goto('/coaches');
  await expect(page.getByTestId('coach-card').first()).toBeVisible();
  await page.getByLabel('Sort by').selectOption('soonest');
  await expect(page).toHaveURL(/sort=soonest/);
  await expect(page.getByTestId('coach-results')).toHaveAttribute('aria-busy', 'false');
  const labels = page.getByTestId('coach-card').getByTestId('next-available');
  await expect(labels.first()).toHaveText(/^(Next available: |No openings soon)/);

  // Each card's next slot, from the API the cards read, in card order.
  const names = await page.getByTestId('coach-card').getByRole('heading', { level: 2 }).allTextContents();
  const list = (await (await page.request.get('/api/coaches?sort=soonest&pageSize=12')).json()) as {
    coaches: { id: number; firstName: string; lastName: string }[];
  };
  expect(list.coaches.map((c) => `${c.firstName} ${c.lastName}`)).toEqual(names);
  const ids = list.coaches.map((c) => c.id);
  const next = (
    (await (await page.request.get(`/api/coaches/next-available?ids=${ids.join(',')}`)).json()) as {
      nextAvailable: Record<string, string | null>;
    }
  ).nextAvailable;
  const times = ids.map((id) => (next[String(id)] ? Date.parse(next[String(id)] as string) : Number.POSITIVE_INFINITY));
  expect(times).toEqual([...times].sort((a, b) => a - b));
  // And the first card says so.
  const first = ids[0];
  if (first === undefined) throw new Error('no coaches');
  const firstSlot = next[String(first)];
  await expect(labels.first()).toHaveText(firstSlot ? expectedLabel(new Date(firstSlot), new Date()) : 'No openings soon');
});
