import { describe, expect, it } from 'vitest';
import { negotiateLocale } from './locales.js';
import { createTranslator } from './translator.js';

describe('createTranslator', () => {
  const texts = createTranslator({
    en: { hello: 'Hi {name},', left: '{count, plural, one {# credit} other {# credits}} left' },
    de: { hello: 'Hallo {name},', left: 'Noch {count, plural, one {# Guthaben} other {# Guthaben}}' },
    es: { hello: 'Hola, {name}:' },
  });

  it('formats ICU arguments and plurals in the reader’s language', () => {
    expect(texts('de')('hello', { name: 'Lena' })).toBe('Hallo Lena,');
    expect(texts('en')('left', { count: 1 })).toBe('1 credit left');
    expect(texts('en')('left', { count: 0 })).toBe('0 credits left');
    expect(texts('de')('left', { count: 2 })).toBe('Noch 2 Guthaben');
  });

  it('falls back to English for a text a language lacks', () => {
    expect(texts('es')('left', { count: 3 })).toBe('3 credits left');
    expect(texts('es')('hello', { name: 'Ana' })).toBe('Hola, Ana:');
  });
});

// "xx" and "yy" stand for languages not spoken here: no language has those
// codes, so the tests hold whichever languages locales.ts lists.
describe('negotiateLocale', () => {
  it('takes the best supported language by quality, a region by its language', () => {
    expect(negotiateLocale('de-CH,de;q=0.9,en;q=0.8')).toBe('de');
    expect(negotiateLocale('xx;q=0.9,es-MX;q=0.8,de;q=0.7')).toBe('es');
    expect(negotiateLocale('en;q=0.1,de;q=0.5')).toBe('de');
    expect(negotiateLocale('es;q=0,de;q=0.2')).toBe('de');
  });

  it('answers English when nothing supported is asked for, or the header is missing or garbled', () => {
    expect(negotiateLocale('xx-XX,yy')).toBe('en');
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale('')).toBe('en');
    expect(negotiateLocale(';;,q=abc')).toBe('en');
    expect(negotiateLocale('*')).toBe('en');
  });
});
