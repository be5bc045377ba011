import type { TThread } from '@shared/schemas/messages';
import { StatusBadge } from '@/components/booking-badge';
import { INTL_TAG } from '@shared/i18n/locales';
import { bookingFormats } from '@/lib/bookings/booking-formats';
import { formatShortDate } from '@/lib/bookings/format-booking';
import { messagesEn } from '@/i18n/catalogs/messages.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';

type Status = 'pending' | 'confirmed' | 'completed' | 'cancelled';
const SHOWN = 3;

// The sessions the two have booked, newest first, in the viewer's zone.
export function ThreadSessions({ sessions, timeZone }: { sessions: TThread['sessions']; timeZone: string }) {
  const t = useT(messagesEn);
  const locale = useLocale();
  const formats = bookingFormats(locale);
  const shortDate = (instant: Date) =>
    locale === 'en'
      ? formatShortDate(instant, timeZone)
      : new Intl.DateTimeFormat(INTL_TAG[locale], { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(
          instant,
        );
  if (sessions.length === 0) return null;
  return (
    <div className="border-b border-border bg-muted/40 px-4 py-2">
      <h3 className="sr-only">{t('messages.sessionsTogether')}</h3>
      <ul className="space-y-1">
        {sessions.slice(0, SHOWN).map((s) => (
          <li key={s.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            <span>
              {t('messages.session', {
                date: shortDate(new Date(s.startTime)),
                time: formats.timeRange(new Date(s.startTime), new Date(s.endTime), timeZone),
              })}
            </span>
            <StatusBadge status={s.status as Status} />
          </li>
        ))}
      </ul>
      {sessions.length > SHOWN && (
        <p className="mt-1 text-xs text-muted-foreground">{t('messages.earlier', { count: sessions.length - SHOWN })}</p>
      )}
    </div>
  );
}
