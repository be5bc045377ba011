// An address that names no page answers 404 (a search engine would otherwise
// count it as a page: a "soft 404"), with the app's "not found" page in the
// address's language; every page of the route table, signed-in pages and deep
// links included, still answers 200 in every language.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../../shared/domain/page-routes.js';
import { localizedPath } from '../../../shared/i18n/locale-path.js';
import { LOCALES } from '../../../shared/i18n/locales.js';
import { NOW } from '../../test-support/bookings.js';
import { insertCoach } from '../../test-support/coaches.js';
import { programSpecialization, publishedProgram, saturdayWorkshop } from '../../test-support/programs.js';
import { signIn } from '../../test-support/sign-in.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let distDir: string;
let coachId: number;
let programId: number;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'stillpoint-unknown-'));
  copyFileSync(join(import.meta.dirname, '../../../client/index.html'), join(distDir, 'index.html'));
  t = await createTestApp({ clientDistDir: distDir, now: NOW });
  const coach = await insertCoach(t.db, { user: { firstName: 'Ida', lastName: 'Road' } });
  coachId = coach.id;
  const { cookie } = await signIn(t, { userId: coach.userId });
  programId = await publishedProgram(t.app, cookie, saturdayWorkshop(await programSpecialization(t.db)));
});
afterAll(async () => {
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

// Each route with its parameters filled, the optional ones both ways.
function addressesOf(route: string): string[] {
  const filled = route
    .replace('/coaches/:id', `/coaches/${coachId}`)
    .replace('/programs/:id', `/programs/${programId}`)
    .replace(/:\w+(?!\?)\b(?!\?)/g, '7');
  if (!filled.includes('?')) return [filled];
  return [filled.replace(/\/:\w+\?/, ''), filled.replace(/:\w+\?/, 'details')];
}

describe('addresses', () => {
  it('every page of the route table answers 200 in every language, with a query or not', async () => {
    const answers: string[] = [];
    for (const locale of LOCALES) {
      for (const address of PAGE_ROUTES.flatMap(addressesOf)) {
        for (const url of [localizedPath(locale, address), localizedPath(locale, `${address}?date=2030-01-12`)]) {
          answers.push(`${url} ${(await get(url)).statusCode}`);
        }
      }
    }
    expect(answers.filter((answer) => !answer.endsWith(' 200'))).toEqual([]);
    expect(answers.length).toBe(LOCALES.length * 2 * PAGE_ROUTES.flatMap(addressesOf).length);
  });

  it.each([
    ['/nonexistent', 'en'],
    ['/coaches/1/reviews?x=1', 'en'],
    ['/de/anything', 'de'],
    ['/de/coaches/1/nothing', 'de'],
    ['/es/nada', 'es'],
  ])('%s answers 404 with the not-found page, in its language, for no search engine', async (url, lang) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<meta name="robots" content="noindex"');
    expect(/<html lang="([^"]+)"/.exec(response.body)?.[1]).toBe(lang);
    // The app itself, which shows its "not found" page at this address.
    expect(response.body).toContain('<div id="root">');
  });

  it('still answers an unknown API address with its JSON 404', async () => {
    const response = await get('/api/nonexistent');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});
