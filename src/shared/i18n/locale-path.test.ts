import { describe, expect, it } from 'vitest';
import { localizedPath, splitLocalePath } from './locale-path.js';

describe('addresses per language', () => {
  it('reads the language from the prefix, English without one', () => {
    expect(splitLocalePath('/de/coaches/4')).toEqual({ locale: 'de', path: '/coaches/4' });
    expect(splitLocalePath('/es')).toEqual({ locale: 'es', path: '/' });
    expect(splitLocalePath('/de/')).toEqual({ locale: 'de', path: '/' });
    expect(splitLocalePath('/coaches')).toEqual({ locale: 'en', path: '/coaches' });
    // A word that merely starts like a prefix is not one.
    expect(splitLocalePath('/design')).toEqual({ locale: 'en', path: '/design' });
  });

  it('writes the address of a page in a language', () => {
    expect(localizedPath('de', '/')).toBe('/de');
    expect(localizedPath('es', '/coaches?sort=price')).toBe('/es/coaches?sort=price');
    expect(localizedPath('de', '/?x=1')).toBe('/de?x=1');
    expect(localizedPath('en', '/how-it-works')).toBe('/how-it-works');
  });
});
