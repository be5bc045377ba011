import type { Locale } from '@shared/i18n/locales';
import type { TTranslations } from '@shared/schemas/specializations';

// A text the database keeps in English with its translations (a
// specialization's name or description, DECISIONS section 16): the reader's
// language, or the English when that language has none yet.
export function translatedText(english: string, translations: TTranslations | undefined, locale: Locale): string {
  return translations?.[locale] || english;
}
