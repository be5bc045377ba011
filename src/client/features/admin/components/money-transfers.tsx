// The coach transfers and where each stands (failed and held first, as the
// server orders them), with a Retry for what the job could not send, then the
// open payment disputes and the payouts Stripe could not make to a coach's bank.
import type { TAdminTransfers } from '@shared/schemas/ledger';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { formatShortDate } from '@/lib/bookings/format-booking';
import { errorText } from '@/lib/error-text';
import { useRetryTransfer } from '../api/get-admin-money';
import { DataTable, EmptyRow, Td, Th } from './data-table';
import { money, StatusText } from './money-format';

type Transfer = TAdminTransfers['transfers'][number];

// Why the job is not sending a held transfer, in the admin's words.
const HOLD_REASONS: Record<NonNullable<Transfer['holdReason']>, string> = {
  no_show_report: 'Held: a no-show report on this session is open',
  dispute: 'Held: the client opened a payment dispute',
  payouts_not_enabled: 'Held: the coach’s payouts are not enabled',
};

function Note({ transfer }: { transfer: Transfer }) {
  if (transfer.status === 'failed' && transfer.lastError)
    return (
      <span className="text-destructive">
        {transfer.lastError} ({transfer.attempts} {transfer.attempts === 1 ? 'attempt' : 'attempts'})
      </span>
    );
  if (transfer.holdReason) return <span>{HOLD_REASONS[transfer.holdReason]}</span>;
  return <span className="text-muted-foreground">{transfer.lastError ?? ''}</span>;
}

function RetryButton({ transfer }: { transfer: Transfer }) {
  const retry = useRetryTransfer();
  if (transfer.status !== 'failed' && transfer.status !== 'held') return null;
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      disabled={retry.isPending}
      aria-label={`Retry the transfer for booking #${transfer.bookingId}`}
      onClick={() =>
        retry.mutate(transfer.id, {
          onSuccess: () =>
            toast({
              title: 'Transfer queued',
              description: `The transfer for booking #${transfer.bookingId} will be tried at the next run of the transfer job.`,
            }),
          onError: (error) => toast({ title: 'Could not retry the transfer', description: errorText(error), variant: 'destructive' }),
        })
      }
    >
      Retry
    </Button>
  );
}

export function TransfersTable({ transfers, timeZone }: { transfers: Transfer[]; timeZone: string }) {
  const heads = ['Coach', 'Booking', 'State', 'Coach share', 'Fee', 'When', 'Note'];
  return (
    <DataTable
      caption="Coach transfers"
      stack
      head={
        <>
          {heads.map((h) => (
            <Th key={h}>{h}</Th>
          ))}
          {/* relative: the visually hidden text must not widen the page from inside the scrolling table. */}
          <Th className="relative">
            <span className="sr-only">Action</span>
          </Th>
        </>
      }
    >
      {transfers.length === 0 ? (
        <EmptyRow colSpan={heads.length + 1}>No transfers</EmptyRow>
      ) : (
        transfers.map((t) => (
          <tr key={t.id}>
            <Td label={heads[0]} wrap>
              {t.coachName}
            </Td>
            <Td label={heads[1]}>#{t.bookingId}</Td>
            <Td label={heads[2]}>
              <StatusText status={t.status} />
            </Td>
            <Td label={heads[3]} className="tabular-nums">
              {money(t.amountCents)}
              {t.reversedCents > 0 ? <span className="text-muted-foreground"> (−{money(t.reversedCents)})</span> : null}
            </Td>
            <Td label={heads[4]} className="tabular-nums">
              {money(t.feeCents)}
            </Td>
            <Td label={heads[5]}>
              {t.paidAt ? `Paid ${formatShortDate(new Date(t.paidAt), timeZone)}` : `Due ${formatShortDate(new Date(t.dueAt), timeZone)}`}
            </Td>
            <Td label={heads[6]} wrap className="min-w-48">
              <Note transfer={t} />
            </Td>
            <Td>
              <RetryButton transfer={t} />
            </Td>
          </tr>
        ))
      )}
    </DataTable>
  );
}

export function DisputesTable({ disputes, timeZone }: { disputes: TAdminTransfers['disputes']; timeZone: string }) {
  const heads = ['Opened', 'Booking', 'Amount', 'Reason', 'State'];
  return (
    <DataTable
      caption="Payment disputes"
      stack
      head={heads.map((h) => (
        <Th key={h}>{h}</Th>
      ))}
    >
      {disputes.length === 0 ? (
        <EmptyRow colSpan={heads.length}>No payment disputes</EmptyRow>
      ) : (
        disputes.map((d) => (
          <tr key={d.id}>
            <Td label={heads[0]}>{formatShortDate(new Date(d.createdAt), timeZone)}</Td>
            <Td label={heads[1]}>{d.bookingId === null ? '—' : `#${d.bookingId}`}</Td>
            <Td label={heads[2]} className="tabular-nums">
              {money(d.amountCents)}
            </Td>
            <Td label={heads[3]} wrap>
              {d.reason ? d.reason.replaceAll('_', ' ') : '—'}
            </Td>
            <Td label={heads[4]}>
              <StatusText status={d.status} />
            </Td>
          </tr>
        ))
      )}
    </DataTable>
  );
}

export function PayoutFailuresTable({ failures, timeZone }: { failures: TAdminTransfers['payoutFailures']; timeZone: string }) {
  const heads = ['Date', 'Coach', 'Amount', 'Reason'];
  return (
    <DataTable
      caption="Failed payouts"
      stack
      head={heads.map((h) => (
        <Th key={h}>{h}</Th>
      ))}
    >
      {failures.length === 0 ? (
        <EmptyRow colSpan={heads.length}>No failed payouts</EmptyRow>
      ) : (
        failures.map((f) => (
          <tr key={f.id}>
            <Td label={heads[0]}>{formatShortDate(new Date(f.createdAt), timeZone)}</Td>
            <Td label={heads[1]} wrap>
              {f.coachName ?? 'Unknown account'}
            </Td>
            <Td label={heads[2]} className="tabular-nums">
              {money(f.amountCents)}
            </Td>
            <Td label={heads[3]} wrap>
              {f.failureMessage ?? f.failureCode ?? 'No reason given'}
            </Td>
          </tr>
        ))
      )}
    </DataTable>
  );
}
