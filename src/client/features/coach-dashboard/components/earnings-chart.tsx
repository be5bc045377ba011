import { useEffect, useRef } from 'react';
import { coachMoneyEn } from '@/i18n/catalogs/coach-money.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { coachFormats } from '../lib/coach-formats';
import { barPercents } from '../lib/coach-stats';

type EarningsChartProps = { title: string; rows: readonly { label: string; amount: number }[] };

// Plain CSS bars: each bar carries its label and value as text, so the chart
// reads as a list to screen readers and needs no chart library.
export function EarningsChart({ title, rows }: EarningsChartProps) {
  const t = useT(coachMoneyEn);
  const formatPrice = coachFormats(useLocale()).price;
  const percents = barPercents(rows.map((row) => row.amount));
  const empty = rows.length === 0 || rows.every((row) => row.amount <= 0);
  const listRef = useRef<HTMLOListElement>(null);
  // The newest period is on the right; on a narrow screen start scrolled there.
  // Again whenever the list changes size (it is laid out after the tab opens).
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const toNewest = () => (list.scrollLeft = list.scrollWidth);
    toNewest();
    const observer = new ResizeObserver(toNewest);
    observer.observe(list);
    return () => observer.disconnect();
  }, [rows]);
  return (
    <figure className="rounded-xl border bg-card p-4 sm:p-5" aria-labelledby="earnings-chart-title">
      <figcaption id="earnings-chart-title" className="font-semibold">
        {title}
      </figcaption>
      {empty ? (
        <p className="py-10 text-center text-muted-foreground">{t('coach-money.noEarningsData')}</p>
      ) : (
        // Focusable because narrow screens scroll it sideways.
        <ol
          ref={listRef}
          tabIndex={0}
          className="mt-4 flex h-56 items-end gap-1.5 overflow-x-auto focus-visible:outline-2 focus-visible:outline-ring sm:gap-3"
          data-testid="earnings-chart"
        >
          {rows.map((row, i) => (
            <li key={`${row.label}-${i}`} className="relative flex h-full min-w-9 flex-1 flex-col items-center justify-end gap-1">
              <span className="text-[0.65rem] font-medium whitespace-nowrap tabular-nums text-muted-foreground sm:text-xs">
                {row.amount > 0 ? formatPrice(row.amount) : ''}
                <span className="sr-only">{row.amount > 0 ? '' : formatPrice(0)}</span>
              </span>
              <span
                aria-hidden="true"
                className="w-full max-w-12 rounded-t-md bg-primary/80"
                style={{ height: `${Math.max(percents[i] ?? 0, row.amount > 0 ? 2 : 0.5)}%` }}
              />
              <span className="min-h-8 w-full text-center text-[0.65rem] leading-tight break-words text-muted-foreground sm:text-xs">
                {row.label}
              </span>
            </li>
          ))}
        </ol>
      )}
    </figure>
  );
}
