// The languages a coach may say they coach in (issue 30, item 6;
// docs/decisions/0076-coaching-languages.md). A fixed list of ISO 639-1 codes,
// so the directory filters on a known value and each reader sees every name in
// their own language (Intl.DisplayNames); the interface's own languages first.
export const COACHING_LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'pt', 'nl', 'pl', 'sv', 'tr', 'ar', 'hi', 'zh', 'ja'] as const;
export type CoachingLanguage = (typeof COACHING_LANGUAGES)[number];

// What a profile without a choice of its own coaches in (the column's default, migration 0037).
export const DEFAULT_COACHING_LANGUAGES: readonly CoachingLanguage[] = ['en'];

export function isCoachingLanguage(value: unknown): value is CoachingLanguage {
  return typeof value === 'string' && (COACHING_LANGUAGES as readonly string[]).includes(value);
}

// In the list's order, each once, whatever order they were chosen in.
export function sortedCoachingLanguages(codes: readonly CoachingLanguage[]): CoachingLanguage[] {
  return COACHING_LANGUAGES.filter((code) => codes.includes(code));
}
