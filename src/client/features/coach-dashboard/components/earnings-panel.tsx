import type { TEarnings } from '@shared/schemas/coach-profile';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { coachMoneyEn } from '@/i18n/catalogs/coach-money.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { coachFormats } from '../lib/coach-formats';
import { STACKED_TABLE } from '@/components/ui/stacked-table';
import { EarningsChart } from './earnings-chart';
import { LoadError, Loading } from '@/components/load-state';

export const EARNING_PERIODS = ['weekly', 'monthly', 'yearly'] as const;
export type EarningPeriod = (typeof EARNING_PERIODS)[number];

type MoneyKey = keyof typeof coachMoneyEn;

const TRANSACTION_HEADS = ['coach-money.date', 'coach-money.client', 'coach-money.amount'] as const;

const PERIOD_TEXT: Record<EarningPeriod, { button: MoneyKey; current: MoneyKey; chart: MoneyKey }> = {
  weekly: { button: 'coach-money.weekly', current: 'coach-money.thisWeek', chart: 'coach-money.chartWeekly' },
  monthly: { button: 'coach-money.monthly', current: 'coach-money.thisMonth', chart: 'coach-money.chartMonthly' },
  yearly: { button: 'coach-money.yearly', current: 'coach-money.thisYear', chart: 'coach-money.chartYearly' },
};

type EarningsPanelProps = {
  earnings: TEarnings | undefined;
  isLoading: boolean;
  error: Error | null;
  period: EarningPeriod;
  onPeriod: (period: EarningPeriod) => void;
  timeZone: string;
};

export function EarningsPanel({ earnings, isLoading, error, period, onPeriod, timeZone }: EarningsPanelProps) {
  const text = PERIOD_TEXT[period];
  const t = useT(coachMoneyEn);
  const { price: formatPrice, shortDate: formatShortDate } = coachFormats(useLocale());
  const heads = TRANSACTION_HEADS.map((key) => t(key));
  return (
    <div className="grid grid-cols-1 gap-4">
      <div role="group" aria-label={t('coach-money.earningsPeriod')} className="inline-flex w-fit rounded-lg bg-muted p-1">
        {EARNING_PERIODS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={period === value}
            onClick={() => onPeriod(value)}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring',
              period === value && 'bg-card text-foreground shadow-sm',
            )}
          >
            {t(PERIOD_TEXT[value].button)}
          </button>
        ))}
      </div>
      {isLoading ? (
        <Loading label={t('coach-money.loadingEarnings')} />
      ) : error || !earnings ? (
        <LoadError what={t('coach-money.whatEarnings')} error={error} />
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <Card className="p-5">
              <p className="text-sm text-muted-foreground">{t(text.current)}</p>
              <p className="mt-1 text-3xl font-semibold tabular-nums" data-testid="earnings-period-total">
                {formatPrice(earnings.earnings[period])}
              </p>
              <p className="mt-1 text-sm text-muted-foreground">
                {t('coach-money.completedSessions', { count: earnings.sessions[period] })}
              </p>
            </Card>
            <Card className="p-5">
              <p className="text-sm text-muted-foreground">{t('coach-money.totalEarnings')}</p>
              <p className="mt-1 text-3xl font-semibold tabular-nums" data-testid="earnings-total">
                {formatPrice(earnings.earnings.total)}
              </p>
              <p className="mt-1 text-sm text-muted-foreground">{t('coach-money.paidSessions', { count: earnings.sessions.total })}</p>
            </Card>
          </div>
          <EarningsChart title={t(text.chart)} rows={earnings.breakdown[period]} />
          <section aria-labelledby="transactions-heading" className="rounded-xl border bg-card">
            <h3 id="transactions-heading" className="border-b px-4 py-3 font-semibold sm:px-5">
              {t('coach-money.recentTransactions')}
            </h3>
            {earnings.recentSessions.length === 0 ? (
              <p className="px-5 py-8 text-center text-muted-foreground">{t('coach-money.noTransactions')}</p>
            ) : (
              <div className="sm:overflow-x-auto">
                <table className={cn('w-full text-sm', STACKED_TABLE)}>
                  <thead className="text-left text-muted-foreground">
                    <tr>
                      {heads.map((label, i) => (
                        <th key={label} scope="col" className={cn('px-4 py-2 font-medium sm:px-5', i === 2 && 'text-right')}>
                          {label}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody className="divide-y" data-testid="transactions">
                    {earnings.recentSessions.map((row, i) => (
                      <tr key={`${row.startTime}-${i}`}>
                        <td data-label={heads[0]} className="px-4 py-2.5 whitespace-nowrap sm:px-5">
                          {formatShortDate(new Date(row.startTime), timeZone)}
                        </td>
                        <td data-label={heads[1]} className="px-4 py-2.5 sm:px-5">
                          {row.clientName}
                        </td>
                        <td data-label={heads[2]} className="px-4 py-2.5 text-right tabular-nums sm:px-5">
                          {formatPrice(row.totalPrice)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      )}
    </div>
  );
}
