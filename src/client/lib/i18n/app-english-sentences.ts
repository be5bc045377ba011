// The English sentences of the coach and admin screens (the app-sentences
// group) under "en:<key>", like english-sentences.ts does for the validation
// and errors groups: spread into each language's signed-in chunk only (scripts/catalog-chunks.ts), so they ride in
// the signed-in chunk and the merged catalog (signed-in-catalog.tsx) finds
// them by their text, while the public chunk carries none of them
// (docs/decisions/0082-sentences-from-the-server-and-the-schemas.md).
// No import of english-sentences.ts: the public chunk has it already, and
// the signed-in chunk would otherwise bring its catalogs a second time.
import { appSentencesEn } from '@/i18n/catalogs/app-sentences.en';

export const appEnglishSentences: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(appSentencesEn).map(([key, text]) => [`en:${key}`, text]),
);
