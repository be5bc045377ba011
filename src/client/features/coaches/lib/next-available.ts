// The directory card's "Next available" line, in the visitor's own zone
// (docs/decisions/0047-availability-index.md): the weekday within the coming
// week ('Tue 9:00 AM'), the month and day beyond it ('Jan 14, 9:00 AM').
import { localDateToUtcMs, weekdayIndexOf } from '@shared/domain/local-date';
import { DAY_MS } from '@shared/domain/time-units';
import { utcToZonedParts } from '@shared/domain/time-zone';
import type { Locale } from '@shared/i18n/locales';
import type { directoryEn } from '@/i18n/catalogs/directory.en';
import type { Translate } from '@/lib/i18n/i18n-context';
import { dayAndMonthIn, timeIn, weekdayIn } from '@/lib/i18n/format-for-locale';
import { timeLabel } from '@/lib/time-labels';

const WEEKDAY_SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MONTH_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const NO_OPENINGS = 'No openings soon';

// Days from the visitor's today to the slot's day, in their zone.
function daysAhead(instant: Date, now: Date, timeZone: string): number {
  return Math.round((localDateToUtcMs(utcToZonedParts(instant, timeZone)) - localDateToUtcMs(utcToZonedParts(now, timeZone))) / DAY_MS);
}

// The same line in the reader's language, with Intl's days and 24-hour times.
export function nextAvailableIn(
  locale: Locale,
  t: Translate<keyof typeof directoryEn>,
  slot: string | null,
  now: Date,
  timeZone: string,
): string {
  if (locale === 'en') return nextAvailableLabel(slot, now, timeZone);
  if (slot === null) return t('directory.noOpenings');
  const instant = new Date(slot);
  const time = timeIn(locale, instant, timeZone);
  const ahead = daysAhead(instant, now, timeZone);
  if (ahead === 0) return t('directory.nextToday', { time });
  if (ahead > 0 && ahead < 7) return t('directory.nextDay', { day: weekdayIn(locale, instant, timeZone), time });
  return t('directory.nextDate', { date: dayAndMonthIn(locale, instant, timeZone), time });
}

export function nextAvailableLabel(slot: string | null, now: Date, timeZone: string): string {
  if (slot === null) return NO_OPENINGS;
  const instant = new Date(slot);
  const day = utcToZonedParts(instant, timeZone);
  const time = timeLabel(instant, timeZone);
  const ahead = daysAhead(instant, now, timeZone);
  if (ahead === 0) return `Next available: Today ${time}`;
  if (ahead > 0 && ahead < 7) return `Next available: ${WEEKDAY_SHORT[weekdayIndexOf(day)]} ${time}`;
  return `Next available: ${MONTH_SHORT[day.month - 1]} ${day.day}, ${time}`;
}
