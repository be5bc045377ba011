import { describe, expect, it } from 'vitest';
import { COACHING_LANGUAGES } from '@shared/domain/coaching-languages';
import { languageList, languageName } from './language-names';

describe('coaching languages in the reader language', () => {
  it('names each language of the list in English, German and Spanish', () => {
    expect(languageName('de', 'en')).toBe('German');
    expect(languageName('de', 'de')).toBe('Deutsch');
    expect(languageName('de', 'es')).toBe('alemán');
    // Every code of the list has a real name, not its code echoed back.
    for (const code of COACHING_LANGUAGES)
      for (const locale of ['en', 'de', 'es'] as const) expect(languageName(code, locale)).not.toBe(code);
  });

  it('joins a profile languages as a sentence would', () => {
    expect(languageList(['en', 'es'], 'en')).toBe('English and Spanish');
    expect(languageList(['en', 'es'], 'de')).toBe('Englisch und Spanisch');
    expect(languageList(['en', 'es'], 'es')).toBe('inglés y español');
  });
});
