import { formatDollars } from '@shared/domain/money';
import type { TAdminBookingDetail } from '@shared/schemas/admin';
import { capitalize, formatDateTime } from '../lib/format';
import { DataTable, EmptyRow, Td, Th } from './data-table';

export function PaymentLedger({ payments }: { payments: TAdminBookingDetail['payments'] }) {
  return (
    <DataTable
      caption="Payment ledger"
      className="border-none"
      head={
        <>
          <Th>When</Th>
          <Th>Provider</Th>
          <Th>Reference</Th>
          <Th>Status</Th>
          <Th className="text-right">Amount</Th>
        </>
      }
    >
      {payments.length === 0 ? <EmptyRow colSpan={5}>No payment records</EmptyRow> : null}
      {payments.map((payment) => (
        <tr key={`${payment.provider}:${payment.providerPaymentId}`}>
          <Td className="whitespace-nowrap">{formatDateTime(payment.createdAt)}</Td>
          <Td>{payment.provider === 'test' ? 'Test mode' : capitalize(payment.provider)}</Td>
          <Td className="font-mono text-xs">{payment.providerPaymentId}</Td>
          <Td>{capitalize(payment.status)}</Td>
          <Td className="text-right tabular-nums">{formatDollars(payment.amount)}</Td>
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
