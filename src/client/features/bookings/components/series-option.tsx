import { useId, useMemo, useState } from 'react';
import { Repeat } from 'lucide-react';
import { SERIES_LIMITS, type OccurrenceReason } from '@shared/domain/series';
import { DAY_MS } from '@shared/domain/time-units';
import { AVAILABILITY_MAX_SPAN_DAYS } from '@shared/domain/availability';
import type { TSeries, TSeriesOccurrencePreview } from '@shared/schemas/series';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { CardFields } from '@/components/card-form/card-fields';
import { useCardEntry } from '@/components/card-form/use-card-entry';
import { bookingFormats } from '@/lib/bookings/booking-formats';
import { errorText } from '@/lib/error-text';
import { useCheckoutSlots } from '@/lib/bookings/get-open-slots';
import { useCreateSeries, useSeriesPreview, type SeriesPayment } from '@/features/series';
import { checkoutEn } from '@/i18n/catalogs/checkout.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { moveChoices } from '../lib/series-moves';

type SeriesOptionProps = {
  coachId: number;
  startTime: string;
  notes: string;
  timeZone: string;
  // Stripe Elements' key when the server runs with Stripe; the test gateway's fields otherwise.
  stripeKey: string | null;
  onBooked: (series: TSeries) => void;
};

const COUNTS = Array.from({ length: SERIES_LIMITS.maxCount - SERIES_LIMITS.minCount + 1 }, (_, i) => i + SERIES_LIMITS.minCount);

// "Repeat weekly" after picking a slot (docs/product/series.md): every
// session in the client's zone with its state, each kept or dropped, then
// booked at once with one credit per session, or by the card kept on file
// (each session charged when its full refund ends, docs/decisions/0079-series-paid-by-card-on-file.md).
export function SeriesOption({ coachId, startTime, notes, timeZone, stripeKey, onBooked }: SeriesOptionProps) {
  const ids = useId();
  const t = useT(checkoutEn);
  const formats = bookingFormats(useLocale());
  const cardEntry = useCardEntry(stripeKey);
  // Credits while the client holds some with this coach, else the card; the client may switch.
  const [payWith, setPayWith] = useState<'credits' | 'card' | null>(null);
  const [consent, setConsent] = useState(false);
  const [repeat, setRepeat] = useState(false);
  const [cadenceWeeks, setCadence] = useState<1 | 2>(1);
  const [count, setCount] = useState(4);
  const [dropped, setDropped] = useState<ReadonlySet<number>>(new Set());
  // Sessions that are not open, moved by the client to another open time in their week.
  const [moves, setMoves] = useState<ReadonlyMap<number, string>>(new Map());
  const preview = useSeriesPreview({ coachId, startTime, cadenceWeeks, count }, repeat);
  const create = useCreateSeries();
  // The coach's open times over the whole series, for the moves.
  const span = useMemo(() => {
    const first = Date.parse(startTime);
    const from = first - 4 * DAY_MS;
    // The slots route answers at most AVAILABILITY_MAX_SPAN_DAYS at once; weeks past that are past the usual horizon.
    const to = Math.min(first + ((count - 1) * cadenceWeeks * 7 + 4) * DAY_MS, from + AVAILABILITY_MAX_SPAN_DAYS * DAY_MS);
    return { from: new Date(from), to: new Date(to) };
  }, [startTime, count, cadenceWeeks]);
  const slotsQuery = useCheckoutSlots(String(coachId), span.from, span.to, repeat && Boolean(preview.data));

  const occurrences = preview.data?.occurrences ?? [];
  const kept = occurrences.flatMap((o) => {
    const moved = moves.get(o.index);
    if (moved) return [{ index: o.index, startTime: moved }];
    return o.open && o.startTime && !dropped.has(o.index) ? [{ index: o.index, startTime: o.startTime }] : [];
  });
  const choices = moveChoices({
    occurrences,
    kept,
    slots: slotsQuery.data?.slots ?? [],
    first: startTime,
    cadenceWeeks,
    sessionMinutes: preview.data?.sessionLength ?? 60,
  });
  const credits = preview.data?.creditsAvailable ?? 0;
  const mode = payWith ?? (credits > 0 ? 'credits' : 'card');
  const price = formats.price(preview.data?.pricePerSession ?? 0);
  const toggle = (index: number) =>
    setDropped((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  const book = () => {
    let payment: SeriesPayment = { kind: 'credits' };
    if (mode === 'card') {
      const method = cardEntry.paymentMethod();
      if (!method) return;
      payment = { kind: 'card', consent, method };
    }
    create.mutate(
      {
        request: { coachId, startTime, cadenceWeeks, count, occurrences: kept, notes: notes.trim() || null, timeZone },
        payment,
      },
      { onSuccess: onBooked },
    );
  };

  return (
    <div className="grid gap-4 rounded-lg border p-4" role="region" aria-label={t('checkout.series.region')}>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="h-4 w-4" checked={repeat} onChange={(e) => setRepeat(e.target.checked)} />
        <Repeat aria-hidden="true" className="h-4 w-4 text-primary" />
        {t('checkout.series.repeat')}
      </label>
      {repeat && (
        <>
          <div className="flex flex-wrap gap-4 text-sm">
            <div className="grid gap-1">
              <label htmlFor={`${ids}-cadence`}>{t('checkout.series.howOften')}</label>
              <select
                id={`${ids}-cadence`}
                className="h-9 rounded-md border bg-background px-2"
                value={cadenceWeeks}
                onChange={(e) => setCadence(e.target.value === '2' ? 2 : 1)}
              >
                <option value="1">{t('checkout.series.everyWeek')}</option>
                <option value="2">{t('checkout.series.everyTwoWeeks')}</option>
              </select>
            </div>
            <div className="grid gap-1">
              <label htmlFor={`${ids}-count`}>{t('checkout.series.sessions')}</label>
              <select
                id={`${ids}-count`}
                className="h-9 rounded-md border bg-background px-2"
                value={count}
                onChange={(e) => setCount(Number(e.target.value))}
              >
                {COUNTS.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {preview.isLoading ? (
            <Spinner label={t('checkout.series.checking')} />
          ) : preview.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorText(preview.error)}
            </p>
          ) : (
            <>
              <ul className="grid gap-2" aria-label={t('checkout.series.list')}>
                {occurrences.map((o) => (
                  <OccurrenceRow
                    key={o.index}
                    occurrence={o}
                    timeZone={timeZone}
                    kept={!dropped.has(o.index)}
                    onToggle={() => toggle(o.index)}
                    moveChoices={choices.get(o.index) ?? []}
                    movedTo={moves.get(o.index) ?? ''}
                    sessionMinutes={preview.data?.sessionLength ?? 60}
                    onMove={(to) =>
                      setMoves((current) => {
                        const next = new Map(current);
                        if (to) next.set(o.index, to);
                        else next.delete(o.index);
                        return next;
                      })
                    }
                  />
                ))}
              </ul>
              <fieldset className="grid gap-2 text-sm">
                <legend className="mb-1 font-medium">{t('checkout.series.howToPay')}</legend>
                <label className="flex items-start gap-2">
                  <input
                    type="radio"
                    name={`${ids}-pay`}
                    className="mt-0.5 h-4 w-4 shrink-0"
                    checked={mode === 'credits'}
                    onChange={() => setPayWith('credits')}
                  />
                  {t('checkout.series.payCredits')}
                </label>
                <label className="flex items-start gap-2">
                  <input
                    type="radio"
                    name={`${ids}-pay`}
                    className="mt-0.5 h-4 w-4 shrink-0"
                    checked={mode === 'card'}
                    onChange={() => setPayWith('card')}
                  />
                  {t('checkout.series.payCard')}
                </label>
              </fieldset>
              {mode === 'credits' ? (
                <>
                  <p className="text-sm text-muted-foreground">
                    {t('checkout.series.summaryCredits', { kept: kept.length, total: occurrences.length, credits })}
                  </p>
                  {kept.length > credits && <p className="text-sm text-muted-foreground">{t('checkout.series.notEnoughCredits')}</p>}
                  <Button
                    type="button"
                    disabled={create.isPending || kept.length < SERIES_LIMITS.minCount || kept.length > credits}
                    onClick={book}
                  >
                    {t('checkout.series.bookCredits', { count: kept.length })}
                  </Button>
                </>
              ) : (
                <>
                  <p className="text-sm text-muted-foreground">
                    {t('checkout.series.summaryCard', { kept: kept.length, total: occurrences.length, price })}
                  </p>
                  <CardFields {...cardEntry.fields} disabled={create.isPending} />
                  <label className="flex items-start gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="mt-0.5 h-4 w-4 shrink-0"
                      checked={consent}
                      onChange={(e) => setConsent(e.target.checked)}
                    />
                    <span>{t('checkout.series.consent', { price })}</span>
                  </label>
                  <Button type="button" disabled={create.isPending || !consent || kept.length < SERIES_LIMITS.minCount} onClick={book}>
                    {t('checkout.series.bookCard', { count: kept.length })}
                  </Button>
                </>
              )}
              {create.error && (
                <p role="alert" className="text-sm text-destructive">
                  {errorText(create.error)}
                </p>
              )}
            </>
          )}
        </>
      )}
    </div>
  );
}

function OccurrenceRow({
  occurrence,
  timeZone,
  kept,
  onToggle,
  moveChoices: choices,
  movedTo,
  onMove,
  sessionMinutes,
}: {
  occurrence: TSeriesOccurrencePreview;
  timeZone: string;
  kept: boolean;
  onToggle: () => void;
  moveChoices: readonly string[];
  movedTo: string;
  onMove: (to: string) => void;
  sessionMinutes: number;
}) {
  const t = useT(checkoutEn);
  const formats = bookingFormats(useLocale());
  const { startTime, endTime, open, reason } = occurrence;
  const when =
    startTime && endTime
      ? `${formats.longDate(new Date(startTime), timeZone)}, ${formats.timeRange(new Date(startTime), new Date(endTime), timeZone)}`
      : t('checkout.series.noSuchTime');
  const reasonText = (why: OccurrenceReason | null) => (why ? t(`checkout.series.reason.${why}`) : t('checkout.series.notOpen'));
  return (
    <li className="flex min-w-0 flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm">
      <span className={open && kept ? '' : 'text-muted-foreground line-through'}>{when}</span>
      {open ? (
        <label className="flex items-center gap-2">
          <input type="checkbox" className="h-4 w-4" checked={kept} onChange={onToggle} />
          {t('checkout.series.keep')}
        </label>
      ) : (
        <span className="flex w-full min-w-0 flex-wrap items-center gap-2 sm:w-auto">
          <span className="rounded bg-destructive/10 px-2 py-0.5 text-xs font-medium text-destructive">{reasonText(reason)}</span>
          {choices.length > 0 && (
            <select
              aria-label={t('checkout.series.moveLabel', { when })}
              className="h-8 w-full min-w-0 max-w-full rounded-md border bg-background px-2 text-xs sm:w-auto"
              value={movedTo}
              onChange={(e) => onMove(e.target.value)}
            >
              <option value="">{t('checkout.series.dontBook')}</option>
              {choices.map((slot) => (
                <option key={slot} value={slot}>
                  {t('checkout.series.moveTo', {
                    day: formats.longDate(new Date(slot), timeZone),
                    time: formats.timeRange(new Date(slot), new Date(Date.parse(slot) + sessionMinutes * 60_000), timeZone),
                  })}
                </option>
              ))}
            </select>
          )}
        </span>
      )}
    </li>
  );
}
