// A program's labels in the reader's language (docs/decisions/0075-interface-languages.md):
// its kind, length, seats left and price, and a meeting's date and time in the
// viewer's own zone (Intl for their locale; English as meeting-labels.ts writes it).
import { useMemo } from 'react';
import { formatDollars } from '@shared/domain/money';
import { INTL_TAG } from '@shared/i18n/locales';
import { programsEn } from '@/i18n/catalogs/programs.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { formatRateIn } from '@/lib/i18n/format-for-locale';

export function useProgramLabels() {
  const t = useT(programsEn);
  const locale = useLocale();
  return useMemo(() => {
    const tag = INTL_TAG[locale];
    const dateFormat = new Intl.DateTimeFormat(tag, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
    const timeFormat = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
    return {
      t,
      meetingDate: (iso: string) => dateFormat.format(new Date(iso)),
      meetingTime: (iso: string) => timeFormat.format(new Date(iso)),
      price: (dollars: number) => (locale === 'en' ? formatDollars(dollars) : formatRateIn(locale, dollars)),
      kind: (kind: 'workshop' | 'course', meetings: number) =>
        kind === 'workshop' ? t('programs.workshop') : t('programs.course', { count: meetings }),
      length: (minutes: number) => {
        const hours = Math.floor(minutes / 60);
        const rest = minutes % 60;
        if (hours === 0) return t('programs.minutes', { minutes });
        return rest === 0 ? t('programs.hours', { hours }) : t('programs.hoursAndMinutes', { hours, minutes: rest });
      },
      seatsLeft: (count: number) => t('programs.seatsLeft', { count }),
    };
  }, [t, locale]);
}

export type ProgramLabels = ReturnType<typeof useProgramLabels>;
