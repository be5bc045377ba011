import { useMemo, useState } from 'react';
import { fullRefundUntil } from '@shared/domain/cancellation-policy';
import { MAX_RESCHEDULES } from '@shared/domain/reschedule';
import type { TBooking } from '@shared/schemas/bookings';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { formatLongDate, formatShortDate } from '@/lib/bookings/format-booking';
import { errorText } from '@/lib/error-text';
import { localDateKeyOf, slotsOnDate, timeLabel } from '@/lib/time-labels';
import { useCheckoutSlots } from '../api/get-checkout-slots';
import { useRescheduleBooking } from '../api/reschedule-booking';

const SEARCH_DAYS = 14;
const DAY_MS = 86_400_000;

type RescheduleDialogProps = { booking: TBooking; timeZone: string; open: boolean; onOpenChange: (open: boolean) => void };

// The client's "Reschedule" (docs/product/reschedule.md): the coach's open
// times for two weeks, one day at a time, and what a move means for the
// booking (no new charge, confirmed again by the coach, moves left).
export function RescheduleBookingDialog({ booking, timeZone, open, onOpenChange }: RescheduleDialogProps) {
  const reschedule = useRescheduleBooking();
  const [from] = useState(() => new Date());
  const to = useMemo(() => new Date(from.getTime() + SEARCH_DAYS * DAY_MS), [from]);
  const slotsQuery = useCheckoutSlots(String(booking.coachId), from, to, open);
  const slots = useMemo(() => (slotsQuery.data?.slots ?? []).filter((s) => s !== booking.startTime), [slotsQuery.data, booking.startTime]);
  const days = useMemo(() => [...new Set(slots.map((s) => localDateKeyOf(new Date(s), timeZone)))], [slots, timeZone]);
  const [day, setDay] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const shownDay = day && days.includes(day) ? day : days[0];
  const times = shownDay ? slotsOnDate(slots, shownDay, timeZone) : [];

  const start = new Date(booking.startTime);
  const movesLeft = MAX_RESCHEDULES - booking.rescheduleCount;
  const until = fullRefundUntil(booking.cancellationPolicy, start);

  const close = (next: boolean) => {
    if (reschedule.isPending) return;
    if (!next) {
      setChosen(null);
      setDay(null);
    }
    onOpenChange(next);
  };

  const submit = () => {
    if (!chosen) return;
    reschedule.mutate(
      { bookingId: booking.id, startTime: chosen },
      {
        onSuccess: (moved) => {
          const at = new Date(moved.startTime);
          toast({
            title: 'Booking moved',
            description: `Your session is now on ${formatLongDate(at, timeZone)} at ${timeLabel(at, timeZone)}.`,
          });
          close(false);
        },
        onError: (error) => toast({ title: 'Could not move the booking', description: errorText(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <FormDialog open={open} onOpenChange={close} title="Reschedule this session">
      <div className="grid gap-2 text-sm text-muted-foreground">
        <p>
          Your session with {booking.coachName} is on {formatLongDate(start, timeZone)} at {timeLabel(start, timeZone)}. Pick a new time:
          nothing more is charged, and {booking.coachName} confirms the new time again.
        </p>
        <p>
          {movesLeft === 1 ? 'This is the last move this booking allows.' : `A booking can be moved ${MAX_RESCHEDULES} times.`} Moving is
          possible until {formatLongDate(until, timeZone)} at {timeLabel(until, timeZone)}.
        </p>
      </div>
      {slotsQuery.isLoading ? (
        <Spinner label="Loading the coach's open times" />
      ) : slotsQuery.isError ? (
        <p role="alert" className="text-sm text-destructive">
          We could not load the coach&apos;s open times. {errorText(slotsQuery.error)}
        </p>
      ) : days.length === 0 ? (
        <p className="text-sm">This coach has no other open times in the next two weeks.</p>
      ) : (
        <div className="grid gap-3">
          <label className="grid gap-1.5 text-sm font-medium">
            Day
            <NativeSelect
              value={shownDay}
              onChange={(event) => {
                setDay(event.target.value);
                setChosen(null);
              }}
              disabled={reschedule.isPending}
            >
              {days.map((key) => (
                <option key={key} value={key}>
                  {formatShortDate(new Date(slotsOnDate(slots, key, timeZone)[0] ?? from), timeZone)}
                </option>
              ))}
            </NativeSelect>
          </label>
          <p className="text-xs text-muted-foreground">Times shown in {timeZone}</p>
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label="Open times">
            {times.map((slot) => (
              <li key={slot}>
                <Button
                  type="button"
                  size="sm"
                  variant={chosen === slot ? 'default' : 'outline'}
                  aria-pressed={chosen === slot}
                  className="w-full"
                  disabled={reschedule.isPending}
                  onClick={() => setChosen(slot)}
                >
                  {timeLabel(new Date(slot), timeZone)}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={() => close(false)} disabled={reschedule.isPending}>
          Keep Current Time
        </Button>
        <Button type="button" onClick={submit} disabled={!chosen || reschedule.isPending}>
          {reschedule.isPending ? 'Moving...' : chosen ? `Move to ${timeLabel(new Date(chosen), timeZone)}` : 'Move Session'}
        </Button>
      </div>
    </FormDialog>
  );
}
