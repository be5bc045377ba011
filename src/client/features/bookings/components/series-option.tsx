import { useId, useMemo, useState } from 'react';
import { Repeat } from 'lucide-react';
import { SERIES_LIMITS, type OccurrenceReason } from '@shared/domain/series';
import { DAY_MS } from '@shared/domain/time-units';
import { OCCURRENCE_REASON_TEXTS, type TSeries, type TSeriesOccurrencePreview } from '@shared/schemas/series';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatLongDate, formatTimeRange } from '@/lib/bookings/format-booking';
import { errorText } from '@/lib/error-text';
import { useCheckoutSlots } from '@/lib/bookings/get-open-slots';
import { useCreateSeries, useSeriesPreview } from '@/lib/series/series-api';
import { moveChoices } from '../lib/series-moves';

type SeriesOptionProps = {
  coachId: number;
  startTime: string;
  notes: string;
  timeZone: string;
  onBooked: (series: TSeries) => void;
};

const COUNTS = Array.from({ length: SERIES_LIMITS.maxCount - SERIES_LIMITS.minCount + 1 }, (_, i) => i + SERIES_LIMITS.minCount);

// "Repeat weekly" after picking a slot (docs/product/series.md): every
// session in the client's zone with its state, each kept or dropped, then
// booked at once with one credit per session.
export function SeriesOption({ coachId, startTime, notes, timeZone, onBooked }: SeriesOptionProps) {
  const ids = useId();
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
    return { from: new Date(first - 4 * DAY_MS), to: new Date(first + ((count - 1) * cadenceWeeks * 7 + 4) * DAY_MS) };
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
  const toggle = (index: number) =>
    setDropped((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  const book = () =>
    create.mutate(
      {
        coachId,
        startTime,
        cadenceWeeks,
        count,
        occurrences: kept,
        payment: 'credits',
        notes: notes.trim() || null,
        timeZone,
      },
      { onSuccess: onBooked },
    );

  return (
    <div className="grid gap-4 rounded-lg border p-4" role="region" aria-label="Weekly series">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="h-4 w-4" checked={repeat} onChange={(e) => setRepeat(e.target.checked)} />
        <Repeat aria-hidden="true" className="h-4 w-4 text-primary" />
        Repeat weekly
      </label>
      {repeat && (
        <>
          <div className="flex flex-wrap gap-4 text-sm">
            <div className="grid gap-1">
              <label htmlFor={`${ids}-cadence`}>How often</label>
              <select
                id={`${ids}-cadence`}
                className="h-9 rounded-md border bg-background px-2"
                value={cadenceWeeks}
                onChange={(e) => setCadence(e.target.value === '2' ? 2 : 1)}
              >
                <option value="1">Every week</option>
                <option value="2">Every 2 weeks</option>
              </select>
            </div>
            <div className="grid gap-1">
              <label htmlFor={`${ids}-count`}>Sessions</label>
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
            <Spinner label="Checking every session against the coach's schedule" />
          ) : preview.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorText(preview.error)}
            </p>
          ) : (
            <>
              <ul className="grid gap-2" aria-label="Sessions of the series">
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
              <p className="text-sm text-muted-foreground">
                {kept.length} of {occurrences.length} sessions will be booked, one credit each. You have {credits}{' '}
                {credits === 1 ? 'credit' : 'credits'} with this coach.
              </p>
              {kept.length > credits && (
                <p className="text-sm text-muted-foreground">
                  A series is paid with credits of a package or membership for now: buy one on the coach&apos;s profile, or book single
                  sessions.
                </p>
              )}
              <Button
                type="button"
                disabled={create.isPending || kept.length < SERIES_LIMITS.minCount || kept.length > credits}
                onClick={book}
              >
                Book {kept.length} sessions with {kept.length} credits
              </Button>
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

function reasonText(reason: OccurrenceReason | null): string {
  return reason ? OCCURRENCE_REASON_TEXTS[reason] : 'Not open';
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
  const { startTime, endTime, open, reason } = occurrence;
  const when =
    startTime && endTime
      ? `${formatLongDate(new Date(startTime), timeZone)}, ${formatTimeRange(new Date(startTime), new Date(endTime), timeZone)}`
      : 'No such time that day (clock change)';
  return (
    <li className="flex min-w-0 flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm">
      <span className={open && kept ? '' : 'text-muted-foreground line-through'}>{when}</span>
      {open ? (
        <label className="flex items-center gap-2">
          <input type="checkbox" className="h-4 w-4" checked={kept} onChange={onToggle} />
          Keep
        </label>
      ) : (
        <span className="flex w-full min-w-0 flex-wrap items-center gap-2 sm:w-auto">
          <span className="rounded bg-destructive/10 px-2 py-0.5 text-xs font-medium text-destructive">{reasonText(reason)}</span>
          {choices.length > 0 && (
            <select
              aria-label={`Move the session of ${when}`}
              className="h-8 w-full min-w-0 max-w-full rounded-md border bg-background px-2 text-xs sm:w-auto"
              value={movedTo}
              onChange={(e) => onMove(e.target.value)}
            >
              <option value="">Don&apos;t book this week</option>
              {choices.map((slot) => (
                <option key={slot} value={slot}>
                  Move to {formatLongDate(new Date(slot), timeZone)},{' '}
                  {formatTimeRange(new Date(slot), new Date(Date.parse(slot) + sessionMinutes * 60_000), timeZone)}
                </option>
              ))}
            </select>
          )}
        </span>
      )}
    </li>
  );
}
