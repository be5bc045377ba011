import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { profileEn } from '@/i18n/catalogs/profile.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import {
  addMonths,
  compareMonths,
  dayLabel,
  firstDayOfWeek,
  formatLocalDate,
  monthGrid,
  monthLabel,
  weekdayHeaders,
  type YearMonth,
} from '../lib/month-grid';

type BookingCalendarProps = {
  month: YearMonth;
  minMonth: YearMonth;
  maxMonth: YearMonth;
  onMonthChange: (month: YearMonth) => void;
  /** 'YYYY-MM-DD' keys (visitor-local) that have at least one open slot. */
  openDates: ReadonlySet<string>;
  todayKey: string;
  selectedDate: string | null;
  onSelectDate: (dateKey: string) => void;
};

// A month of day buttons, weeks starting on the reader's first day of the
// week (Sunday in English, Monday in German and Spanish). Only days with open slots can be
// chosen, which also covers past days and days beyond the booking horizon.
export function BookingCalendar(props: BookingCalendarProps) {
  const { month, minMonth, maxMonth, onMonthChange, openDates, todayKey, selectedDate, onSelectDate } = props;
  const t = useT(profileEn);
  const locale = useLocale();
  const title = monthLabel(month, locale);
  const canGoBack = compareMonths(month, minMonth) > 0;
  const canGoForward = compareMonths(month, maxMonth) < 0;
  const firstDay = firstDayOfWeek(locale);

  return (
    <div className="w-full max-w-sm">
      <div className="mb-3 flex items-center justify-between">
        <Button
          variant="ghost"
          size="icon"
          disabled={!canGoBack}
          onClick={() => onMonthChange(addMonths(month, -1))}
          aria-label={t('profile.previousMonth')}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h3 className="font-semibold" aria-live="polite">
          {title}
        </h3>
        <Button
          variant="ghost"
          size="icon"
          disabled={!canGoForward}
          onClick={() => onMonthChange(addMonths(month, 1))}
          aria-label={t('profile.nextMonth')}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <table className="w-full table-fixed border-collapse text-center text-sm">
        <caption className="sr-only">{t('profile.calendarCaption', { month: title })}</caption>
        <thead>
          <tr>
            {weekdayHeaders(locale, firstDay).map(([short, full]) => (
              <th key={full} scope="col" abbr={full} className="pb-2 text-xs font-medium text-muted-foreground">
                <span aria-hidden="true">{short}</span>
                <span className="sr-only">{full}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month, firstDay).map((week, row) => (
            <tr key={row}>
              {week.map((date, column) => {
                if (!date) return <td key={column} />;
                const key = formatLocalDate(date);
                const isOpen = openDates.has(key) && key >= todayKey;
                const isSelected = key === selectedDate;
                return (
                  <td key={column} className="p-0.5">
                    <button
                      type="button"
                      data-date={key}
                      disabled={!isOpen}
                      aria-pressed={isSelected}
                      aria-current={key === todayKey ? 'date' : undefined}
                      aria-label={isOpen ? dayLabel(date, locale) : t('profile.dayWithoutTimes', { day: dayLabel(date, locale) })}
                      onClick={() => onSelectDate(key)}
                      className={cn(
                        'mx-auto flex size-10 items-center justify-center rounded-full text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                        isOpen
                          ? 'font-semibold text-foreground hover:bg-secondary'
                          : 'cursor-not-allowed text-stone-400 line-through decoration-stone-300',
                        isOpen && !isSelected && 'bg-accent/60',
                        isSelected && 'bg-primary text-primary-foreground hover:bg-primary-hover',
                        key === todayKey && !isSelected && 'ring-1 ring-teal',
                      )}
                    >
                      {date.day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
