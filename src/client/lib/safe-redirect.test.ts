import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeRedirectPath('/coaches/3')).toBe('/coaches/3');
    expect(safeRedirectPath('/coach-onboarding/details?plan=pro#rates')).toBe('/coach-onboarding/details?plan=pro#rates');
  });

  it.each([
    null,
    undefined,
    '',
    'coaches',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });
});
