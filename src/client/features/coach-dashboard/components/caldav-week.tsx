import type { TCalDavWeekResponse } from '@shared/schemas/caldav';
import { errorText } from '@/lib/error-text';
import { useCalDavWeek } from '../api/caldav';
import { INTL_TAG } from '@shared/i18n/locales';
import { coachCalendarEn } from '@/i18n/catalogs/coach-calendar.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { coachFormats } from '../lib/coach-formats';

const DAY_MS = 24 * 60 * 60 * 1000;

const dayKey = (iso: string, timeZone: string) => new Date(iso).toLocaleDateString('en-CA', { timeZone });

function Day({ week, day }: { week: TCalDavWeekResponse; day: string }) {
  const { timeZone } = week;
  const t = useT(coachCalendarEn);
  const locale = useLocale();
  // The same '9:30 AM' labels as every other page in English, the reader's own clock in another language; in the coach's zone.
  const formats = coachFormats(locale);
  const time = (iso: string, zone: string) => formats.time(new Date(iso), zone);
  const open = week.openSlots.filter((s) => dayKey(s, timeZone) === day);
  const booked = week.bookings.filter((b) => dayKey(b.start, timeZone) === day);
  const busy = week.busy.filter((b) => dayKey(b.start, timeZone) === day);
  // Bookings and busy blocks in the order of the day, as a calendar shows them.
  const taken = [...booked.map((b) => ({ ...b, source: null })), ...busy].sort((a, b) => a.start.localeCompare(b.start));
  const label = new Date(`${day}T12:00:00Z`).toLocaleDateString(locale === 'en' ? undefined : INTL_TAG[locale], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return (
    <li className="grid gap-1 rounded-lg border p-2 text-xs">
      <p className="font-medium">{label}</p>
      <p className="text-muted-foreground">
        {open.length === 0
          ? t('coach-calendar.noOpen')
          : t('coach-calendar.openTimes', {
              count: open.length,
              from: time(open[0]!, timeZone),
              to: time(open[open.length - 1]!, timeZone),
            })}
      </p>
      {taken.map((b) =>
        b.source === null ? (
          <p key={`booked${b.start}`} className="rounded bg-primary/10 px-1.5 py-0.5">
            {t('coach-calendar.booked', { from: time(b.start, timeZone), to: time(b.end, timeZone) })}
          </p>
        ) : (
          <p key={`${b.source}${b.start}`} className="rounded bg-muted px-1.5 py-0.5">
            {t('coach-calendar.busy', { from: time(b.start, timeZone), to: time(b.end, timeZone), source: b.source })}
          </p>
        ),
      )}
    </li>
  );
}

// "What clients see": your hours minus bookings minus busy times, for the coming week.
export function CalDavWeek() {
  const query = useCalDavWeek(true);
  const t = useT(coachCalendarEn);
  if (query.isPending) return null;
  if (query.isError)
    return (
      <p className="text-sm text-destructive" role="alert">
        {errorText(query.error)}
      </p>
    );
  const week = query.data;
  // Noon of each day: a day of 23 or 25 hours (a clock change) moves midnight, never noon, to another date.
  const days = Array.from({ length: 7 }, (_, i) =>
    dayKey(new Date(new Date(week.from).getTime() + i * DAY_MS + DAY_MS / 2).toISOString(), week.timeZone),
  );
  return (
    <section aria-labelledby="caldav-week-heading" className="grid gap-2">
      <h3 id="caldav-week-heading" className="text-sm font-medium">
        {t('coach-calendar.weekTitle')}
      </h3>
      <p className="text-xs text-muted-foreground">{t('coach-calendar.weekText', { zone: week.timeZone })}</p>

      <ul className="grid gap-2">
        {[...new Set(days)].map((day) => (
          <Day key={day} week={week} day={day} />
        ))}
      </ul>
    </section>
  );
}
