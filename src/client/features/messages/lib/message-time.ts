// How the messages page writes times, in the viewer's zone and language.
import { localDateKey } from '@shared/domain/time-zone';
import { INTL_TAG, type Locale } from '@shared/i18n/locales';

// The list: '3:05 PM' today, 'Nov 24' this year, 'Nov 24, 2025' before
// (German: '15:05', '24. Nov.', '24. Nov. 2025').
export function listTime(instant: Date, timeZone: string, now: Date = new Date(), locale: Locale = 'en'): string {
  const tag = INTL_TAG[locale];
  if (localDateKey(instant, timeZone) === localDateKey(now, timeZone)) {
    return new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone }).format(instant);
  }
  const sameYear = localDateKey(instant, timeZone).slice(0, 4) === localDateKey(now, timeZone).slice(0, 4);
  return new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }), timeZone }).format(
    instant,
  );
}

// Under each message: '3:05 PM' today, 'Nov 24, 3:05 PM' before.
export function messageTime(instant: Date, timeZone: string, now: Date = new Date(), locale: Locale = 'en'): string {
  const time = new Intl.DateTimeFormat(INTL_TAG[locale], { hour: 'numeric', minute: '2-digit', timeZone }).format(instant);
  return localDateKey(instant, timeZone) === localDateKey(now, timeZone) ? time : `${listTime(instant, timeZone, now, locale)}, ${time}`;
}
