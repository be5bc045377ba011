// The admin's money (docs/product/admin.md#money): the platform fee
// earned month by month, the coach transfers and where each stands (with a
// retry for a failed one), disputes and failed payouts, and what the daily
// reconciliation of the ledger against the gateway found, and packages and
// memberships bought with a refund by hand, and memberships' monthly renewals. Each part loads on
// its own, so a slow or failing one does not hide the others.
import { useState } from 'react';
import { TRANSFER_STATUSES } from '@shared/schemas/ledger';
import type { TAdminMoney } from '@shared/schemas/earnings';
import { NativeSelect } from '@/components/ui/native-select';
import { browserTimeZone } from '@/lib/time-zones';
import { cn } from '@/lib/utils';
import {
  useAdminMoney,
  useAdminPackages,
  useAdminReconciliation,
  useAdminRenewals,
  useAdminTransfers,
  type TransferStatusFilter,
} from '../api/get-admin-money';
import { DataTable, Td, Th } from './data-table';
import { label, money } from './money-format';
import { PackagesTable } from './money-packages';
import { Reconciliation } from './money-reconciliation';
import { RenewalsTable } from './money-renewals';
import { DisputesTable, PayoutFailuresTable, TransfersTable } from './money-transfers';
import { AdminSection, ErrorBlock, LoadingBlock } from './query-state';
import { AdminProgramsMoney } from '@/components/programs/admin/admin-programs';

const FEE_HEADS = ['Month', 'Platform fees', 'Sent to coaches'] as const;

function FeeRevenue({ rows }: { rows: TAdminMoney['feeRevenue'] }) {
  return (
    <DataTable
      caption="Fee revenue by month"
      // Three short columns fit a tablet; on a phone each month reads as a card.
      className="[&_table]:min-w-0"
      stack
      head={FEE_HEADS.map((h, i) => (
        <Th key={h} className={cn(i > 0 && 'text-right')}>
          {h}
        </Th>
      ))}
    >
      {[...rows].reverse().map((row) => (
        <tr key={row.month}>
          <Td label={FEE_HEADS[0]}>{row.month}</Td>
          <Td label={FEE_HEADS[1]} className="text-right tabular-nums">
            {money(row.feeCents)}
          </Td>
          <Td label={FEE_HEADS[2]} className="text-right tabular-nums">
            {money(row.transferredCents)}
          </Td>
        </tr>
      ))}
    </DataTable>
  );
}

function Part({
  id,
  title,
  note,
  action,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 id={id} className="text-lg font-semibold">
            {title}
          </h3>
          {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

function Loaded<T>({
  query,
  what,
  children,
}: {
  query: { data: T | undefined; isPending: boolean; error: Error | null; refetch: () => unknown };
  what: string;
  children: (data: T) => React.ReactNode;
}) {
  if (query.isPending) return <LoadingBlock label={`Loading ${what}`} />;
  if (query.error || query.data === undefined)
    return <ErrorBlock title={`Could not load ${what}`} error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

export function MoneySection() {
  const [status, setStatus] = useState<TransferStatusFilter>('');
  const revenue = useAdminMoney();
  const transfers = useAdminTransfers(status);
  const [runsPage, setRunsPage] = useState(1);
  const [runId, setRunId] = useState<number | undefined>(undefined);
  const reconciliation = useAdminReconciliation(runsPage, runId);
  const packages = useAdminPackages();
  const renewals = useAdminRenewals();
  const timeZone = browserTimeZone();
  const counts = revenue.data?.transferCounts ?? {};
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
            {counts[s] ? ` (${counts[s]})` : ''}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
  return (
    <AdminSection
      title="Money"
      description="Platform fees, transfers to coaches, packages and the daily reconciliation."
      contentLabel="Money"
    >
      <div className="grid grid-cols-1 gap-8">
        <Part id="money-fees" title="Fee revenue by month (UTC)">
          <Loaded query={revenue} what="fee revenue">
            {(data) => <FeeRevenue rows={data.feeRevenue} />}
          </Loaded>
        </Part>
        <Part
          id="money-transfers"
          title="Transfers"
          note={`Failed and held first, then the most recently changed${status ? `; ${label(status)} only` : ''}. Dates in ${timeZone}.`}
          action={filter}
        >
          <Loaded query={transfers} what="transfers">
            {(data) => <TransfersTable transfers={data.transfers} timeZone={timeZone} />}
          </Loaded>
        </Part>
        <Part id="money-disputes" title="Payment disputes">
          <Loaded query={transfers} what="payment disputes">
            {(data) => <DisputesTable disputes={data.disputes} timeZone={timeZone} />}
          </Loaded>
        </Part>
        <Part id="money-payout-failures" title="Failed payouts" note="Payouts Stripe could not make to a coach’s bank.">
          <Loaded query={transfers} what="failed payouts">
            {(data) => <PayoutFailuresTable failures={data.payoutFailures} timeZone={timeZone} />}
          </Loaded>
        </Part>
        <Part
          id="money-packages"
          title="Packages and memberships"
          note={`Newest first: credits left, money refunded, and a refund by hand with a reason. Dates in ${timeZone}.`}
        >
          <Loaded query={packages} what="packages">
            {(data) => <PackagesTable purchases={data} timeZone={timeZone} />}
          </Loaded>
        </Part>
        <Part
          id="money-renewals"
          title="Membership renewals"
          note={`Each month after the first: charged, or refused with the card's reason (3 days of grace, tried daily). Dates in ${timeZone}.`}
        >
          <Loaded query={renewals} what="membership renewals">
            {(data) => <RenewalsTable renewals={data} timeZone={timeZone} />}
          </Loaded>
        </Part>
        <AdminProgramsMoney />
        <Part id="money-reconciliation" title="Reconciliation" note="Our ledger against the payment gateway, once a day.">
          <Loaded query={reconciliation} what="reconciliation">
            {(data) => (
              <Reconciliation
                data={data}
                onRun={setRunId}
                onPage={(page) => {
                  setRunsPage(page);
                  setRunId(undefined);
                }}
              />
            )}
          </Loaded>
        </Part>
      </div>
    </AdminSection>
  );
}
