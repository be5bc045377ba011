import type { TEarnings } from '@shared/schemas/coach-profile';
import { Card } from '@/components/ui/card';
import { formatPrice, formatShortDate } from '@/lib/bookings/format-booking';
import { cn } from '@/lib/utils';
import { STACKED_TABLE } from '@/components/ui/stacked-table';
import { EarningsChart } from './earnings-chart';
import { LoadError, Loading } from '@/components/load-state';

export const EARNING_PERIODS = ['weekly', 'monthly', 'yearly'] as const;
export type EarningPeriod = (typeof EARNING_PERIODS)[number];

const TRANSACTION_HEADS = ['Date', 'Client', 'Amount'] as const;

const PERIOD_TEXT: Record<EarningPeriod, { button: string; current: string; chart: string }> = {
  weekly: { button: 'Weekly', current: 'This week', chart: 'Last 8 weeks' },
  monthly: { button: 'Monthly', current: 'This month', chart: 'Last 12 months' },
  yearly: { button: 'Yearly', current: 'This year', chart: 'Last 5 years' },
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
  return (
    <div className="grid grid-cols-1 gap-4">
      <div role="group" aria-label="Earnings period" className="inline-flex w-fit rounded-lg bg-muted p-1">
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
            {PERIOD_TEXT[value].button}
          </button>
        ))}
      </div>
      {isLoading ? (
        <Loading label="Loading your earnings" />
      ) : error || !earnings ? (
        <LoadError what="your earnings" error={error} />
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <Card className="p-5">
              <p className="text-sm text-muted-foreground">{text.current}</p>
              <p className="mt-1 text-3xl font-semibold tabular-nums" data-testid="earnings-period-total">
                {formatPrice(earnings.earnings[period])}
              </p>
              <p className="mt-1 text-sm text-muted-foreground">
                {earnings.sessions[period]} completed {earnings.sessions[period] === 1 ? 'session' : 'sessions'}
              </p>
            </Card>
            <Card className="p-5">
              <p className="text-sm text-muted-foreground">Total earnings</p>
              <p className="mt-1 text-3xl font-semibold tabular-nums" data-testid="earnings-total">
                {formatPrice(earnings.earnings.total)}
              </p>
              <p className="mt-1 text-sm text-muted-foreground">
                {earnings.sessions.total} paid {earnings.sessions.total === 1 ? 'session' : 'sessions'}
              </p>
            </Card>
          </div>
          <EarningsChart title={`Earnings, ${text.chart.toLowerCase()}`} rows={earnings.breakdown[period]} />
          <section aria-labelledby="transactions-heading" className="rounded-xl border bg-card">
            <h3 id="transactions-heading" className="border-b px-4 py-3 font-semibold sm:px-5">
              Recent Transactions
            </h3>
            {earnings.recentSessions.length === 0 ? (
              <p className="px-5 py-8 text-center text-muted-foreground">No transactions yet</p>
            ) : (
              <div className="sm:overflow-x-auto">
                <table className={cn('w-full text-sm', STACKED_TABLE)}>
                  <thead className="text-left text-muted-foreground">
                    <tr>
                      {TRANSACTION_HEADS.map((label) => (
                        <th key={label} scope="col" className={cn('px-4 py-2 font-medium sm:px-5', label === 'Amount' && 'text-right')}>
                          {label}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody className="divide-y" data-testid="transactions">
                    {earnings.recentSessions.map((row, i) => (
                      <tr key={`${row.startTime}-${i}`}>
                        <td data-label={TRANSACTION_HEADS[0]} className="px-4 py-2.5 whitespace-nowrap sm:px-5">
                          {formatShortDate(new Date(row.startTime), timeZone)}
                        </td>
                        <td data-label={TRANSACTION_HEADS[1]} className="px-4 py-2.5 sm:px-5">
                          {row.clientName}
                        </td>
                        <td data-label={TRANSACTION_HEADS[2]} className="px-4 py-2.5 text-right tabular-nums sm:px-5">
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
