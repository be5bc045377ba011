// What the daily reconciliation of our ledger against the gateway found: the
// runs, newest first a page at a time, and the mismatches of the run picked
// (booking, ours, theirs); the newest run's until another is picked.
import type { TAdminReconciliation } from '@shared/schemas/ledger';
import { Pager } from '@/components/pager';
import { Button } from '@/components/ui/button';
import { adminMoneyEn } from '@/i18n/catalogs/admin-money.en';
import { useT } from '@/lib/i18n/i18n-context';
import { cn } from '@/lib/utils';
import { DataTable, EmptyRow, Td, Th } from '@/components/data-table';
import { CheckText, StatusText, useMoneyFormats } from './money-format';

type Run = TAdminReconciliation['runs'][number];

function Mismatches({ run, rows }: { run: Run | undefined; rows: TAdminReconciliation['mismatches'] }) {
  const t = useT(adminMoneyEn);
  const { money } = useMoneyFormats();
  const heads = [
    t('admin-money.head.booking'),
    t('admin-money.head.check'),
    t('admin-money.head.ourLedger'),
    t('admin-money.head.gateway'),
    t('admin-money.head.detail'),
  ];
  return (
    <DataTable
      caption={run ? t('admin-money.mismatches.captionOn', { date: run.runDate }) : t('admin-money.mismatches.caption')}
      stack
      head={heads.map((h) => (
        <Th key={h}>{h}</Th>
      ))}
    >
      {rows.length === 0 ? (
        <EmptyRow colSpan={heads.length}>{t('admin-money.mismatches.empty')}</EmptyRow>
      ) : (
        rows.map((m, i) => (
          <tr key={i}>
            <Td label={heads[0]}>{m.bookingId === null ? '—' : `#${m.bookingId}`}</Td>
            <Td label={heads[1]}>
              <CheckText check={m.check} />
            </Td>
            <Td label={heads[2]} className="tabular-nums">
              {money(m.ledgerCents)}
            </Td>
            <Td label={heads[3]} className="tabular-nums">
              {m.gatewayCents === null ? t('admin-money.mismatches.notFound') : money(m.gatewayCents)}
            </Td>
            <Td label={heads[4]} wrap>
              {m.detail ?? ''}
            </Td>
          </tr>
        ))
      )}
    </DataTable>
  );
}

type ReconciliationProps = { data: TAdminReconciliation; onRun: (id: number) => void; onPage: (page: number) => void };

export function Reconciliation({ data, onRun, onPage }: ReconciliationProps) {
  const t = useT(adminMoneyEn);
  if (data.runs.length === 0 && data.page === 1)
    return (
      <p className="rounded-xl border border-dashed bg-card px-6 py-8 text-center text-muted-foreground">
        {t('admin-money.reconciliation.none')}
      </p>
    );
  const shown = data.runs.find((run) => run.id === data.runId);
  return (
    <div className="grid gap-4">
      <ul className="grid gap-2" aria-label={t('admin-money.reconciliation.runs')}>
        {data.runs.map((run) => {
          const current = run.id === data.runId;
          return (
            <li key={run.id} className={cn('rounded-xl border bg-card px-4 py-3', current && 'border-primary')}>
              <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-medium">{run.runDate}</span>
                  <StatusText status={run.status} />
                  <span className="text-sm text-muted-foreground">
                    {t('admin-money.reconciliation.summary', { checked: run.bookingsChecked, count: run.mismatchCount })}
                  </span>
                </p>
                {run.mismatchCount > 0 ? (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-pressed={current}
                    aria-label={t('admin-money.reconciliation.showLabel', { date: run.runDate })}
                    onClick={() => onRun(run.id)}
                  >
                    {t('admin-money.reconciliation.show')}
                  </Button>
                ) : null}
              </div>
              {run.error ? <p className="mt-1 text-sm text-destructive [overflow-wrap:anywhere]">{run.error}</p> : null}
            </li>
          );
        })}
      </ul>
      <Pager
        page={data.page}
        totalPages={data.totalPages}
        total={data.total}
        noun={{ one: t('admin-money.reconciliation.run'), many: t('admin-money.reconciliation.runsNoun') }}
        onPage={onPage}
      />
      {shown && shown.mismatchCount > 0 ? <Mismatches run={shown} rows={data.mismatches} /> : null}
    </div>
  );
}
