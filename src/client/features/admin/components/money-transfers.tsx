// The coach transfers and where each stands (failed and held first, as the
// server orders them), with a Retry for what the job could not send, then the
// open payment disputes and the payouts Stripe could not make to a coach's bank.
import type { TAdminTransfers } from '@shared/schemas/ledger';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { adminMoneyEn } from '@/i18n/catalogs/admin-money.en';
import { useT } from '@/lib/i18n/i18n-context';
import { useTranslateSentence } from '@/lib/i18n/translate-sentence';
import { errorText } from '@/lib/error-text';
import { useRetryTransfer } from '../api/get-admin-money';
import { DataTable, EmptyRow, HeadsWithAction, Td, Th } from '@/components/data-table';
import { useAdminFormats } from '../lib/format';
import { StatusText, useMoneyFormats } from './money-format';

type Transfer = TAdminTransfers['transfers'][number];

// Why the job is not sending a held transfer, in the admin's words: `admin-money.hold.<reason>`.
// The gateway's error is shown in the admin's language when the catalogs know it (the test gateway's), as Stripe wrote it otherwise.
function Note({ transfer }: { transfer: Transfer }) {
  const t = useT(adminMoneyEn);
  const translate = useTranslateSentence();
  const lastError = transfer.lastError ? translate(transfer.lastError) : null;
  if (transfer.status === 'failed' && lastError)
    return (
      <span className="text-destructive">{t('admin-money.transfers.failedNote', { error: lastError, attempts: transfer.attempts })}</span>
    );
  if (transfer.holdReason) return <span>{t(`admin-money.hold.${transfer.holdReason}`)}</span>;
  return <span className="text-muted-foreground">{lastError ?? ''}</span>;
}

function RetryButton({ transfer }: { transfer: Transfer }) {
  const t = useT(adminMoneyEn);
  const retry = useRetryTransfer();
  if (transfer.status !== 'failed' && transfer.status !== 'held') return null;
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      disabled={retry.isPending}
      aria-label={t('admin-money.retryLabel', { id: String(transfer.bookingId) })}
      onClick={() =>
        retry.mutate(transfer.id, {
          onSuccess: () =>
            toast({
              title: t('admin-money.queued'),
              description: t('admin-money.queuedText', { id: String(transfer.bookingId) }),
            }),
          onError: (error) => toast({ title: t('admin-money.retryFailed'), description: errorText(error), variant: 'destructive' }),
        })
      }
    >
      {t('admin-money.retry')}
    </Button>
  );
}

export function TransfersTable({ transfers, timeZone }: { transfers: Transfer[]; timeZone: string }) {
  const t = useT(adminMoneyEn);
  const { money } = useMoneyFormats();
  const { shortDay } = useAdminFormats();
  const heads = [
    t('admin-money.head.coach'),
    t('admin-money.head.booking'),
    t('admin-money.head.state'),
    t('admin-money.head.coachShare'),
    t('admin-money.head.fee'),
    t('admin-money.head.when'),
    t('admin-money.head.note'),
  ];
  return (
    <DataTable
      caption={t('admin-money.transfers.caption')}
      stack
      head={<HeadsWithAction heads={heads} actionLabel={t('admin-money.action')} />}
    >
      {transfers.length === 0 ? (
        <EmptyRow colSpan={heads.length + 1}>{t('admin-money.transfers.empty')}</EmptyRow>
      ) : (
        transfers.map((transfer) => (
          <tr key={transfer.id}>
            <Td label={heads[0]} wrap>
              {transfer.coachName}
            </Td>
            <Td label={heads[1]}>#{transfer.bookingId}</Td>
            <Td label={heads[2]}>
              <StatusText status={transfer.status} />
            </Td>
            <Td label={heads[3]} className="tabular-nums">
              {money(transfer.amountCents)}
              {transfer.reversedCents > 0 ? <span className="text-muted-foreground"> (−{money(transfer.reversedCents)})</span> : null}
            </Td>
            <Td label={heads[4]} className="tabular-nums">
              {money(transfer.feeCents)}
            </Td>
            <Td label={heads[5]}>
              {transfer.paidAt
                ? t('admin-money.transfers.paid', { date: shortDay(transfer.paidAt, timeZone) })
                : t('admin-money.transfers.due', { date: shortDay(transfer.dueAt, timeZone) })}
            </Td>
            <Td label={heads[6]} wrap className="min-w-48">
              <Note transfer={transfer} />
            </Td>
            <Td>
              <RetryButton transfer={transfer} />
            </Td>
          </tr>
        ))
      )}
    </DataTable>
  );
}

export function DisputesTable({ disputes, timeZone }: { disputes: TAdminTransfers['disputes']; timeZone: string }) {
  const t = useT(adminMoneyEn);
  const { money } = useMoneyFormats();
  const { shortDay } = useAdminFormats();
  const heads = [
    t('admin-money.head.opened'),
    t('admin-money.head.booking'),
    t('admin-money.head.amount'),
    t('admin-money.head.reason'),
    t('admin-money.head.state'),
  ];
  return (
    <DataTable
      caption={t('admin-money.disputes.title')}
      stack
      head={heads.map((h) => (
        <Th key={h}>{h}</Th>
      ))}
    >
      {disputes.length === 0 ? (
        <EmptyRow colSpan={heads.length}>{t('admin-money.disputes.empty')}</EmptyRow>
      ) : (
        disputes.map((d) => (
          <tr key={d.id}>
            <Td label={heads[0]}>{shortDay(d.createdAt, timeZone)}</Td>
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
  const t = useT(adminMoneyEn);
  const { money } = useMoneyFormats();
  const { shortDay } = useAdminFormats();
  const heads = [t('admin-money.head.date'), t('admin-money.head.coach'), t('admin-money.head.amount'), t('admin-money.head.reason')];
  return (
    <DataTable
      caption={t('admin-money.payouts.title')}
      stack
      head={heads.map((h) => (
        <Th key={h}>{h}</Th>
      ))}
    >
      {failures.length === 0 ? (
        <EmptyRow colSpan={heads.length}>{t('admin-money.payouts.empty')}</EmptyRow>
      ) : (
        failures.map((f) => (
          <tr key={f.id}>
            <Td label={heads[0]}>{shortDay(f.createdAt, timeZone)}</Td>
            <Td label={heads[1]} wrap>
              {f.coachName ?? t('admin-money.payouts.unknownAccount')}
            </Td>
            <Td label={heads[2]} className="tabular-nums">
              {money(f.amountCents)}
            </Td>
            <Td label={heads[3]} wrap>
              {f.failureMessage ?? f.failureCode ?? t('admin-money.payouts.noReason')}
            </Td>
          </tr>
        ))
      )}
    </DataTable>
  );
}
