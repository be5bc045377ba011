import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { addDays, formatLocalDate, type LocalDate } from '@shared/domain/local-date';
import { localDateKey } from '@shared/domain/time-zone';
import type { TBooking } from '@shared/schemas/bookings';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { coachDashboardEn } from '@/i18n/catalogs/coach-dashboard.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { coachFormats } from '../lib/coach-formats';
import { hourRange, placeSessions, weekDays, weekOf } from '../lib/week-grid';
import { SessionBlock, WeekDayList } from './week-day-list';

const HOUR_PX = 48;
const WEEK_STEPS = [
  { label: 'coach-dashboard.previousWeek', days: -7, Icon: ChevronLeft },
  { label: 'coach-dashboard.nextWeek', days: 7, Icon: ChevronRight },
] as const;

type WeekCalendarProps = { bookings: readonly TBooking[]; timeZone: string };

// docs/product/coach-dashboard.md#calendar: a Sunday-to-Saturday week with previous/next and
// today highlighted, drawn in the coach's own zone. Phones get a day list.
export function WeekCalendar({ bookings, timeZone }: WeekCalendarProps) {
  const todayKey = localDateKey(new Date(), timeZone);
  const [sunday, setSunday] = useState<LocalDate>(() => weekOf(new Date(), timeZone));
  const days = weekDays(sunday);
  const visible = useMemo(() => bookings.filter((b) => b.status !== 'cancelled'), [bookings]);
  const placed = useMemo(() => placeSessions(visible, sunday, timeZone), [visible, sunday, timeZone]);
  const { first, last } = hourRange(placed);
  const hours = Array.from({ length: last - first }, (_, i) => first + i);
  const t = useT(coachDashboardEn);
  const formats = coachFormats(useLocale());
  const range = formats.weekRange(sunday);

  return (
    <section aria-label={t('coach-dashboard.weekCalendar')} className="rounded-xl border bg-card">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b p-3 sm:p-4">
        <h3 className="font-semibold" aria-live="polite" data-testid="calendar-range">
          {range}
        </h3>
        <div className="flex items-center gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => setSunday(weekOf(new Date(), timeZone))}>
            {t('coach-dashboard.thisWeek')}
          </Button>
          {WEEK_STEPS.map(({ label, days, Icon }) => (
            <Button
              key={label}
              type="button"
              variant="outline"
              size="icon"
              className="size-9"
              aria-label={t(label)}
              onClick={() => setSunday(addDays(sunday, days))}
            >
              <Icon aria-hidden="true" />
            </Button>
          ))}
        </div>
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-1 px-4 pt-3 text-xs text-muted-foreground">
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm border border-green-300 bg-green-100" />
          {t('coach-dashboard.confirmed')}
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm border border-dashed border-amber-400 bg-amber-50" />
          {t('coach-dashboard.pending')}
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm border border-gray-300 bg-gray-100" />
          {t('coach-dashboard.completed')}
        </span>
      </div>

      <WeekDayList className="md:hidden" days={days} placed={placed} todayKey={todayKey} timeZone={timeZone} />

      <div className="hidden overflow-x-auto p-4 md:block">
        <div
          className="grid min-w-[44rem] grid-cols-[3.5rem_repeat(7,minmax(0,1fr))]"
          role="table"
          aria-label={t('coach-dashboard.sessionsIn', { range })}
        >
          <div role="row" className="contents">
            <div role="columnheader">
              <span className="sr-only">{t('coach-dashboard.time')}</span>
            </div>
            {days.map((day, i) => {
              const key = formatLocalDate(day);
              const isToday = key === todayKey;
              return (
                <div
                  key={key}
                  role="columnheader"
                  aria-current={isToday ? 'date' : undefined}
                  data-testid={`calendar-head-${key}`}
                  className={cn(
                    'mx-0.5 mb-2 rounded-lg py-1.5 text-center text-sm',
                    isToday ? 'bg-primary font-semibold text-primary-foreground' : 'text-muted-foreground',
                  )}
                >
                  <span className="block text-xs uppercase">{formats.weekdayShort(i)}</span>
                  <span className="text-base font-semibold">{day.day}</span>
                </div>
              );
            })}
          </div>
          <div role="row" className="contents">
            <div role="rowheader" className="relative" style={{ height: hours.length * HOUR_PX }}>
              {hours.map((hour, i) => (
                <span key={hour} className="absolute right-2 text-xs text-muted-foreground" style={{ top: i * HOUR_PX + 2 }}>
                  {formats.hour(hour)}
                </span>
              ))}
            </div>
            {days.map((day, dayIndex) => {
              const key = formatLocalDate(day);
              return (
                <div
                  key={key}
                  role="cell"
                  data-testid={`calendar-day-${key}`}
                  className={cn('relative border-l border-border/70', key === todayKey && 'bg-indigo-50/60')}
                  style={{
                    height: hours.length * HOUR_PX,
                    backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_PX - 1}px, var(--color-border) ${HOUR_PX - 1}px, var(--color-border) ${HOUR_PX}px)`,
                  }}
                >
                  {placed
                    .filter((p) => p.dayIndex === dayIndex)
                    .map((p) => (
                      <SessionBlock
                        key={p.booking.id}
                        session={p}
                        timeZone={timeZone}
                        className="absolute inset-x-0.5 overflow-hidden"
                        style={{
                          top: ((p.startMinute - first * 60) / 60) * HOUR_PX,
                          height: Math.max(22, ((Math.min(p.endMinute, last * 60) - p.startMinute) / 60) * HOUR_PX - 2),
                        }}
                      />
                    ))}
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </section>
  );
}
