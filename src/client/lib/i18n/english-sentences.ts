// The English sentences of the shared schemas and of the server, which the
// validation and errors catalogs translate: each language's chunk carries
// them under "en:<key>" (scripts/catalog-chunks.ts), so a German or Spanish
// reader's catalog can find a sentence by its English text
// (translate-sentence.tsx), and an English reader loads none of this.
import { errorsEn } from '@/i18n/catalogs/errors.en';
import { validationEn } from '@/i18n/catalogs/validation.en';
import { translateSentenceIn } from './sentence-translator';
import { setSentenceTranslator } from './i18n-context';

export const ENGLISH_PREFIX = 'en:';

export const englishSentences: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries({ ...validationEn, ...errorsEn }).map(([key, text]) => [`${ENGLISH_PREFIX}${key}`, text]),
);

// The chunk that carries the English sentences brings the code that finds them.
setSentenceTranslator(translateSentenceIn);
