// Specializations in the page's language (docs/product/languages.md): their names
// on the landing grid, the directory filter and the coaches' badges, and their
// descriptions on the landing page, in the HTML the server sends (the public
// pages are server-rendered and cached per language) and once the page runs.
import { signInAsAdmin } from './support/admins';
import { expect, test } from './support/fixtures';

const LOG_IN = { en: 'Log in', de: 'Anmelden', es: 'Iniciar sesión' } as const;

const CASES = [
  {
    locale: 'en',
    prefix: '',
    name: 'Emotional Resilience',
    other: 'Emotionale Resilienz',
    description: 'Build steadiness to meet difficult emotions with curiosity and bounce back from setbacks with kindness.',
  },
  {
    locale: 'de',
    prefix: '/de',
    name: 'Emotionale Resilienz',
    other: 'Emotional Resilience',
    description:
      'Entwickle innere Stabilität, um schwierigen Gefühlen mit Neugier zu begegnen und nach Rückschlägen freundlich zu dir selbst wieder aufzustehen.',
  },
  {
    locale: 'es',
    prefix: '/es',
    name: 'Resiliencia emocional',
    other: 'Emotional Resilience',
    description:
      'Desarrolla la serenidad para acoger las emociones difíciles con curiosidad y recuperarte de los contratiempos con amabilidad.',
  },
] as const;

for (const { locale, prefix, name, other, description } of CASES) {
  test(`specializations read in ${locale} on the landing page and in the directory`, async ({ page, request }) => {
    const landingHtml = await (await request.get(prefix || '/')).text();
    expect(landingHtml).toContain(name);
    expect(landingHtml).toContain(description);
    const directoryHtml = await (await request.get(`${prefix}/coaches`)).text();
    expect(directoryHtml).toContain(name);
    expect(directoryHtml).not.toContain(`>${other}<`);

    await page.goto(prefix || '/');
    const card = page.getByTestId('specialization-card').filter({ hasText: name });
    await expect(card).toContainText(description);
    await expect(page.getByTestId('specialization-card').filter({ hasText: other })).toHaveCount(0);

    // The filter offers the name in the page's language; the address keeps the English key.
    await page.goto(`${prefix}/coaches`);
    // The header's sign-in link appears once the page has hydrated: a choice made before that is lost.
    await expect(page.getByRole('banner').getByRole('link', { name: LOG_IN[locale] })).toBeVisible();
    const filter = page.locator('select').filter({ has: page.getByRole('option', { name, exact: true }) });
    await filter.selectOption({ label: name });
    await expect(page).toHaveURL(/specialty=emotional(\+|%20)resilience/);
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: new RegExp(`^${name}$`) })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: new RegExp(`^${other}$`) })).toHaveCount(0);
  });
}

test('an admin writes a specialization in German beside the English and sees that Spanish is missing', async ({ page, admin }) => {
  const stamp = Date.now().toString(36);
  const name = `Forest Calm ${stamp}`;
  const german = `Waldruhe ${stamp}`;
  await signInAsAdmin(page, admin);
  await page.goto('/dashboard/admin?section=specializations');
  await page.getByRole('button', { name: 'Add Specialization' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Specialization' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Description', { exact: true }).fill('Slow walks among trees to settle the mind.');
  await expect(dialog.getByLabel('Heading in Spanish')).toHaveAccessibleDescription('Missing: readers of Spanish see the English.');
  await dialog.getByLabel('Heading in German').fill(german);
  await dialog.getByLabel('Card text in German').fill('Langsame Spaziergänge zwischen Bäumen, die den Geist beruhigen.');
  await expect(dialog.getByLabel('Heading in German')).toHaveAccessibleDescription('');
  await dialog.getByLabel('Icon').fill('🌲');
  await dialog.getByRole('button', { name: 'Add Specialization' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4, name }) });
  await expect(card).toContainText('Not translated yet: Spanish. Readers of those languages see the English.');

  const germanHtml = await (await page.request.get('/de')).text();
  expect(germanHtml).toContain(german);
  expect(germanHtml).toContain('Langsame Spaziergänge zwischen Bäumen');
  // No Spanish yet: the Spanish page shows the English.
  await page.goto('/es');
  await expect(page.getByTestId('specialization-card').filter({ hasText: name })).toContainText('Slow walks among trees');
});
