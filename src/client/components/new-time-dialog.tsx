// Choosing another open time of the booking's coach (docs/product/reschedule.md): the client's
// "Reschedule" and the coach's "Propose New Time" both use it. The coach's open times for two
// weeks, one day at a time, in the viewer's zone; the booking's own time is left out.
import { useMemo, useState, type ReactNode } from 'react';
import type { TBooking } from '@shared/schemas/bookings';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { formatShortDate } from '@/lib/bookings/format-booking';
import { useCheckoutSlots } from '@/lib/bookings/get-open-slots';
import { errorText } from '@/lib/error-text';
import { slotsOnDate, timeLabel } from '@/lib/time-labels';
import { localDateKey } from '@shared/domain/time-zone';
import { DAY_MS } from '@shared/domain/time-units';
import { FormActions } from '@/components/ui/form-actions';
import { INTL_TAG } from '@shared/i18n/locales';
import { bookingCardEn } from '@/i18n/catalogs/booking-card.en';
import { timeIn } from '@/lib/i18n/format-for-locale';
import { useLocale, useT } from '@/lib/i18n/i18n-context';

const SEARCH_DAYS = 14;

type NewTimeDialogProps = {
  booking: TBooking;
  timeZone: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  intro: ReactNode;
  keepLabel: string;
  // The submit button's label for the chosen time, e.g. "Move to 3:00 PM".
  submitLabel: (time: string | null) => string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (startTime: string) => void;
};

export function NewTimeDialog(props: NewTimeDialogProps) {
  const { booking, timeZone, open, onOpenChange, title, intro, keepLabel, submitLabel, pendingLabel, pending, onSubmit } = props;
  const t = useT(bookingCardEn);
  const locale = useLocale();
  // English keeps the project's own labels ('Mon, Nov 30, 2026', '3:00 PM'); other languages Intl's.
  const dayLabel = (instant: Date) =>
    locale === 'en'
      ? formatShortDate(instant, timeZone)
      : new Intl.DateTimeFormat(INTL_TAG[locale], { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(
          instant,
        );
  const slotLabel = (instant: Date) => (locale === 'en' ? timeLabel(instant, timeZone) : timeIn(locale, instant, timeZone));
  const [from] = useState(() => new Date());
  const to = useMemo(() => new Date(from.getTime() + SEARCH_DAYS * DAY_MS), [from]);
  const slotsQuery = useCheckoutSlots(String(booking.coachId), from, to, open);
  const slots = useMemo(() => (slotsQuery.data?.slots ?? []).filter((s) => s !== booking.startTime), [slotsQuery.data, booking.startTime]);
  const days = useMemo(() => [...new Set(slots.map((s) => localDateKey(new Date(s), timeZone)))], [slots, timeZone]);
  const [day, setDay] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  // Closed from outside (after a successful submit): start afresh next time.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) {
      setChosen(null);
      setDay(null);
    }
  }
  const shownDay = day && days.includes(day) ? day : days[0];
  const times = shownDay ? slotsOnDate(slots, shownDay, timeZone) : [];

  const close = (next: boolean) => {
    if (!pending) onOpenChange(next);
  };

  return (
    <FormDialog open={open} onOpenChange={close} title={title}>
      <div className="grid gap-2 text-sm text-muted-foreground">{intro}</div>
      {slotsQuery.isLoading ? (
        <Spinner label={t('booking-card.newTime.loading')} />
      ) : slotsQuery.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('booking-card.newTime.failed', { reason: errorText(slotsQuery.error) })}
        </p>
      ) : days.length === 0 ? (
        <p className="text-sm">{t('booking-card.newTime.none')}</p>
      ) : (
        <div className="grid gap-3">
          <label className="grid gap-1.5 text-sm font-medium">
            {t('booking-card.newTime.day')}
            <NativeSelect
              value={shownDay}
              onChange={(event) => {
                setDay(event.target.value);
                setChosen(null);
              }}
              disabled={pending}
            >
              {days.map((key) => (
                <option key={key} value={key}>
                  {dayLabel(new Date(slotsOnDate(slots, key, timeZone)[0] ?? from))}
                </option>
              ))}
            </NativeSelect>
          </label>
          <p className="text-xs text-muted-foreground">{t('booking-card.newTime.timesShownIn', { zone: timeZone })}</p>
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label={t('booking-card.newTime.openTimes')}>
            {times.map((slot) => (
              <li key={slot}>
                <Button
                  type="button"
                  size="sm"
                  variant={chosen === slot ? 'default' : 'outline'}
                  aria-pressed={chosen === slot}
                  className="w-full"
                  disabled={pending}
                  onClick={() => setChosen(slot)}
                >
                  {slotLabel(new Date(slot))}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <FormActions>
        <Button type="button" variant="outline" onClick={() => close(false)} disabled={pending}>
          {keepLabel}
        </Button>
        <Button
          type="button"
          onClick={() => {
            if (chosen) onSubmit(chosen);
          }}
          disabled={!chosen || pending}
        >
          {pending ? pendingLabel : submitLabel(chosen ? slotLabel(new Date(chosen)) : null)}
        </Button>
      </FormActions>
    </FormDialog>
  );
}
