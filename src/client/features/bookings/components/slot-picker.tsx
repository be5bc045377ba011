import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { slotsOnDate } from '@/lib/time-labels';
import { checkoutEn } from '@/i18n/catalogs/checkout.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { clientFormats } from '@/lib/bookings/client-formats';
import { localDateKey } from '@shared/domain/time-zone';

type SlotPickerProps = {
  coachId: number;
  slots: readonly string[];
  dateKey: string;
  timeZone: string;
  // Why the visitor has to choose: the wanted time is taken or never existed.
  reason: string;
  onPick: (start: string) => void;
};

// Shown instead of the payment form whenever the chosen time is not open, so
// nobody pays for a time the coach cannot take. Offers the open times of that
// day, or of the next day that has any.
export function SlotPicker({ coachId, slots, dateKey, timeZone, reason, onPick }: SlotPickerProps) {
  const t = useT(checkoutEn);
  const formats = clientFormats(useLocale());
  const sameDay = slotsOnDate(slots, dateKey, timeZone);
  const first = slots[0];
  const dayKey = sameDay.length > 0 || !first ? dateKey : localDateKey(new Date(first), timeZone);
  const choices = sameDay.length > 0 ? sameDay : slotsOnDate(slots, dayKey, timeZone);
  const dayName = choices[0] ? formats.longDate(new Date(choices[0]), timeZone) : null;

  return (
    <div className="grid gap-4">
      <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
        {reason}
      </p>
      {choices.length > 0 && dayName ? (
        <div className="grid gap-3">
          <h3 className="text-base font-semibold">
            {t(sameDay.length > 0 ? 'checkout.openTimesOn' : 'checkout.nextAvailable', { day: dayName })}
          </h3>
          <p className="text-xs text-muted-foreground">{t('checkout.timesShownIn', { zone: timeZone })}</p>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={t('checkout.openTimes')}>
            {choices.map((slot) => (
              <li key={slot}>
                <Button type="button" variant="outline" className="w-full" onClick={() => onPick(slot)}>
                  {formats.time(new Date(slot), timeZone)}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('checkout.noTimesTwoWeeks')}</p>
      )}
      <p className="text-sm">
        <Link href={`/coaches/${coachId}`} className="font-medium text-primary underline-offset-4 hover:underline">
          {t('checkout.anotherDay')}
        </Link>
      </p>
    </div>
  );
}
