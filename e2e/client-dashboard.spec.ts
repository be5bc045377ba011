import { bookViaApi, openSlots } from './support/booking-flow';
import { expect, test } from './support/fixtures';
import { clientHistory } from './support/histories';
import { toastWithTitle } from './support/toasts';
import { newUser, signInAs } from './support/users';

type Booking = { id: number; coachId: number; coachName: string; status: string };

// Each client below has a history of their own (support/histories.ts): sessions
// with two coaches of the test's own, one confirmed and one pending, and with
// `past`, one cancelled and refunded and one that took place and was reviewed.
test('a client sees their sessions, stats and the Join link only on the confirmed one', async ({ page, newCoach }) => {
  await signInAs(page, newUser('client', 'Maya'));
  const history = await clientHistory(page.request, newCoach, { past: true });
  const bookings = (await (await page.request.get('/api/user/bookings')).json()) as Booking[];
  await page.goto('/user-dashboard');

  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Maya' })).toBeVisible();
  await expect(page.getByTestId('stat-sessions')).toHaveText(String(bookings.length));
  await expect(page.getByTestId('stat-coaches')).toHaveText(String(new Set(bookings.map((b) => b.coachId)).size));
  await expect(page.getByRole('link', { name: 'Book New Session' })).toHaveAttribute('href', '/coaches');

  const confirmed = bookings.find((b) => b.status === 'confirmed');
  const pending = bookings.find((b) => b.status === 'pending');
  if (!confirmed || !pending) throw new Error('the history should give the client a confirmed and a pending session');
  expect([confirmed.id, pending.id]).toEqual([history.confirmed.id, history.pending.id]);
  const upcoming = page.getByTestId('upcoming-booking');
  await expect(upcoming).toHaveCount(2);
  const confirmedCard = upcoming.filter({ hasText: confirmed.coachName });
  await expect(confirmedCard.getByRole('link', { name: 'Join' })).toHaveAttribute('href', `/booking/join/${confirmed.id}`);
  await expect(confirmedCard).toContainText('Virtual session via Jitsi Meet');
  await expect(confirmedCard).toContainText('Payment completed');
  await expect(upcoming.filter({ hasText: pending.coachName }).getByRole('link', { name: 'Join' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Past Sessions' }).click();
  const cancelled = page.getByTestId('past-booking').filter({ hasText: 'Session cancelled' });
  await expect(cancelled).toHaveCount(1);
  await expect(cancelled).toContainText('Refunded');
  await expect(page.getByTestId('past-booking').filter({ hasText: 'Review submitted' }).first()).toBeVisible();
});

test('the join page shows the meeting link to the client and nothing to anyone else', async ({ page, browser, newCoach }) => {
  await signInAs(page, newUser('client', 'Maya'));
  const history = await clientHistory(page.request, newCoach);
  const bookings = (await (await page.request.get('/api/user/bookings')).json()) as Booking[];
  const confirmed = bookings.find((b) => b.status === 'confirmed');
  const pending = bookings.find((b) => b.status === 'pending');
  if (!confirmed || !pending) throw new Error('the history should give the client a confirmed and a pending session');
  expect([confirmed.id, pending.id]).toEqual([history.confirmed.id, history.pending.id]);

  await page.goto('/user-dashboard');
  await page.getByRole('link', { name: 'Join' }).click();
  await expect(page).toHaveURL(`/booking/join/${confirmed.id}`);
  const join = page.getByRole('link', { name: 'Join video session' });
  await expect(join).toHaveAttribute('href', /^https:\/\//);
  await expect(join).toHaveAttribute('target', '_blank');
  await expect(join).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByText(/Times shown in /)).toBeVisible();
  await expect(page.getByText(/quiet space/)).toBeVisible();

  await page.goto(`/booking/join/${pending.id}`);
  await expect(page.getByText('The meeting link appears once the coach confirms the session.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join video session' })).toHaveCount(0);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInAs(otherPage, newUser('client', 'Sam'));
  await otherPage.goto(`/booking/join/${confirmed.id}`);
  await expect(otherPage.getByRole('heading', { name: 'Session not found' })).toBeVisible();
  await expect(otherPage.getByRole('link', { name: 'Join video session' })).toHaveCount(0);
  await expect(otherPage.getByRole('link', { name: 'Back to My Bookings' })).toHaveAttribute('href', '/user-dashboard');
  await other.close();
});

test('a client cancels a paid booking through the dialog and is refunded', async ({ page, newCoach }) => {
  await signInAs(page, newUser('client', 'Morgan'));
  const coach = await newCoach('James');
  const slots = await openSlots(page.request, coach.id);
  // More than a day ahead: the coach's Flexible policy still refunds in full.
  const slot = slots.find((s) => Date.parse(s) - Date.now() > 26 * 3_600_000) ?? '';
  const booking = await bookViaApi(page.request, coach.id, slot);
  const refund = `$${booking.totalPrice.toFixed(2)}`;

  await page.goto('/dashboard/client');
  await expect(page.getByTestId('stat-sessions')).toHaveText('1');
  await expect(page.getByTestId('stat-coaches')).toHaveText('1');
  const card = page.getByTestId('upcoming-booking');
  await card.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('This action cannot be undone.');
  await expect(dialog).toContainText(`You will be refunded ${refund} in full.`);
  await dialog.getByRole('button', { name: 'Keep Booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(1);

  await card.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(toastWithTitle(page, 'Booking cancelled')).toContainText('Your booking has been successfully cancelled.');
  await expect(page.getByText('No upcoming sessions')).toBeVisible();

  await page.getByRole('tab', { name: 'Past Sessions' }).click();
  const past = page.getByTestId('past-booking');
  await expect(past).toContainText('Session cancelled');
  await expect(past).toContainText('Refunded');
});

test('a new client sees both empty states with a way to find a coach', async ({ page }) => {
  await signInAs(page, newUser('client', 'Quinn'));
  await page.goto('/user-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Quinn' })).toBeVisible();
  await expect(page.getByText('No upcoming sessions')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Find a coach' })).toHaveAttribute('href', '/coaches');
  await page.getByRole('tab', { name: 'Past Sessions' }).click();
  await expect(page.getByText('No past sessions')).toBeVisible();
  await expect(page.getByTestId('stat-sessions')).toHaveText('0');
});
