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
import { coachMoneyEn } from '@/i18n/catalogs/coach-money.en';
import { useLocale, useT, type Translate } from '@/lib/i18n/i18n-context';
import { coachFormats, type CoachFormats } from '../lib/coach-formats';
import { earningsCsvHref, useCoachPayouts } from '../api/get-coach-payouts';
import { PayoutFailuresNotice } from './payout-failures-notice';
import { STACKED_TABLE } from '@/components/ui/stacked-table';
import { cn } from '@/lib/utils';

type MoneyKey = keyof typeof coachMoneyEn;

const moneyIn = (formats: CoachFormats) => (cents: number) => formats.price(centsToDollars(cents));

const PAYOUT_HEADS = [
  'coach-money.headSession',
  'coach-money.headClient',
  'coach-money.headGross',
  'coach-money.headFee',
  'coach-money.headNet',
] as const;

const STAGES = [
  { key: 'pending', label: 'coach-money.stagePending', help: 'coach-money.stagePendingHelp' },
  { key: 'onTheWay', label: 'coach-money.stageOnTheWay', help: 'coach-money.stageOnTheWayHelp' },
  { key: 'paidOut', label: 'coach-money.stagePaidOut', help: 'coach-money.stagePaidOutHelp' },
] as const;

const STATUS_TEXT: Record<TCoachPayouts['payouts'][number]['status'], MoneyKey> = {
  scheduled: 'coach-money.statusScheduled',
  in_flight: 'coach-money.statusSending',
  paid: 'coach-money.statusPaid',
  failed: 'coach-money.statusRetrying',
  held: 'coach-money.statusOnHold',
  skipped: 'coach-money.statusNothing',
  partially_reversed: 'coach-money.statusPartlyRefunded',
  reversed: 'coach-money.statusRefunded',
};

type RowProps = { payout: TCoachPayouts['payouts'][number]; timeZone: string; t: Translate<MoneyKey>; formats: CoachFormats };

function PayoutRow({ payout, timeZone, t, formats }: RowProps) {
  const when = payout.paidAt ?? payout.dueAt;
  const money = moneyIn(formats);
  const heads = PAYOUT_HEADS.map((key) => t(key));
  const date = formats.shortDate(new Date(when), timeZone);
  return (
    <li>
      <details className="group">
        <summary className="flex cursor-pointer list-none flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 hover:bg-muted/50 sm:px-5">
          <span className="min-w-0">
            <span className="font-medium">{payout.paidAt ? t('coach-money.paidOn', { date }) : t('coach-money.dueOn', { date })}</span>
            {payout.status === 'paid' ? null : <span className="ml-2 text-sm text-muted-foreground">{t(STATUS_TEXT[payout.status])}</span>}
          </span>
          <span className="font-semibold tabular-nums">{money(payout.netCents)}</span>
        </summary>
        <div className="border-t bg-muted/30 sm:overflow-x-auto">
          <table className={cn('w-full text-sm', STACKED_TABLE)}>
            <thead className="text-left text-muted-foreground">
              <tr>
                {heads.map((label, i) => (
                  <th key={label} scope="col" className={`px-4 py-2 font-medium sm:px-5 ${i > 1 ? 'text-right' : ''}`}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {payout.bookings.map((b) => (
                <tr key={b.bookingId}>
                  <td data-label={heads[0]} className="px-4 py-2 whitespace-nowrap sm:px-5">
                    {formats.shortDate(new Date(b.startTime), timeZone)}
                  </td>
                  <td data-label={heads[1]} className="px-4 py-2 sm:px-5">
                    {b.clientInitials}
                  </td>
                  <td data-label={heads[2]} className="px-4 py-2 text-right tabular-nums sm:px-5">
                    {money(b.grossCents)}
                  </td>
                  <td data-label={heads[3]} className="px-4 py-2 text-right tabular-nums sm:px-5">
                    {money(b.feeCents)}
                  </td>
                  <td data-label={heads[4]} className="px-4 py-2 text-right tabular-nums sm:px-5">
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
  const t = useT(coachMoneyEn);
  const formats = coachFormats(useLocale());
  const money = moneyIn(formats);
  if (query.isLoading) return <Loading label={t('coach-money.loadingPayouts')} />;
  if (query.error || !query.data) return <LoadError what={t('coach-money.whatPayouts')} error={query.error} />;
  const data = query.data;
  return (
    <div className="grid grid-cols-1 gap-4">
      <PayoutFailuresNotice timeZone={timeZone} />
      <div className="grid gap-3 sm:grid-cols-3" data-testid="payout-stages">
        {STAGES.map((stage) => (
          <Card key={stage.key} className="p-5" data-testid={`stage-${stage.key}`}>
            <p className="text-sm font-medium text-muted-foreground">{t(stage.label)}</p>
            <p className="mt-1 text-2xl font-semibold tabular-nums">{money(data.totals[stage.key].amountCents)}</p>
            <p className="mt-1 text-xs text-muted-foreground">
              {t('coach-money.stageLine', {
                sessions: t('coach-money.sessions', { count: data.totals[stage.key].sessions }),
                help: t(stage.help),
              })}
            </p>
          </Card>
        ))}
      </div>
      <section aria-labelledby="payouts-list-heading" className="rounded-xl border bg-card">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b px-4 py-3 sm:px-5">
          <h3 id="payouts-list-heading" className="font-semibold">
            {t('coach-money.payouts')}
          </h3>
          <div className="flex items-center gap-2">
            <label htmlFor="payouts-year" className="text-sm text-muted-foreground">
              {t('coach-money.year')}
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
              {t('coach-money.downloadCsv')}
            </a>
          </div>
        </div>
        {data.payouts.length === 0 ? (
          <p className="px-5 py-8 text-center text-muted-foreground">{t('coach-money.noPayoutsIn', { year: String(data.year) })}</p>
        ) : (
          <ul className="divide-y" data-testid="payouts">
            {data.payouts.map((payout) => (
              <PayoutRow key={payout.id} payout={payout} timeZone={timeZone} t={t} formats={formats} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
