// The admin's money (docs/product/admin-console.md#money): the platform fee
// earned month by month, the coach transfers and where each stands, and what
// the daily reconciliation of the ledger against the gateway found.
import { useState } from 'react';
import { centsToDollars, formatDollars } from '@shared/domain/money';
import { TRANSFER_STATUSES, type TAdminMoney } from '@shared/schemas/earnings';
import { NativeSelect } from '@/components/ui/native-select';
import { formatShortDate } from '@/lib/bookings/format-booking';
import { browserTimeZone } from '@/lib/time-zones';
import { cn } from '@/lib/utils';
import { useAdminMoney, type TransferStatusFilter } from '../api/get-admin-money';
import { DataTable, EmptyRow, Td, Th } from './data-table';
import { AdminSection, ErrorBlock, LoadingBlock } from './query-state';

const money = (cents: number) => formatDollars(centsToDollars(cents));
const label = (status: string) => status.replaceAll('_', ' ');
const PROBLEM = new Set(['failed', 'held', 'mismatches']);

function StatusText({ status }: { status: string }) {
  return <span className={cn('capitalize', PROBLEM.has(status) && 'font-semibold text-destructive')}>{label(status)}</span>;
}

function FeeRevenue({ rows }: { rows: TAdminMoney['feeRevenue'] }) {
  return (
    <DataTable
      caption="Fee revenue by month"
      head={['Month', 'Platform fees', 'Sent to coaches'].map((h, i) => (
        <Th key={h} className={cn(i > 0 && 'text-right')}>
          {h}
        </Th>
      ))}
    >
      {[...rows].reverse().map((row) => (
        <tr key={row.month}>
          <Td>{row.month}</Td>
          <Td className="text-right tabular-nums">{money(row.feeCents)}</Td>
          <Td className="text-right tabular-nums">{money(row.transferredCents)}</Td>
        </tr>
      ))}
    </DataTable>
  );
}

function Transfers({ data, timeZone }: { data: TAdminMoney; timeZone: string }) {
  const heads = ['Coach', 'Booking', 'State', 'Coach share', 'Fee', 'Due', 'Paid', 'Note'];
  return (
    <DataTable
      caption="Coach transfers"
      head={heads.map((h) => (
        <Th key={h}>{h}</Th>
      ))}
    >
      {data.transfers.length === 0 ? (
        <EmptyRow colSpan={heads.length}>No transfers</EmptyRow>
      ) : (
        data.transfers.map((t) => (
          <tr key={t.id}>
            <Td wrap>{t.coachName}</Td>
            <Td>#{t.bookingId}</Td>
            <Td>
              <StatusText status={t.status} />
            </Td>
            <Td className="tabular-nums">
              {money(t.amountCents)}
              {t.reversedCents > 0 ? <span className="text-muted-foreground"> (−{money(t.reversedCents)})</span> : null}
            </Td>
            <Td className="tabular-nums">{money(t.feeCents)}</Td>
            <Td>{formatShortDate(new Date(t.dueAt), timeZone)}</Td>
            <Td>{t.paidAt ? formatShortDate(new Date(t.paidAt), timeZone) : '—'}</Td>
            <Td wrap className="text-muted-foreground">
              {t.lastError ?? (t.holdReason ? label(t.holdReason) : t.attempts > 1 ? `${t.attempts} attempts` : '')}
            </Td>
          </tr>
        ))
      )}
    </DataTable>
  );
}

function Reconciliation({ runs }: { runs: TAdminMoney['reconciliation'] }) {
  if (runs.length === 0)
    return (
      <p className="rounded-xl border border-dashed bg-card px-6 py-8 text-center text-muted-foreground">No reconciliation has run yet</p>
    );
  return (
    <ul className="grid gap-3">
      {runs.map((run) => (
        <li key={run.id} className="rounded-xl border bg-card p-4">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-medium">{run.runDate}</span>
            <StatusText status={run.status} />
            <span className="text-sm text-muted-foreground">
              {run.bookingsChecked} bookings checked, {run.mismatchCount} {run.mismatchCount === 1 ? 'mismatch' : 'mismatches'}
            </span>
          </p>
          {run.error ? <p className="mt-1 text-sm text-destructive">{run.error}</p> : null}
          {run.mismatches.length > 0 ? (
            <ul className="mt-2 grid gap-1 text-sm">
              {run.mismatches.map((m, i) => (
                <li key={i} className="[overflow-wrap:anywhere]">
                  Booking #{m.bookingId ?? '?'}: {m.check}: ledger {money(m.ledgerCents)}
                  {m.gatewayCents === null ? '' : `, gateway ${money(m.gatewayCents)}`}
                  {m.detail ? ` (${m.detail})` : ''}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function MoneySection() {
  const [status, setStatus] = useState<TransferStatusFilter>('');
  const { data, isPending, error, refetch } = useAdminMoney(status);
  const timeZone = browserTimeZone();
  const filter = (
    <div className="flex items-center gap-2">
      <label htmlFor="transfer-state" className="text-sm text-muted-foreground">
        Transfer state
      </label>
      <NativeSelect
        id="transfer-state"
        className="h-9 w-44"
        value={status}
        onChange={(e) => setStatus(e.target.value as TransferStatusFilter)}
      >
        <option value="">All states</option>
        {TRANSFER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {label(s)}
            {data?.transferCounts[s] ? ` (${data.transferCounts[s]})` : ''}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
  return (
    <AdminSection
      title="Money"
      description="Platform fees, transfers to coaches and the daily reconciliation."
      contentLabel="Money"
      action={filter}
    >
      {isPending ? (
        <LoadingBlock label="Loading the money view" />
      ) : error ? (
        <ErrorBlock title="Could not load the money view" error={error} onRetry={() => void refetch()} />
      ) : (
        <div className="grid grid-cols-1 gap-8">
          <section aria-labelledby="money-fees">
            <h3 id="money-fees" className="mb-3 text-lg font-semibold">
              Fee revenue by month (UTC)
            </h3>
            <FeeRevenue rows={data.feeRevenue} />
          </section>
          <section aria-labelledby="money-transfers">
            <h3 id="money-transfers" className="mb-1 text-lg font-semibold">
              Transfers
            </h3>
            <p className="mb-3 text-sm text-muted-foreground">
              The 50 most recently due{status ? `, ${label(status)} only` : ''}. Dates in {timeZone}.
            </p>
            <Transfers data={data} timeZone={timeZone} />
          </section>
          <section aria-labelledby="money-reconciliation">
            <h3 id="money-reconciliation" className="mb-3 text-lg font-semibold">
              Reconciliation
            </h3>
            <Reconciliation runs={data.reconciliation} />
          </section>
        </div>
      )}
    </AdminSection>
  );
}
