// What the daily reconciliation of our ledger against the gateway found: the
// recent runs, and for the newest one each mismatch (booking, ours, theirs).
import type { TAdminReconciliation } from '@shared/schemas/ledger';
import { DataTable, EmptyRow, Td, Th } from './data-table';
import { label, money, StatusText } from './money-format';

function Mismatches({ rows }: { rows: TAdminReconciliation['mismatches'] }) {
  const heads = ['Booking', 'Check', 'Our ledger', 'Gateway', 'Detail'];
  return (
    <DataTable
      caption="Mismatches in the newest run"
      head={heads.map((h) => (
        <Th key={h}>{h}</Th>
      ))}
    >
      {rows.length === 0 ? (
        <EmptyRow colSpan={heads.length}>No mismatches</EmptyRow>
      ) : (
        rows.map((m, i) => (
          <tr key={i}>
            <Td>{m.bookingId === null ? '—' : `#${m.bookingId}`}</Td>
            <Td className="capitalize">{label(m.check)}</Td>
            <Td className="tabular-nums">{money(m.ledgerCents)}</Td>
            <Td className="tabular-nums">{m.gatewayCents === null ? 'Not found' : money(m.gatewayCents)}</Td>
            <Td wrap>{m.detail ?? ''}</Td>
          </tr>
        ))
      )}
    </DataTable>
  );
}

export function Reconciliation({ data }: { data: TAdminReconciliation }) {
  if (data.runs.length === 0)
    return (
      <p className="rounded-xl border border-dashed bg-card px-6 py-8 text-center text-muted-foreground">No reconciliation has run yet</p>
    );
  const [newest] = data.runs;
  return (
    <div className="grid gap-4">
      <ul className="grid gap-2" aria-label="Recent reconciliation runs">
        {data.runs.map((run) => (
          <li key={run.id} className="rounded-xl border bg-card px-4 py-3">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-medium">{run.runDate}</span>
              <StatusText status={run.status} />
              <span className="text-sm text-muted-foreground">
                {run.bookingsChecked} bookings checked, {run.mismatchCount} {run.mismatchCount === 1 ? 'mismatch' : 'mismatches'}
              </span>
            </p>
            {run.error ? <p className="mt-1 text-sm text-destructive [overflow-wrap:anywhere]">{run.error}</p> : null}
          </li>
        ))}
      </ul>
      {newest && newest.mismatchCount > 0 ? <Mismatches rows={data.mismatches} /> : null}
    </div>
  );
}
