import { useDeferredValue, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { TCurrentUser } from '@shared/schemas/auth';
import type { TBooking } from '@shared/schemas/bookings';
import type { TCoach } from '@shared/schemas/coaches';
import { localDateKey, startOfZonedDay } from '@shared/domain/time-zone';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useCheckoutSlots } from '@/lib/bookings/get-open-slots';
import { usePublicConfig } from '@/lib/get-public-config';
import { stripePublishableKey, useCardEntry } from '@/components/card-form/use-card-entry';
import { readCheckoutParams, searchWithStart } from '../lib/checkout-params';
import { isPaymentFailure } from '@/lib/payment-errors';
import { containsSlot, findSlotByLabel, parseDateKey } from '@/lib/time-labels';
import { useCheckoutPayment } from '../lib/use-checkout-payment';
import { CoachSummary } from './coach-summary';
import { NotesField } from '@/components/forms/notes-field';
import { CreditOption } from './credit-option';
import { SeriesOption } from './series-option';
import { PaymentPanel } from './payment-panel';
import { SessionFacts } from './session-facts';
import { SlotPicker } from './slot-picker';
import { errorMessage, errorText } from '@/lib/error-text';
import { DAY_MS } from '@shared/domain/time-units';
import { bookingFormats } from '@/lib/bookings/booking-formats';
import { checkoutEn } from '@/i18n/catalogs/checkout.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';

const SEARCH_DAYS = 14;

type CheckoutReviewProps = { coach: TCoach; user: TCurrentUser; timeZone: string; onConfirmed: (booking: TBooking) => void };

export function CheckoutReview({ coach, user, timeZone, onConfirmed }: CheckoutReviewProps) {
  const search = useSearch();
  const t = useT(checkoutEn);
  const formats = bookingFormats(useLocale());
  const [location, navigate] = useLocation();
  const coachKey = String(coach.id);
  const params = useMemo(() => readCheckoutParams(search, timeZone, new Date()), [search, timeZone]);
  // Slots from the chosen day (never before today) for two weeks: that day's
  // times, or the next open day when it has none.
  const { from, to } = useMemo(() => {
    const today = localDateKey(new Date(), timeZone);
    const start = startOfZonedDay(parseDateKey(params.date < today ? today : params.date), timeZone);
    return { from: start, to: new Date(start.getTime() + SEARCH_DAYS * DAY_MS) };
  }, [params.date, timeZone]);
  const slotsQuery = useCheckoutSlots(coachKey, from, to);
  const configQuery = usePublicConfig();
  const payment = useCheckoutPayment(coachKey);
  const stripeKey = stripePublishableKey(configQuery.data);
  const cardEntry = useCardEntry(stripeKey);

  const [notes, setNotes] = useState('');
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const [changingTime, setChangingTime] = useState(false);

  // The open times reach the session's facts, notes and payment form (most of
  // the checkout) in a render that yields to the browser: React Query's own
  // update would draw them in one long task (docs/decisions/0085-signed-in-page-data.md).
  const slotsData = useDeferredValue(slotsQuery.data);
  const slotsPending = slotsQuery.isLoading || (slotsQuery.data !== undefined && slotsData === undefined);
  const slots = slotsData?.slots ?? [];
  const chosen = params.start
    ? containsSlot(slots, params.start)
      ? params.start
      : null
    : findSlotByLabel(slots, params.date, params.time, timeZone);

  const pick = (start: string) => {
    setChangingTime(false);
    setPaymentError(null);
    navigate(`${location}?${searchWithStart(search, start)}`, { replace: true });
  };

  const handlePay = () => {
    if (!chosen) return;
    setPaymentError(null);
    const method = cardEntry.paymentMethod();
    if (!method) return;
    payment.mutate(
      { coach, clientId: user.id, startTime: chosen, notes, method },
      {
        onSuccess: (booking) => {
          toast({ title: t('checkout.bookedTitle'), description: t('checkout.bookedText') });
          onConfirmed(booking);
        },
        onError: (error) => {
          if (isPaymentFailure(error)) {
            setPaymentError(errorMessage(error, ''));
            toast({ title: t('checkout.paymentFailed'), description: errorText(error), variant: 'destructive' });
          } else {
            toast({ title: t('checkout.bookingFailed'), description: errorText(error), variant: 'destructive' });
          }
        },
      },
    );
  };

  let session;
  if (slotsPending || payment.isSuccess) {
    // About as tall as the session facts and notes that replace it, so the
    // payment card below does not jump down when the open times arrive (CLS).
    session = (
      <div className="min-h-[26rem]">
        <Spinner label={t('checkout.checkingTimes')} />
      </div>
    );
  } else if (slotsQuery.isError) {
    session = (
      <p role="alert" className="text-sm text-destructive">
        {t('checkout.timesFailed', { reason: errorText(slotsQuery.error) })}
      </p>
    );
  } else if (!chosen || changingTime) {
    const dayName = formats.longDate(startOfZonedDay(parseDateKey(params.date), timeZone), timeZone);
    const reason = changingTime
      ? t('checkout.chooseAnother')
      : params.start
        ? t('checkout.noLongerAvailable')
        : t('checkout.notOpen', { time: params.time, day: dayName });
    session = <SlotPicker coachId={coach.id} slots={slots} dateKey={params.date} timeZone={timeZone} reason={reason} onPick={pick} />;
  } else {
    session = (
      <div className="grid gap-6">
        <SessionFacts startTime={chosen} sessionLength={coach.sessionLength} timeZone={timeZone} />
        <Button
          type="button"
          variant="link"
          className="h-auto justify-self-start p-0"
          onClick={() => setChangingTime(true)}
          disabled={payment.isPending}
        >
          {t('checkout.chooseAnotherTime')}
        </Button>
        <NotesField
          label={t('checkout.notesLabel')}
          placeholder={t('checkout.notesPlaceholder')}
          value={notes}
          disabled={payment.isPending}
          onChange={setNotes}
        />
        {user.role === 'client' && (
          <SeriesOption
            coachId={coach.id}
            startTime={chosen}
            notes={notes}
            timeZone={timeZone}
            stripeKey={stripeKey}
            onBooked={(series) => {
              toast({
                title: t('checkout.series.booked'),
                description: t('checkout.series.bookedText', { count: series.occurrences.length }),
              });
              navigate('/dashboard/client');
            }}
          />
        )}
      </div>
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">{t('checkout.sessionDetails')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          <CoachSummary coach={coach} />
          {session}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">{t('checkout.payment')}</CardTitle>
        </CardHeader>
        <CardContent>
          {chosen && !changingTime ? (
            <>
              <CreditOption
                coachId={coach.id}
                startTime={chosen}
                notes={notes}
                timeZone={timeZone}
                enabled={user.role === 'client'}
                onBooked={onConfirmed}
              />
              <PaymentPanel
                coachId={coach.id}
                price={coach.hourlyRate}
                cancellationPolicy={coach.cancellationPolicy}
                config={configQuery.data}
                cardFields={cardEntry.fields}
                paymentError={paymentError}
                processing={payment.isPending}
                onPay={handlePay}
              />
            </>
          ) : (
            <p className="text-sm text-muted-foreground">{t('checkout.chooseTimeFirst')}</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
