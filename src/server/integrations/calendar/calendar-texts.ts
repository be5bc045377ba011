// The calendar's words in the reader's language (src/shared/i18n/catalogs/calendar.*.ts):
// the invitation a party receives, the coach's feed and calendar events.
import { calendarDe } from '../../../shared/i18n/catalogs/calendar.de.js';
import { calendarEn } from '../../../shared/i18n/catalogs/calendar.en.js';
import { calendarEs } from '../../../shared/i18n/catalogs/calendar.es.js';
import { createTranslator } from '../../../shared/i18n/translator.js';

export const calendarTexts = createTranslator({ en: calendarEn, de: calendarDe, es: calendarEs });
