// A German-speaking client books a session in German: profile, checkout and
// payment read in their language, with German money, dates and times
// (DECISIONS section 16).
import { expect, test } from './support/fixtures';
import { GOOD_CARD } from './support/booking-flow';
import { toastWithTitle } from './support/toasts';
import { newUser, registerViaApi } from './support/users';
import { selectTab } from './support/tabs';

test.use({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });

test('a client with a German browser books and pays in German', async ({ page, baseURL, newCoach }) => {
  // Chosen before registering, so the account starts in German too.
  await page.context().addCookies([{ name: 'lang', value: 'de', url: baseURL ?? '' }]);
  await registerViaApi(page.request, newUser('client', 'Jonas'));
  const coach = await newCoach('Elena');

  await page.goto(`/coaches/${coach.id}`);
  await expect(page).toHaveURL(new RegExp(`/de/coaches/${coach.id}$`));
  await selectTab(page, 'Sitzung buchen');
  await page.locator('button[aria-pressed="false"]:not([disabled]):not([aria-label*="no open times"])').first().click();
  await page
    .getByRole('group', { name: /Freie Zeiten am/ })
    .getByRole('button')
    .first()
    .click();
  await page.getByRole('link', { name: 'Weiter zur Buchung' }).click();

  await expect(page).toHaveURL(new RegExp(`/de/booking/${coach.id}\\?`));
  await expect(page.getByRole('heading', { level: 1, name: 'Prüfen und bezahlen' })).toBeVisible();
  await expect(page.getByText('Zeiten in Europe/Berlin')).toBeVisible();
  await expect(page.getByText('60 Minuten')).toBeVisible();
  await expect(page.getByText('Plattformgebühr')).toBeVisible();
  await expect(page.getByText('0,00 $', { exact: true })).toBeVisible();
  await expect(page.getByText('Belastet wird erst, nachdem deine Buchung bestätigt ist')).toBeVisible();

  await page.getByLabel('Notiz für deinen Coach (optional)').fill('Ruhigere Morgen, bitte.');
  // The test gateway's card fields speak German too.
  await expect(page.getByText('Es wird nichts wirklich bezahlt. Nutze eine Testkarte:')).toBeVisible();
  await page.getByLabel('Kartennummer').fill(GOOD_CARD);
  await page.getByLabel('Gültig bis (MM/JJ)').fill('12/34');
  await page.getByLabel('Prüfnummer').fill('123');
  const price = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }).format(
    coach.hourlyRate,
  );
  await page.getByRole('button', { name: `${price} bezahlen` }).click();
  await expect(toastWithTitle(page, 'Buchung erfolgreich!')).toContainText('Deine Sitzung ist gebucht.');
});
