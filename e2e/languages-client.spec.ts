// A German-speaking client's own pages read in German: My Bookings with its
// cards, badges, money and dialogs, and the guide pages before they sign up
// (DECISIONS section 16).
import { expect, test } from './support/fixtures';
import { clientHistory } from './support/histories';
import { newUser, signInAs } from './support/users';

test.use({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });

test('a German client sees My Bookings in German, down to the cancel dialog', async ({ page, baseURL, newCoach }) => {
  // Chosen before registering, so the account starts in German too.
  await page.context().addCookies([{ name: 'lang', value: 'de', url: baseURL ?? '' }]);
  await signInAs(page, newUser('client', 'Jonas'));
  const history = await clientHistory(page.request, newCoach, { past: true });
  const coachName = `${history.confirmed.coach.firstName} ${history.confirmed.coach.lastName}`;

  await page.goto('/user-dashboard');
  await expect(page).toHaveURL(/\/de\/user-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen zurück, Jonas' })).toBeVisible();
  await expect(page.getByText('Zeiten in Europe/Berlin')).toBeVisible();
  // The header's messages icon is named in German too.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Nachrichten', exact: true })).toBeVisible();
  const confirmed = page.getByTestId('upcoming-booking').filter({ hasText: coachName });
  await expect(confirmed.getByRole('link', { name: 'Beitreten' })).toBeVisible();
  await expect(confirmed).toContainText('Bestätigt');
  await expect(confirmed).toContainText('Bezahlt');
  await expect(confirmed).toContainText('60 Minuten');
  await expect(confirmed).toContainText(/Gesamt \d+,\d\d\s\$/);

  await confirmed.getByRole('button', { name: 'Stornieren' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Diese Buchung stornieren?' });
  await expect(dialog).toContainText(`Deine Sitzung mit ${coachName} am`);
  await expect(dialog.getByTestId('cancel-refund')).toContainText(/erstattet|Erstattung/);
  await dialog.getByRole('button', { name: 'Buchung behalten' }).click();

  await page.getByRole('tab', { name: 'Vergangene Sitzungen' }).click();
  const cancelled = page.getByTestId('past-booking').filter({ hasText: 'Sitzung storniert' });
  await expect(cancelled).toHaveCount(1);
  await expect(cancelled).toContainText('Erstattet');
  await expect(page.getByTestId('past-booking').filter({ hasText: 'Bewertung abgegeben' }).first()).toBeVisible();
});

test('the guide pages read in German, the questions too', async ({ page }) => {
  await page.goto('/de/how-it-works');
  await expect(page.getByRole('heading', { level: 1, name: 'So funktioniert’s' })).toBeVisible();
  await expect(page.locator('section#how-it-works').getByRole('heading', { level: 3 })).toHaveText([
    'Finde deinen Coach',
    'Buchen & bezahlen',
    'Per Video treffen',
    'Nachspüren & bewerten',
  ]);
  await page.getByRole('button', { name: 'Gibt mir mein Coach medizinischen Rat?' }).click();
  await expect(page.getByText(/^Nein\. Coaches auf Stillpoint stellen keine Diagnosen/)).toBeVisible();

  await page.goto('/de/getting-started');
  await expect(page.getByRole('heading', { level: 1, name: 'Erste Schritte' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Coaching ist keine Therapie' })).toBeVisible();

  await page.goto('/de/founding-coaches');
  await expect(page.getByRole('table', { name: 'Plattformgebühr pro bezahlter Sitzung' })).toContainText('12 %');
});
