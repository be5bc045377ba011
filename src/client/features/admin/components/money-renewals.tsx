// Memberships' monthly charges in the admin's money (docs/product/packages.md):
// each month after the first, paid or refused with the card's reason and how
// often it was tried, so a failed renewal in grace is seen before it lapses.
import { formatDollars } from '@shared/domain/money';
import type { TAdminRenewal } from '@shared/schemas/packages';
import { formatShortDate } from '@/lib/bookings/format-booking';
import { DataTable, EmptyRow, Td, Th } from './data-table';
import { StatusText } from './money-format';

const HEADS = ['Month from', 'Membership', 'Client', 'Coach', 'Amount', 'State', 'Tries', 'Reason'];

export function RenewalsTable({ renewals, timeZone }: { renewals: TAdminRenewal[]; timeZone: string }) {
  return (
    <DataTable
      caption="Membership renewals"
      stack
      head={HEADS.map((h) => (
        <Th key={h}>{h}</Th>
      ))}
    >
      {renewals.length === 0 ? (
        <EmptyRow colSpan={HEADS.length}>No membership renewed yet</EmptyRow>
      ) : (
        renewals.map((r) => (
          <tr key={r.id}>
            <Td label={HEADS[0]}>{formatShortDate(new Date(r.periodStart), timeZone)}</Td>
            <Td label={HEADS[1]}>#{r.purchaseId}</Td>
            <Td label={HEADS[2]}>Client {r.clientId}</Td>
            <Td label={HEADS[3]} wrap>
              {r.coachName}
            </Td>
            <Td label={HEADS[4]} className="tabular-nums">
              {formatDollars(r.amount)}
            </Td>
            <Td label={HEADS[5]}>
              <StatusText status={r.status} />
            </Td>
            <Td label={HEADS[6]} className="tabular-nums">
              {r.attempts}
            </Td>
            <Td label={HEADS[7]} wrap>
              {r.failureReason ?? '—'}
            </Td>
          </tr>
        ))
      )}
    </DataTable>
  );
}
