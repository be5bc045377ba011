import { formatDollars } from '@shared/domain/money';
import type { TAdminBookingDetail } from '@shared/schemas/admin';
import { capitalize, formatDateTime } from '../lib/format';
import { DataTable, EmptyRow, Td, Th } from './data-table';

const HEADS = ['When', 'Provider', 'Reference', 'Status', 'Amount'] as const;

export function PaymentLedger({ payments }: { payments: TAdminBookingDetail['payments'] }) {
  return (
    <DataTable
      caption="Payment ledger"
      className="border-none"
      stack
      head={HEADS.map((h, i) => (
        <Th key={h} className={i === HEADS.length - 1 ? 'text-right' : undefined}>
          {h}
        </Th>
      ))}
    >
      {payments.length === 0 ? <EmptyRow colSpan={HEADS.length}>No payment records</EmptyRow> : null}
      {payments.map((payment) => (
        <tr key={`${payment.provider}:${payment.providerPaymentId}`}>
          <Td label={HEADS[0]} className="whitespace-nowrap">
            {formatDateTime(payment.createdAt)}
          </Td>
          <Td label={HEADS[1]}>{payment.provider === 'test' ? 'Test mode' : capitalize(payment.provider)}</Td>
          <Td label={HEADS[2]} className="font-mono text-xs">
            {payment.providerPaymentId}
          </Td>
          <Td label={HEADS[3]}>{capitalize(payment.status)}</Td>
          <Td label={HEADS[4]} className="text-right tabular-nums">
            {formatDollars(payment.amount)}
          </Td>
        </tr>
      ))}
    </DataTable>
  );
}

export function StatusHistory({ history }: { history: TAdminBookingDetail['history'] }) {
  if (history.length === 0) return <p className="text-sm text-muted-foreground">No changes recorded.</p>;
  return (
    <ol className="grid gap-3">
      {history.map((entry, index) => (
        <li key={index} className="border-l-2 border-primary/40 pl-3 text-sm">
          <p className="font-medium text-foreground">
            {entry.fromStatus ? `${capitalize(entry.fromStatus)} → ${capitalize(entry.toStatus)}` : `Created as ${entry.toStatus}`}
          </p>
          <p className="text-muted-foreground">
            {formatDateTime(entry.createdAt)} · {entry.changedBy ?? 'System'}
            {entry.reason ? ` · ${entry.reason}` : ''}
          </p>
          {entry.previousStartTime && entry.newStartTime ? (
            <p className="text-muted-foreground">
              Moved from {formatDateTime(entry.previousStartTime)} to {formatDateTime(entry.newStartTime)}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
