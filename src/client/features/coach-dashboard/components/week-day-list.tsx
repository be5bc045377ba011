import type { CSSProperties } from 'react';
import { formatLocalDate, type LocalDate } from '@shared/domain/local-date';
import type { TBooking } from '@shared/schemas/bookings';
import { coachDashboardEn } from '@/i18n/catalogs/coach-dashboard.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { cn } from '@/lib/utils';
import { coachFormats } from '../lib/coach-formats';
import type { PlacedSession } from '../lib/week-grid';

const STATUS_STYLES: Record<TBooking['status'], string> = {
  confirmed: 'border-green-300 bg-green-100 text-green-900',
  pending: 'border-dashed border-amber-400 bg-amber-50 text-amber-950',
  completed: 'border-gray-300 bg-gray-100 text-gray-800',
  cancelled: 'border-gray-300 bg-gray-50 text-gray-600 line-through',
};

const STATUS_WORDS = {
  confirmed: 'coach-dashboard.confirmed',
  pending: 'coach-dashboard.pending',
  completed: 'coach-dashboard.completed',
  cancelled: 'coach-dashboard.cancelled',
} as const satisfies Record<TBooking['status'], keyof typeof coachDashboardEn>;

type SessionBlockProps = { session: PlacedSession<TBooking>; timeZone: string; className?: string; style?: CSSProperties };

export function SessionBlock({ session, timeZone, className, style }: SessionBlockProps) {
  const { booking } = session;
  const t = useT(coachDashboardEn);
  const time = coachFormats(useLocale()).timeRange(new Date(booking.startTime), new Date(booking.endTime), timeZone);
  const status = t(STATUS_WORDS[booking.status]);
  return (
    <div
      className={cn('rounded-md border px-1.5 py-1 text-xs leading-tight', STATUS_STYLES[booking.status], className)}
      style={style}
      data-testid="calendar-session"
      data-status={booking.status}
      title={`${booking.clientName}, ${time} (${status})`}
    >
      <p className="truncate font-semibold">{booking.clientName}</p>
      <p className="truncate">{time}</p>
      <p className="sr-only">{status}</p>
    </div>
  );
}

type WeekDayListProps = { days: LocalDate[]; placed: PlacedSession<TBooking>[]; todayKey: string; timeZone: string; className?: string };

// Phones: the same week as a list of days, each with its sessions in order.
export function WeekDayList({ days, placed, todayKey, timeZone, className }: WeekDayListProps) {
  const t = useT(coachDashboardEn);
  const formats = coachFormats(useLocale());
  return (
    <ol className={cn('divide-y', className)} aria-label={t('coach-dashboard.daysOfWeek')}>
      {days.map((day, dayIndex) => {
        const key = formatLocalDate(day);
        const isToday = key === todayKey;
        const sessions = placed.filter((p) => p.dayIndex === dayIndex);
        return (
          <li
            key={key}
            className={cn('flex gap-3 px-4 py-3', isToday && 'bg-indigo-50/70')}
            aria-current={isToday ? 'date' : undefined}
            data-testid={`calendar-list-day-${key}`}
          >
            <div className={cn('w-12 shrink-0 text-center', isToday ? 'text-primary' : 'text-muted-foreground')}>
              <p className="text-xs uppercase">{formats.weekdayShort(dayIndex)}</p>
              <p className="text-lg font-semibold">{day.day}</p>
              <p className="sr-only">
                {t('coach-dashboard.dayName', { weekday: formats.weekdayLong(dayIndex), date: formats.monthDay(day) })}
                {isToday ? t('coach-dashboard.today') : ''}
              </p>
            </div>
            <div className="grid min-w-0 flex-1 gap-2 self-center">
              {sessions.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('coach-dashboard.noSessions')}</p>
              ) : (
                sessions.map((p) => <SessionBlock key={p.booking.id} session={p} timeZone={timeZone} className="px-2.5 py-1.5 text-sm" />)
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
