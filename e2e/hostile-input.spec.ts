// Script payloads that users type into names, a coach's profile, session
// notes and a review show up as plain text on every page that shows them, and
// never run. Own users only (a fresh coach, a fresh client, the worker's own
// admin, who just looks). The CSP would stop inline scripts anyway, so the test also
// checks that no markup from the payloads reached the page at all.
import type { Browser, Page } from '@playwright/test';
import { signInAsAdmin } from './support/admins';
import { bookViaApi, openSlots } from './support/booking-flow';
import { endSession, expect, test } from './support/fixtures';
import { VALID_BIO } from './support/onboarding';
import { newUser, registerViaApi, type TestUser } from './support/users';
import { approveAsAdmin } from './support/vetting';
import { selectTab } from './support/tabs';

const SCRIPT = '<script>window.__xss=1</script>';
const IMG = '<img src=x onerror="window.__xss=1">';
const SVG = '"><svg onload=window.__xss=1>';

type Watched = { page: Page; dialogs: string[] };

// A page in its own context that records any dialog a payload might open.
async function watchedPage(browser: Browser): Promise<Watched> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { page, dialogs };
}

// Each text is on the page as literal text, and nothing of the payloads ran or became markup.
async function expectShownAsText({ page, dialogs }: Watched, texts: string[]) {
  for (const text of texts) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"], svg[onload], [onerror], [onload]')).toHaveCount(0);
  // No script that runs carries a payload. A profile's JSON-LD block and a
  // server-rendered page's API answers (application/json) are data (the
  // browser never runs them) and may quote a hostile name; each must still be
  // one whole JSON document, so nothing broke out of it.
  const scripts = await page
    .locator('script')
    .evaluateAll((all) => all.map((s) => ({ type: s.getAttribute('type') ?? '', text: s.textContent ?? '' })));
  const isData = (s: { type: string }) => s.type === 'application/ld+json' || s.type === 'application/json';
  expect(scripts.filter((s) => !isData(s) && s.text.includes('__xss'))).toEqual([]);
  for (const data of scripts.filter(isData)) expect(() => JSON.parse(data.text)).not.toThrow();
  expect(dialogs).toEqual([]);
}

test('script payloads in names, profile, notes and reviews show as text everywhere', async ({ browser, baseURL, admin: adminUser }) => {
  test.setTimeout(120_000);
  const token = `Xq${Date.now().toString(36)}`;

  // A fresh coach whose names, business name and bio carry the payloads (limits: names 2-50, business 100, bio 20-1000).
  const coachUser: TestUser = { ...newUser('coach'), firstName: SCRIPT, lastName: `${SVG} ${token}` };
  const coach = await watchedPage(browser);
  await registerViaApi(coach.page.request, coachUser);
  const specializations = (await (await coach.page.request.get('/api/specializations')).json()) as Array<{ id: number }>;
  const specializationIds = specializations.slice(0, 1).map((s) => s.id);
  const onboarded = await coach.page.request.post('/api/coaches', {
    data: {
      hourlyRate: 60,
      sessionLength: 60,
      specializationIds,
      bio: VALID_BIO,
      calendarSyncEnabled: false,
      availableDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      availableFrom: '00:00',
      availableTo: '24:00',
      acceptedTerms: true,
      timeZone: 'UTC',
    },
  });
  expect(onboarded.status(), await onboarded.text()).toBe(201);
  const coachId = ((await onboarded.json()) as { id: number }).id;
  await approveAsAdmin(baseURL ?? '', coachId, adminUser);
  const bio = `Calm and kind. ${SCRIPT} ${IMG} ${SVG} ${VALID_BIO}`.slice(0, 1000);
  const edited = await coach.page.request.put('/api/coaches/me', {
    data: {
      firstName: coachUser.firstName,
      lastName: coachUser.lastName,
      businessName: IMG,
      bio,
      hourlyRate: 60,
      sessionLength: 60,
      specializationIds,
    },
  });
  expect(edited.status(), await edited.text()).toBe(200);

  // A fresh client with payload names books two sessions: one that takes place, one still upcoming.
  const clientUser: TestUser = { ...newUser('client'), firstName: IMG, lastName: SVG };
  const client = await watchedPage(browser);
  await registerViaApi(client.page.request, clientUser);
  const slots = await openSlots(client.page.request, coachId);
  const pastSlot = slots[0] ?? '';
  const upcomingSlot = slots[slots.length - 1] ?? '';
  const past = await bookViaApi(client.page.request, coachId, pastSlot, `Client note ${SCRIPT}`);
  await bookViaApi(client.page.request, coachId, upcomingSlot, `Client note ${SVG}`);
  expect((await coach.page.request.patch(`/api/bookings/${past.id}/status`, { data: { status: 'confirmed' } })).status()).toBe(200);
  // The session ends; the scheduled job marks it completed (as the booking journey does).
  await endSession(client.page.request, past);

  const notes = `Private notes ${SCRIPT} ${IMG} ${SVG}`;
  expect((await coach.page.request.put(`/api/bookings/${past.id}/notes`, { data: { notes } })).status()).toBe(200);
  const comment = `Lovely session ${SCRIPT} ${IMG} ${SVG}`;
  const reviewed = await client.page.request.post('/api/reviews', { data: { bookingId: past.id, rating: 5, comment } });
  expect(reviewed.status(), await reviewed.text()).toBe(201);
  const reviewId = ((await reviewed.json()) as { id: number }).id;
  const reply = `Thank you ${SCRIPT} ${IMG}`;
  const replied = await coach.page.request.post(`/api/reviews/${reviewId}/reply`, { data: { reply } });
  expect(replied.status(), await replied.text()).toBe(201);

  // Directory: found by the token in the coach's last name.
  const visitor = await watchedPage(browser);
  await visitor.page.goto('/coaches');
  await visitor.page.getByLabel('Search').fill(token);
  await expectShownAsText(visitor, [SCRIPT, `${SVG} ${token}`]);

  // Profile and its reviews.
  await visitor.page.goto(`/coaches/${coachId}`);
  await expectShownAsText(visitor, [SCRIPT, `${SVG} ${token}`, IMG, 'Calm and kind.']);
  await selectTab(visitor.page, 'Reviews');
  await expectShownAsText(visitor, [comment, reply]);

  // The client's dashboard: the coach's name on the upcoming and the past session.
  await client.page.goto('/user-dashboard');
  await expectShownAsText(client, [SCRIPT]);
  await client.page.getByRole('tab', { name: 'Past Sessions' }).click();
  await expectShownAsText(client, [SCRIPT]);

  // The coach's dashboard (the client's names on the upcoming request) and the notes page.
  await coach.page.goto('/dashboard/coach');
  await expectShownAsText(coach, [IMG, SVG]);
  await coach.page.goto(`/booking/notes/${past.id}`);
  await expect(coach.page.getByLabel('Session notes')).toHaveValue(notes);
  await expectShownAsText(coach, [IMG]);

  // The admin's user list and booking detail.
  const admin = await watchedPage(browser);
  await signInAsAdmin(admin.page, adminUser);
  await admin.page.goto('/dashboard/admin?section=users');
  await admin.page.getByLabel('Search users').fill(clientUser.email);
  await expect(admin.page.getByRole('row').filter({ hasText: clientUser.email })).toHaveCount(1);
  await expectShownAsText(admin, [IMG, SVG]);
  await admin.page.getByLabel('Search users').fill(coachUser.email);
  await expect(admin.page.getByRole('row').filter({ hasText: coachUser.email })).toHaveCount(1);
  await expectShownAsText(admin, [SCRIPT]);
  await admin.page.goto(`/admin/bookings/${past.id}`);
  await expectShownAsText(admin, [IMG, SCRIPT]);

  for (const watched of [coach, client, visitor, admin]) await watched.page.context().close();
});
