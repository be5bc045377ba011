// One reader's e-mail: the texts of their language (src/shared/i18n/catalogs/emails.<code>.ts,
// found by their names for every configured language), and times and money
// written the way they read them (DECISIONS section 16).
import { catalogsByLocale } from '../../../../shared/i18n/catalog-files.js';
import type { EmailKey } from '../../../../shared/i18n/catalogs/emails.en.js';
import type { Locale } from '../../../../shared/i18n/locales.js';
import { createTranslator } from '../../../../shared/i18n/translator.js';
import { formatForClient, formatInZone, formatMoney } from './format.js';

export const emailTexts = createTranslator(
  await catalogsByLocale<Record<EmailKey, string>>('emails', (code) => import(`../../../../shared/i18n/catalogs/emails.${code}.ts`)),
);

export function readerOf(locale: Locale) {
  const t = emailTexts(locale);
  return {
    locale,
    t,
    greeting: (name: string) => t('greeting', { name }),
    money: (cents: number) => formatMoney(cents, locale),
    credits: (count: number) => t('creditsLeft', { count }),
    inZone: (instant: Date, timeZone: string) => formatInZone(instant, timeZone, locale),
    forClient: (instant: Date, coachTimeZone: string, clientTimeZone: string | null) =>
      formatForClient(instant, coachTimeZone, clientTimeZone, locale),
  };
}

export type Reader = ReturnType<typeof readerOf>;
