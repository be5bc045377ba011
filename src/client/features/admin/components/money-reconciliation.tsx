// What the daily reconciliation of our ledger against the gateway found: the
// runs, newest first a page at a time, and the mismatches of the run picked
// (booking, ours, theirs); the newest run's until another is picked.
import type { TAdminReconciliation } from '@shared/schemas/ledger';
import { Pager } from '@/components/pager';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { DataTable, EmptyRow, Td, Th } from './data-table';
import { label, money, StatusText } from './money-format';

type Run = TAdminReconciliation['runs'][number];

function Mismatches({ run, rows }: { run: Run | undefined; rows: TAdminReconciliation['mismatches'] }) {
  const heads = ['Booking', 'Check', 'Our ledger', 'Gateway', 'Detail'] as const;
  return (
    <DataTable
      caption={run ? `Mismatches on ${run.runDate}` : 'Mismatches'}
      stack
      head={heads.map((h) => (
        <Th key={h}>{h}</Th>
      ))}
    >
      {rows.length === 0 ? (
        <EmptyRow colSpan={heads.length}>No mismatches</EmptyRow>
      ) : (
        rows.map((m, i) => (
          <tr key={i}>
            <Td label={heads[0]}>{m.bookingId === null ? '—' : `#${m.bookingId}`}</Td>
            <Td label={heads[1]} className="capitalize">
              {label(m.check)}
            </Td>
            <Td label={heads[2]} className="tabular-nums">
              {money(m.ledgerCents)}
            </Td>
            <Td label={heads[3]} className="tabular-nums">
              {m.gatewayCents === null ? 'Not found' : money(m.gatewayCents)}
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
  if (data.runs.length === 0 && data.page === 1)
    return (
      <p className="rounded-xl border border-dashed bg-card px-6 py-8 text-center text-muted-foreground">No reconciliation has run yet</p>
    );
  const shown = data.runs.find((run) => run.id === data.runId);
  return (
    <div className="grid gap-4">
      <ul className="grid gap-2" aria-label="Reconciliation runs">
        {data.runs.map((run) => {
          const current = run.id === data.runId;
          return (
            <li key={run.id} className={cn('rounded-xl border bg-card px-4 py-3', current && 'border-primary')}>
              <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-medium">{run.runDate}</span>
                  <StatusText status={run.status} />
                  <span className="text-sm text-muted-foreground">
                    {run.bookingsChecked} bookings checked, {run.mismatchCount} {run.mismatchCount === 1 ? 'mismatch' : 'mismatches'}
                  </span>
                </p>
                {run.mismatchCount > 0 ? (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-pressed={current}
                    aria-label={`Show the mismatches of ${run.runDate}`}
                    onClick={() => onRun(run.id)}
                  >
                    Show mismatches
                  </Button>
                ) : null}
              </div>
              {run.error ? <p className="mt-1 text-sm text-destructive [overflow-wrap:anywhere]">{run.error}</p> : null}
            </li>
          );
        })}
      </ul>
      <Pager page={data.page} totalPages={data.totalPages} total={data.total} noun={{ one: 'run', many: 'runs' }} onPage={onPage} />
      {shown && shown.mismatchCount > 0 ? <Mismatches run={shown} rows={data.mismatches} /> : null}
    </div>
  );
}
