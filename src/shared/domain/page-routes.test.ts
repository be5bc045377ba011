import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPageAddress, PAGE_ROUTES } from './page-routes.js';

const routing = join(import.meta.dirname, '../../client/app/routing');
const routesIn = (file: string) => [...readFileSync(join(routing, file), 'utf8').matchAll(/<Route path="([^"]+)"/g)].map((m) => m[1]);

describe('the page addresses', () => {
  it('are exactly the paths of the browser’s route tables', () => {
    const tables = [...routesIn('app-routes.tsx'), ...routesIn('signed-in-routes.tsx')];
    expect(tables.length).toBeGreaterThan(20);
    expect([...PAGE_ROUTES].sort()).toEqual([...new Set(tables)].sort());
  });

  it.each([
    '/',
    '/coaches/12',
    '/coaches/12/',
    '/Coaches',
    '/coach-onboarding',
    '/coach-onboarding/details',
    '/messages',
    '/messages/7',
    '/messages/new',
    '/booking/join/5',
    '/payouts/test-onboarding/abc-def',
  ])('%s is a page', (path) => {
    expect(isPageAddress(path)).toBe(true);
  });

  it.each(['/nonexistent', '/anything', '/coaches/12/reviews', '/booking', '/settings/x', '/admin', '/assets/missing.js', '/coaches.'])(
    '%s is not',
    (path) => {
      expect(isPageAddress(path)).toBe(false);
    },
  );
});
