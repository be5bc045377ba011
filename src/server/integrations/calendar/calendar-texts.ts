// The calendar's words in the reader's language (src/shared/i18n/catalogs/calendar.<code>.ts,
// found by their names for every configured language): the invitation a
// party receives, the coach's feed and calendar events.
import { catalogsByLocale } from '../../../shared/i18n/catalog-files.js';
import type { CalendarKey } from '../../../shared/i18n/catalogs/calendar.en.js';
import { createTranslator } from '../../../shared/i18n/translator.js';

export const calendarTexts = createTranslator(
  await catalogsByLocale<Record<CalendarKey, string>>('calendar', (code) => import(`../../../shared/i18n/catalogs/calendar.${code}.ts`)),
);
