// Dates, times and amounts of the admin console in the reader's language, in
// the admin's own (browser) zone, which the screens name (see @/lib/time-zones).
// English keeps the project's own '$85.00' and en-US dates
// (docs/decisions/0075-interface-languages.md).
import { formatDollars } from '@shared/domain/money';
import { INTL_TAG, type Locale } from '@shared/i18n/locales';
import { formatShortDate } from '@/lib/bookings/format-booking';
import { useLocale } from '@/lib/i18n/i18n-context';

export type AdminFormats = {
  dateTime: (iso: string) => string;
  date: (iso: string) => string;
  dollars: (dollars: number) => string;
  // A rating with one decimal ('4.5', '4,5').
  rating: (rating: number) => string;
  // 'Tue, Jan 8, 2030' in the given zone.
  shortDay: (iso: string, timeZone: string) => string;
};

const byLocale = new Map<Locale, AdminFormats>();

export function adminFormats(locale: Locale): AdminFormats {
  const known = byLocale.get(locale);
  if (known) return known;
  const tag = INTL_TAG[locale];
  const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
  const dateOnly = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' });
  const oneDecimal = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const formats: AdminFormats = {
    dateTime: (iso) => dateTime.format(new Date(iso)),
    date: (iso) => dateOnly.format(new Date(iso)),
    dollars: locale === 'en' ? formatDollars : (dollars) => money.format(dollars),
    rating: locale === 'en' ? (rating) => rating.toFixed(1) : (rating) => oneDecimal.format(rating),
    shortDay:
      locale === 'en'
        ? (iso, timeZone) => formatShortDate(new Date(iso), timeZone)
        : (iso, timeZone) =>
            new Intl.DateTimeFormat(tag, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(
              new Date(iso),
            ),
  };
  byLocale.set(locale, formats);
  return formats;
}

export function useAdminFormats(): AdminFormats {
  return adminFormats(useLocale());
}
