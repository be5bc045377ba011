// Every client in their own language (DECISIONS section 16): the browser's
// language by default, a switcher in the header and footer, the choice kept
// in a cookie for visitors and on the account, which wins after sign-in.
import { expect, test } from '@playwright/test';
import { toastWithTitle } from './support/toasts';
import { loginViaApi, newUser, registerViaApi } from './support/users';

test.describe('a visitor whose browser speaks German', () => {
  test.use({ locale: 'de-DE' });

  test('sees the landing page in German, moves around in German, and switches to Spanish for good', async ({ page, browser }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coaching für Geist, Seele und dich selbst');
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/$/);

    // In-app links keep the language: the directory in German, its filters and cards too.
    await page.getByRole('link', { name: 'Coaches entdecken' }).click();
    await expect(page).toHaveURL(/\/de\/coaches$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finde deinen Coach');
    await expect(page.getByLabel('Sortieren nach')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Profil von .+ ansehen$/ }).first()).toBeVisible();
    await page.getByLabel('Suche').fill('zz-nobody-zz');
    await expect(page.getByText('Keine Coaches gefunden, die zu deiner Suche passen.')).toBeVisible();
    await expect(page).toHaveURL(/\/de\/coaches\?q=zz-nobody-zz$/);

    // A coach's profile in German, up to the booking panel.
    await page.getByLabel('Suche').fill('');
    await page
      .getByRole('link', { name: /^Profil von .+ ansehen$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/de\/coaches\/\d+$/);
    await expect(page.getByRole('tab', { name: 'Bewertungen' })).toBeVisible();
    await page.getByRole('tab', { name: 'Sitzung buchen' }).click();
    await expect(page.getByRole('link', { name: 'Zum Buchen anmelden' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'So funktioniert’s' }).click();
    await expect(page).toHaveURL(/\/de\/how-it-works$/);

    await page.getByRole('contentinfo').getByLabel('Sprache').selectOption({ label: 'Español' });
    await expect(page).toHaveURL(/\/es\/how-it-works$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('contentinfo')).toContainText('Todos los derechos reservados.');

    // The choice outlasts the German browser: the English address leads to Spanish.
    await page.goto('/');
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coaching para la mente, el espíritu y tu propio ser');

    // Registering keeps it on the account, which then wins in any other browser.
    const user = newUser('client', 'Lucia');
    await registerViaApi(page.request, user);
    const me = (await (await page.request.get('/api/user')).json()) as { locale: string };
    expect(me.locale).toBe('es');

    const elsewhere = await browser.newContext({ locale: 'de-DE' });
    const other = await elsewhere.newPage();
    await loginViaApi(other, user.username, user.password);
    await other.goto('/');
    await expect(other).toHaveURL(/\/es$/);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Coaching para la mente, el espíritu y tu propio ser');
    await elsewhere.close();
  });
});

// Each language's catalog is one chunk made by the build from its catalog files
// (docs/decisions/0083-adding-a-language.md): named in the page's head, fetched
// once, carrying that language only.
test('a German page loads its catalog as one chunk, preloaded with the page, holding German only', async ({ page }) => {
  const catalogs: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script' && /\/(app-)?messages\.[a-z]{2}-[^/]*\.js$/.test(path)) catalogs.push(path);
  });
  await page.goto('/de/coaches');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finde deinen Coach');
  await page.waitForLoadState('networkidle');
  expect(catalogs).toHaveLength(1);
  expect(catalogs[0]).toMatch(/^\/assets\/messages\.de-[^/]+\.js$/);
  await expect(page.locator(`link[rel="modulepreload"][href="${catalogs[0]}"]`)).toHaveCount(1);
  const chunk = await (await page.request.get(catalogs[0] ?? '')).text();
  expect(chunk).toContain('Finde deinen Coach');
  expect(chunk).not.toContain('Encuentra tu coach');
});

test('a signed-in client changes the language in the header; English stays without a prefix', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await registerViaApi(page.request, newUser('client', 'Noor'));
  await page.goto('/coaches');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('banner').getByLabel('Language').selectOption({ label: 'Deutsch' });
  await expect(page).toHaveURL(/\/de\/coaches$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Coaches finden' })).toBeVisible();
  const me = (await (await page.request.get('/api/user')).json()) as { locale: string };
  expect(me.locale).toBe('de');

  await page.getByRole('banner').getByLabel('Sprache').selectOption({ label: 'English' });
  await expect(page).toHaveURL(/\/coaches$/);
  await expect(page).not.toHaveURL(/\/de\//);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Find Coaches' })).toBeVisible();
});

test.describe('the sign-in and registration forms in German', () => {
  test.use({ locale: 'de-DE' });

  test('say what is wrong in German, the browser’s checks and the server’s answer alike; a Spanish account then opens in Spanish', async ({
    page,
    browser,
    baseURL,
  }) => {
    // An account whose owner chose Spanish before registering, in another browser.
    const spanishBrowser = await browser.newContext();
    await spanishBrowser.addCookies([{ name: 'lang', value: 'es', url: baseURL ?? '' }]);
    const user = newUser('client', 'Marta');
    await registerViaApi(spanishBrowser.request, user);
    await spanishBrowser.close();

    await page.goto('/auth');
    await expect(page).toHaveURL(/\/de\/auth$/);
    await expect(page).toHaveTitle('Anmelden oder Konto erstellen | Stillpoint');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schön, dass du wieder da bist');

    // The schema's messages, checked in the browser.
    const form = page.locator('form').filter({ has: page.getByLabel('Passwort') });
    await form.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText('Der Benutzername braucht mindestens 3 Zeichen')).toBeVisible();
    await expect(page.getByText('Das Passwort braucht mindestens 6 Zeichen')).toBeVisible();

    // The server's answer, in a toast.
    await page.getByLabel('Benutzername').fill(user.username);
    await page.getByLabel('Passwort').fill('not-the-password');
    await form.getByRole('button', { name: 'Anmelden' }).click();
    await expect(toastWithTitle(page, 'Anmeldung fehlgeschlagen')).toContainText('Benutzername oder Passwort ist falsch');
    await expect(toastWithTitle(page, 'Anmeldung fehlgeschlagen')).not.toContainText('401');

    // The registration tab: its labels and messages.
    await page.getByRole('tab', { name: 'Registrieren' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erstelle dein Konto');
    await page.getByLabel('E-Mail').fill('not-an-address');
    await page.getByLabel('Passwort', { exact: true }).fill('calm-breath-42');
    await page.getByLabel('Passwort bestätigen').fill('calm-breath-43');
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page.getByText('Bitte gib deinen Vornamen ein')).toBeVisible();
    await expect(page.getByText('Ungültige E-Mail-Adresse')).toBeVisible();
    await expect(page.getByText('Die Passwörter stimmen nicht überein')).toBeVisible();

    // Signing in with the form: the account's Spanish wins over the German browser, and stays.
    await page.getByRole('tab', { name: 'Anmelden' }).click();
    await page.getByLabel('Benutzername').fill(user.username);
    await page.getByLabel('Passwort').fill(user.password);
    await page
      .locator('form')
      .filter({ has: page.getByLabel('Passwort') })
      .getByRole('button', { name: 'Anmelden' })
      .click();
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coaching para la mente, el espíritu y tu propio ser');
    await page.goto('/coaches');
    await expect(page).toHaveURL(/\/es\/coaches$/);
  });
});
