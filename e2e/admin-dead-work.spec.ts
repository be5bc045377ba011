// The admin's Failed Work section (docs/product/admin.md): an e-mail whose
// delivery gave up is listed with its kind, time, attempts and last error, and
// its Retry makes it due again (docs/decisions/0087-one-work-queue.md).
import type { APIRequestContext } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { signInAsAdmin } from './support/admins';
import { expect, test } from './support/fixtures';
import { toastWithTitle } from './support/toasts';

// A dead delivery of a message of this test's own: its unique error finds its row among other specs' work.
async function deadEmail(request: APIRequestContext, error: string): Promise<number> {
  const response = await request.post('/api/test/dead-email', {
    data: { to: 'dead.letter@example.test', subject: 'Your session is confirmed', error },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test('an admin sees an e-mail that gave up and retries it', async ({ page, admin }) => {
  const error = `Mailbox unavailable (${Date.now().toString(36)}${process.pid.toString(36)})`;
  const id = await deadEmail(page.request, error);

  await signInAsAdmin(page, admin);
  await page.goto('/dashboard/admin');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Failed Work' }).click();
  await expect(page).toHaveURL('/dashboard/admin?section=work');
  await expect(page.getByRole('heading', { level: 2, name: 'Failed Work' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Work that gave up, newest first' });
  const row = table.getByRole('row').filter({ hasText: error });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: 'E-mail', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '5', exact: true })).toBeVisible();
  // When it last failed, in the admin's language (today, a moment ago).
  const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date());
  await expect(row).toContainText(today);
  // Nothing of the message itself: the endpoint lists ids and the error only.
  await expect(row).not.toContainText('dead.letter@example.test');

  await row.getByRole('button', { name: `Retry E-mail (#${id})` }).click();
  const retried = toastWithTitle(page, 'Trying again');
  await expect(retried).toBeVisible();
  await expect(retried).toContainText('E-mail is queued to run now.');
  await expect(row).toHaveCount(0);
});

test('the Failed Work section has no serious accessibility violations', async ({ page, admin }) => {
  await deadEmail(page.request, `Connection refused (${Date.now().toString(36)})`);
  await signInAsAdmin(page, admin);
  await page.goto('/dashboard/admin?section=work');
  await expect(page.getByRole('button', { name: /^Retry / }).first()).toBeVisible();
  const serious = await seriousViolations(page);
  expect(serious).toEqual([]);
});
