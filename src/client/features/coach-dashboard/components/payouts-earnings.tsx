// The coach's money on its way (docs/product/coach-dashboard.md#payouts):
// three stages, the year's transfers each opening onto its bookings, and the
// year as a CSV download.
import { Download } from 'lucide-react';
import { useState } from 'react';
import { centsToDollars } from '@shared/domain/money';
import type { TCoachPayouts } from '@shared/schemas/earnings';
import { Card } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { LoadError, Loading } from '@/components/load-state';
import { formatPrice, formatShortDate } from '@/lib/bookings/format-booking';
import { earningsCsvHref, useCoachPayouts } from '../api/get-coach-payouts';
import { PayoutFailuresNotice } from './payout-failures-notice';
import { STACKED_TABLE } from '@/components/ui/stacked-table';
import { cn } from '@/lib/utils';

const money = (cents: number) => formatPrice(centsToDollars(cents));
const sessions = (n: number) => `${n} ${n === 1 ? 'session' : 'sessions'}`;

const PAYOUT_HEADS = ['Session', 'Client', 'Gross', 'Fee', 'Net'] as const;

const STAGES = [
  { key: 'pending', label: 'Pending', help: 'Paid sessions that have not been completed yet.' },
  { key: 'onTheWay', label: 'On the way', help: 'Completed; the transfer goes out 24 hours after completion.' },
  { key: 'paidOut', label: 'Paid out', help: 'Transferred to your payout account, less any refunds taken back.' },
] as const;

const STATUS_TEXT: Record<TCoachPayouts['payouts'][number]['status'], string> = {
  scheduled: 'Scheduled',
  in_flight: 'Sending',
  paid: 'Paid',
  failed: 'Retrying',
  held: 'On hold',
  skipped: 'Nothing to send',
  partially_reversed: 'Paid, partly refunded',
  reversed: 'Refunded',
};

function PayoutRow({ payout, timeZone }: { payout: TCoachPayouts['payouts'][number]; timeZone: string }) {
  const when = payout.paidAt ?? payout.dueAt;
  return (
    <li>
      <details className="group">
        <summary className="flex cursor-pointer list-none flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 hover:bg-muted/50 sm:px-5">
          <span className="min-w-0">
            <span className="font-medium">
              {payout.paidAt ? 'Paid' : 'Due'} {formatShortDate(new Date(when), timeZone)}
            </span>
            {payout.status === 'paid' ? null : <span className="ml-2 text-sm text-muted-foreground">{STATUS_TEXT[payout.status]}</span>}
          </span>
          <span className="font-semibold tabular-nums">{money(payout.netCents)}</span>
        </summary>
        <div className="border-t bg-muted/30 sm:overflow-x-auto">
          <table className={cn('w-full text-sm', STACKED_TABLE)}>
            <thead className="text-left text-muted-foreground">
              <tr>
                {PAYOUT_HEADS.map((label, i) => (
                  <th key={label} scope="col" className={`px-4 py-2 font-medium sm:px-5 ${i > 1 ? 'text-right' : ''}`}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {payout.bookings.map((b) => (
                <tr key={b.bookingId}>
                  <td data-label={PAYOUT_HEADS[0]} className="px-4 py-2 whitespace-nowrap sm:px-5">
                    {formatShortDate(new Date(b.startTime), timeZone)}
                  </td>
                  <td data-label={PAYOUT_HEADS[1]} className="px-4 py-2 sm:px-5">
                    {b.clientInitials}
                  </td>
                  <td data-label={PAYOUT_HEADS[2]} className="px-4 py-2 text-right tabular-nums sm:px-5">
                    {money(b.grossCents)}
                  </td>
                  <td data-label={PAYOUT_HEADS[3]} className="px-4 py-2 text-right tabular-nums sm:px-5">
                    {money(b.feeCents)}
                  </td>
                  <td data-label={PAYOUT_HEADS[4]} className="px-4 py-2 text-right tabular-nums sm:px-5">
                    {money(b.netCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </li>
  );
}

export function PayoutsEarnings({ timeZone }: { timeZone: string }) {
  const [year, setYear] = useState<number | undefined>(undefined);
  const query = useCoachPayouts(year);
  if (query.isLoading) return <Loading label="Loading your payouts" />;
  if (query.error || !query.data) return <LoadError what="your payouts" error={query.error} />;
  const data = query.data;
  return (
    <div className="grid grid-cols-1 gap-4">
      <PayoutFailuresNotice timeZone={timeZone} />
      <div className="grid gap-3 sm:grid-cols-3" data-testid="payout-stages">
        {STAGES.map((stage) => (
          <Card key={stage.key} className="p-5" data-testid={`stage-${stage.key}`}>
            <p className="text-sm font-medium text-muted-foreground">{stage.label}</p>
            <p className="mt-1 text-2xl font-semibold tabular-nums">{money(data.totals[stage.key].amountCents)}</p>
            <p className="mt-1 text-xs text-muted-foreground">
              {sessions(data.totals[stage.key].sessions)}. {stage.help}
            </p>
          </Card>
        ))}
      </div>
      <section aria-labelledby="payouts-list-heading" className="rounded-xl border bg-card">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b px-4 py-3 sm:px-5">
          <h3 id="payouts-list-heading" className="font-semibold">
            Payouts
          </h3>
          <div className="flex items-center gap-2">
            <label htmlFor="payouts-year" className="text-sm text-muted-foreground">
              Year
            </label>
            <NativeSelect id="payouts-year" className="h-9 w-28" value={data.year} onChange={(e) => setYear(Number(e.target.value))}>
              {data.years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </NativeSelect>
            <a
              href={earningsCsvHref(data.year)}
              download
              className="inline-flex h-9 items-center gap-1.5 rounded-md border px-3 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            >
              <Download aria-hidden="true" className="size-4" />
              Download CSV
            </a>
          </div>
        </div>
        {data.payouts.length === 0 ? (
          <p className="px-5 py-8 text-center text-muted-foreground">No payouts in {data.year}</p>
        ) : (
          <ul className="divide-y" data-testid="payouts">
            {data.payouts.map((payout) => (
              <PayoutRow key={payout.id} payout={payout} timeZone={timeZone} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
