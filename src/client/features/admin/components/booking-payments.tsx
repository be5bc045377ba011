import type { TAdminBookingDetail } from '@shared/schemas/admin';
import { adminEn } from '@/i18n/catalogs/admin.en';
import { useT } from '@/lib/i18n/i18n-context';
import { useTranslateSentence } from '@/lib/i18n/translate-sentence';
import { useAdminFormats } from '../lib/format';
import { DataTable, EmptyRow, Td, Th } from '@/components/data-table';

const HEADS = [
  'admin.ledger.when',
  'admin.ledger.provider',
  'admin.ledger.reference',
  'admin.ledger.status',
  'admin.ledger.amount',
] as const;

export function PaymentLedger({ payments }: { payments: TAdminBookingDetail['payments'] }) {
  const t = useT(adminEn);
  const { dateTime, dollars } = useAdminFormats();
  const [when, provider, reference, status, amount] = HEADS.map((key) => t(key));
  return (
    <DataTable
      caption={t('admin.ledger.caption')}
      className="border-none"
      stack
      head={HEADS.map((key, i) => (
        <Th key={key} className={i === HEADS.length - 1 ? 'text-right' : undefined}>
          {t(key)}
        </Th>
      ))}
    >
      {payments.length === 0 ? <EmptyRow colSpan={HEADS.length}>{t('admin.ledger.empty')}</EmptyRow> : null}
      {payments.map((payment) => (
        <tr key={`${payment.provider}:${payment.providerPaymentId}`}>
          <Td label={when} className="whitespace-nowrap">
            {dateTime(payment.createdAt)}
          </Td>
          {/* A provider's name (Stripe) is the same in every language. */}
          <Td label={provider}>{payment.provider === 'test' ? t('admin.ledger.testMode') : capitalize(payment.provider)}</Td>
          <Td label={reference} className="font-mono text-xs">
            {payment.providerPaymentId}
          </Td>
          <Td label={status}>{t(`admin.ledger.${payment.status}`)}</Td>
          <Td label={amount} className="text-right tabular-nums">
            {dollars(payment.amount)}
          </Td>
        </tr>
      ))}
    </DataTable>
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function StatusHistory({ history }: { history: TAdminBookingDetail['history'] }) {
  const t = useT(adminEn);
  const translate = useTranslateSentence();
  const { dateTime } = useAdminFormats();
  if (history.length === 0) return <p className="text-sm text-muted-foreground">{t('admin.history.empty')}</p>;
  return (
    <ol className="grid gap-3">
      {history.map((entry, index) => (
        <li key={index} className="border-l-2 border-primary/40 pl-3 text-sm">
          <p className="font-medium text-foreground">
            {entry.fromStatus
              ? `${t(`admin.booking.${entry.fromStatus}`)} → ${t(`admin.booking.${entry.toStatus}`)}`
              : t('admin.history.createdAs', { status: entry.toStatus })}
          </p>
          <p className="text-muted-foreground">
            {dateTime(entry.createdAt)} · {entry.changedBy ?? t('admin.history.system')}
            {entry.reason ? ` · ${translate(entry.reason)}` : ''}
          </p>
          {entry.previousStartTime && entry.newStartTime ? (
            <p className="text-muted-foreground">
              {t('admin.history.moved', { from: dateTime(entry.previousStartTime), to: dateTime(entry.newStartTime) })}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
