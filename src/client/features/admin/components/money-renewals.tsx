// Memberships' monthly charges in the admin's money (docs/product/packages.md):
// each month after the first, paid or refused with the card's reason and how
// often it was tried, so a failed renewal in grace is seen before it lapses.
import type { TAdminRenewal } from '@shared/schemas/packages';
import { adminMoneyEn } from '@/i18n/catalogs/admin-money.en';
import { useT } from '@/lib/i18n/i18n-context';
import { useTranslateSentence } from '@/lib/i18n/translate-sentence';
import { useAdminFormats } from '../lib/format';
import { DataTable, EmptyRow, Td, Th } from '@/components/data-table';
import { StatusText } from './money-format';

const HEAD_KEYS = [
  'admin-money.head.monthFrom',
  'admin-money.head.membership',
  'admin-money.head.client',
  'admin-money.head.coach',
  'admin-money.head.amount',
  'admin-money.head.state',
  'admin-money.head.tries',
  'admin-money.head.reason',
] as const;

export function RenewalsTable({ renewals, timeZone }: { renewals: TAdminRenewal[]; timeZone: string }) {
  const t = useT(adminMoneyEn);
  // The card's refusal, in the admin's language when the catalogs know it.
  const translate = useTranslateSentence();
  const { dollars, shortDay } = useAdminFormats();
  const HEADS = HEAD_KEYS.map((key) => t(key));
  return (
    <DataTable
      caption={t('admin-money.renewals.title')}
      stack
      head={HEADS.map((h) => (
        <Th key={h}>{h}</Th>
      ))}
    >
      {renewals.length === 0 ? (
        <EmptyRow colSpan={HEADS.length}>{t('admin-money.renewals.empty')}</EmptyRow>
      ) : (
        renewals.map((r) => (
          <tr key={r.id}>
            <Td label={HEADS[0]}>{shortDay(r.periodStart, timeZone)}</Td>
            <Td label={HEADS[1]}>#{r.purchaseId}</Td>
            <Td label={HEADS[2]}>{t('admin-money.packages.client', { id: String(r.clientId) })}</Td>
            <Td label={HEADS[3]} wrap>
              {r.coachName}
            </Td>
            <Td label={HEADS[4]} className="tabular-nums">
              {dollars(r.amount)}
            </Td>
            <Td label={HEADS[5]}>
              <StatusText status={r.status} />
            </Td>
            <Td label={HEADS[6]} className="tabular-nums">
              {r.attempts}
            </Td>
            <Td label={HEADS[7]} wrap>
              {r.failureReason ? translate(r.failureReason) : '—'}
            </Td>
          </tr>
        ))
      )}
    </DataTable>
  );
}
