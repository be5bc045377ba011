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
import { adminEn } from '@/i18n/catalogs/admin.en';
import { adminMoneyEn } from '@/i18n/catalogs/admin-money.en';
import { useT } from '@/lib/i18n/i18n-context';
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
import { DataTable, Td, Th } from '@/components/data-table';
import { useMoneyFormats } from './money-format';
import { PackagesTable } from './money-packages';
import { Reconciliation } from './money-reconciliation';
import { RenewalsTable } from './money-renewals';
import { DisputesTable, PayoutFailuresTable, TransfersTable } from './money-transfers';
import { AdminSection, ErrorBlock, LoadingBlock } from './query-state';
import { AdminProgramsMoney } from '@/features/programs';

const FEE_HEADS = ['admin-money.head.month', 'admin-money.head.platformFees', 'admin-money.head.sentToCoaches'] as const;

function FeeRevenue({ rows }: { rows: TAdminMoney['feeRevenue'] }) {
  const t = useT(adminMoneyEn);
  const { money } = useMoneyFormats();
  const [month, fees, sent] = FEE_HEADS.map((key) => t(key));
  return (
    <DataTable
      caption={t('admin-money.fees.caption')}
      // Three short columns fit a tablet; on a phone each month reads as a card.
      className="[&_table]:min-w-0"
      stack
      head={FEE_HEADS.map((key, i) => (
        <Th key={key} className={cn(i > 0 && 'text-right')}>
          {t(key)}
        </Th>
      ))}
    >
      {[...rows].reverse().map((row) => (
        <tr key={row.month}>
          <Td label={month}>{row.month}</Td>
          <Td label={fees} className="text-right tabular-nums">
            {money(row.feeCents)}
          </Td>
          <Td label={sent} className="text-right tabular-nums">
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

// `what` names the part's two texts in the catalog: `<what>.loading` and `<what>.error`.
type PartName = 'fees' | 'transfers' | 'disputes' | 'payouts' | 'packages' | 'renewals' | 'reconciliation';

function Loaded<T>({
  query,
  what,
  children,
}: {
  query: { data: T | undefined; isPending: boolean; error: Error | null; refetch: () => unknown };
  what: PartName;
  children: (data: T) => React.ReactNode;
}) {
  const t = useT(adminMoneyEn);
  if (query.isPending) return <LoadingBlock label={t(`admin-money.${what}.loading`)} />;
  if (query.error || query.data === undefined)
    return <ErrorBlock title={t(`admin-money.${what}.error`)} error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

export function MoneySection() {
  const t = useT(adminMoneyEn);
  const tAdmin = useT(adminEn);
  const { state } = useMoneyFormats();
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
        {t('admin-money.transfers.filter')}
      </label>
      <NativeSelect
        id="transfer-state"
        className="h-9 w-44"
        value={status}
        onChange={(e) => setStatus(e.target.value as TransferStatusFilter)}
      >
        <option value="">{t('admin-money.transfers.allStates')}</option>
        {TRANSFER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {counts[s] ? t('admin-money.transfers.stateCount', { state: state(s), count: counts[s] }) : state(s)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
  return (
    <AdminSection
      title={tAdmin('admin.section.money')}
      description={t('admin-money.description')}
      contentLabel={tAdmin('admin.section.money')}
    >
      <div className="grid grid-cols-1 gap-8">
        <Part id="money-fees" title={t('admin-money.fees.title')}>
          <Loaded query={revenue} what="fees">
            {(data) => <FeeRevenue rows={data.feeRevenue} />}
          </Loaded>
        </Part>
        <Part
          id="money-transfers"
          title={t('admin-money.transfers.title')}
          note={t('admin-money.transfers.note', { filtered: status ? 'yes' : 'no', state: status ? state(status) : '', zone: timeZone })}
          action={filter}
        >
          <Loaded query={transfers} what="transfers">
            {(data) => <TransfersTable transfers={data.transfers} timeZone={timeZone} />}
          </Loaded>
        </Part>
        <Part id="money-disputes" title={t('admin-money.disputes.title')}>
          <Loaded query={transfers} what="disputes">
            {(data) => <DisputesTable disputes={data.disputes} timeZone={timeZone} />}
          </Loaded>
        </Part>
        <Part id="money-payout-failures" title={t('admin-money.payouts.title')} note={t('admin-money.payouts.note')}>
          <Loaded query={transfers} what="payouts">
            {(data) => <PayoutFailuresTable failures={data.payoutFailures} timeZone={timeZone} />}
          </Loaded>
        </Part>
        <Part id="money-packages" title={t('admin-money.packages.title')} note={t('admin-money.packages.note', { zone: timeZone })}>
          <Loaded query={packages} what="packages">
            {(data) => <PackagesTable purchases={data} timeZone={timeZone} />}
          </Loaded>
        </Part>
        <Part id="money-renewals" title={t('admin-money.renewals.title')} note={t('admin-money.renewals.note', { zone: timeZone })}>
          <Loaded query={renewals} what="renewals">
            {(data) => <RenewalsTable renewals={data} timeZone={timeZone} />}
          </Loaded>
        </Part>
        <AdminProgramsMoney />
        <Part id="money-reconciliation" title={t('admin-money.reconciliation.title')} note={t('admin-money.reconciliation.note')}>
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
