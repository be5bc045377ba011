// A German-speaking client books a session in German: profile, checkout and
// payment read in their language, with German money, dates and times
// (DECISIONS section 16).
import { expect, test } from './support/fixtures';
import { DECLINED_CARD, GOOD_CARD } from './support/booking-flow';
import { toastWithTitle } from './support/toasts';
import { newUser, registerViaApi } from './support/users';
import type { TDevMailbox } from '../src/shared/schemas/mailbox';
import { selectTab } from './support/tabs';

test.use({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });

test('a client with a German browser books and pays in German, and gets German e-mails', async ({
  page,
  baseURL,
  newCoach,
  admin,
  browser,
}) => {
  // Chosen before registering, so the account starts in German too.
  await page.context().addCookies([{ name: 'lang', value: 'de', url: baseURL ?? '' }]);
  const client = newUser('client', 'Jonas');
  await registerViaApi(page.request, client);
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
  const price = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }).format(
    coach.hourlyRate,
  );
  // A refused card first: the gateway's answer in German, nothing booked.
  await page.getByLabel('Kartennummer').fill(DECLINED_CARD);
  await page.getByLabel('Gültig bis (MM/JJ)').fill('12/34');
  await page.getByLabel('Prüfnummer').fill('123');
  await page.getByRole('button', { name: `${price} bezahlen` }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Deine Karte wurde abgelehnt.' })).toBeVisible();
  await page.getByLabel('Kartennummer').fill(GOOD_CARD);
  await page.getByRole('button', { name: `${price} bezahlen` }).click();
  await expect(toastWithTitle(page, 'Buchung erfolgreich!')).toContainText('Deine Sitzung ist gebucht.');

  // The request's e-mail, in the development mailbox: German subject and text, an HTML part that says so.
  const adminBrowser = await browser.newContext();
  const login = await adminBrowser.request.post('/api/login', { data: { username: admin.username, password: admin.password } });
  expect(login.status()).toBe(200);
  const coachName = `${coach.firstName} ${coach.lastName}`;
  let mail: TDevMailbox[number] | undefined;
  await expect
    .poll(async () => {
      const mailbox = (await (await adminBrowser.request.get('/api/dev/mailbox')).json()) as TDevMailbox;
      mail = mailbox.find((message) => message.to === client.email);
      return mail?.subject;
    })
    .toBe(`Deine Anfrage an ${coachName} ist unterwegs`);
  expect(mail?.text).toContain(`Wir haben deine Anfrage für eine 60-minütige Sitzung mit ${coachName} am`);
  expect(mail?.text).toContain(`Du hast ${price} bezahlt.`);
  expect(mail?.html).toContain('<html lang="de"');
  await adminBrowser.close();
});
