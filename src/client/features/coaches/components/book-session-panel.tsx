import { Globe } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/session/auth-context';
import { useCoachAvailability } from '../api/get-coach-availability';
import { bookingWindow, visitorTimeZone } from '../lib/booking-window';
import { dayLabel, monthOf, parseDateKey, type YearMonth } from '../lib/month-grid';
import { groupSlotsByLocalDate, shownTime, type TimeSlot } from '../lib/time-slots';
import { BookingCalendar } from './booking-calendar';
import { TimeSlotPicker } from './time-slot-picker';
import { errorText } from '@/lib/error-text';
import { localDateToUtcMs } from '@shared/domain/local-date';
import { longDayIn } from '@/lib/i18n/format-for-locale';
import { profileEn } from '@/i18n/catalogs/profile.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';

function bookingHref(coachId: number, slot: TimeSlot): string {
  // date and time as docs/product/availability-and-time.md#booking-page-address names them; start is the unambiguous instant the checkout prefers.
  const params = new URLSearchParams({ date: slot.localDate, time: slot.label, start: slot.start });
  return `/booking/${coachId}?${params.toString()}`;
}

export function BookSessionPanel({ coachId }: { coachId: number }) {
  const { user, isLoading: authLoading } = useAuth();
  const t = useT(profileEn);
  const locale = useLocale();
  const [timeZone] = useState(visitorTimeZone);
  const range = useMemo(() => bookingWindow(new Date(), timeZone), [timeZone]);
  const availability = useCoachAvailability(coachId, range.from, range.to);
  const slotsByDate = useMemo(() => groupSlotsByLocalDate(availability.data?.slots ?? [], timeZone), [availability.data, timeZone]);
  const openDates = useMemo(() => new Set(slotsByDate.keys()), [slotsByDate]);

  const [chosenMonth, setChosenMonth] = useState<YearMonth | null>(null);
  const [selectedDate, setSelectedDate] = useState<string | null>(null);
  const [selectedSlot, setSelectedSlot] = useState<TimeSlot | null>(null);

  const firstOpenDate = [...openDates].find((key) => key >= range.todayKey) ?? null;
  // Open on the month of the first open day, so a late-month visit does not start on an empty page.
  const month = chosenMonth ?? monthOf(firstOpenDate ?? range.todayKey);
  const daySlots = selectedDate ? (slotsByDate.get(selectedDate) ?? []) : [];

  function selectDate(dateKey: string) {
    setSelectedDate(dateKey);
    setSelectedSlot(null);
  }

  return (
    <div>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Globe aria-hidden="true" className="size-4" />
        {t('profile.timesShownIn', { zone: timeZone })}
      </p>

      {availability.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('profile.loadingTimes')} className="mt-6 grid gap-6 lg:grid-cols-2">
          <Skeleton className="h-80 w-full max-w-sm" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : availability.isError ? (
        <p role="alert" className="mt-6 text-destructive">
          {errorText(availability.error)}
        </p>
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-2">
          <BookingCalendar
            month={month}
            minMonth={monthOf(range.todayKey)}
            maxMonth={monthOf(range.lastDayKey)}
            onMonthChange={setChosenMonth}
            openDates={openDates}
            todayKey={range.todayKey}
            selectedDate={selectedDate}
            onSelectDate={selectDate}
          />
          <div>
            {openDates.size === 0 ? (
              <p className="text-muted-foreground">{t('profile.noOpenTimes')}</p>
            ) : selectedDate ? (
              <TimeSlotPicker
                heading={t('profile.timesOn', {
                  day:
                    locale === 'en'
                      ? dayLabel(parseDateKey(selectedDate))
                      : longDayIn(locale, localDateToUtcMs(parseDateKey(selectedDate))),
                })}
                slots={daySlots}
                selectedStart={selectedSlot?.start ?? null}
                onSelect={setSelectedSlot}
                timeOf={(slot) => shownTime(slot, locale, timeZone)}
              />
            ) : (
              <p className="text-muted-foreground">{t('profile.chooseDay')}</p>
            )}
          </div>
        </div>
      )}

      <div className="mt-8 border-t border-border pt-6">
        {!authLoading && !user ? (
          <Button asChild size="lg" className="w-full sm:w-auto">
            <Link href={`/auth?redirect=/coaches/${coachId}`}>{t('profile.logInToBook')}</Link>
          </Button>
        ) : selectedDate && selectedSlot ? (
          <Button asChild size="lg" className="w-full sm:w-auto">
            <Link href={bookingHref(coachId, selectedSlot)}>{t('profile.continue')}</Link>
          </Button>
        ) : (
          <Button size="lg" className="w-full sm:w-auto" disabled>
            {t('profile.selectDateTime')}
          </Button>
        )}
      </div>
    </div>
  );
}
