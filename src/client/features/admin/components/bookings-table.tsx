import { Link } from 'wouter';
import type { TAdminBookingSummary } from '@shared/schemas/admin';
import { adminEn } from '@/i18n/catalogs/admin.en';
import { useT } from '@/lib/i18n/i18n-context';
import { useAdminFormats } from '../lib/format';
import { DataTable, EmptyRow, Td, Th } from '@/components/data-table';
import { BookingStatusBadge, PaymentBadge } from './status-badges';

export function BookingsTable({ bookings, caption, emptyText }: { bookings: TAdminBookingSummary[]; caption: string; emptyText: string }) {
  const t = useT(adminEn);
  const { dateTime, dollars } = useAdminFormats();
  return (
    <DataTable
      caption={caption}
      head={
        <>
          <Th>{t('admin.col.dateTime')}</Th>
          <Th>{t('admin.col.client')}</Th>
          <Th>{t('admin.col.coach')}</Th>
          <Th>{t('admin.col.status')}</Th>
          <Th>{t('admin.col.payment')}</Th>
          <Th className="text-right">{t('admin.col.total')}</Th>
        </>
      }
    >
      {bookings.length === 0 ? <EmptyRow colSpan={6}>{emptyText}</EmptyRow> : null}
      {bookings.map((booking) => (
        <tr key={booking.id}>
          <Td className="whitespace-nowrap font-medium">
            <Link href={`/admin/bookings/${booking.id}`} className="text-primary underline-offset-4 hover:underline">
              {dateTime(booking.startTime)}
            </Link>
          </Td>
          <Td wrap>{booking.clientName}</Td>
          <Td wrap>{booking.coachName}</Td>
          <Td>
            <BookingStatusBadge status={booking.status} />
          </Td>
          <Td>
            <PaymentBadge status={booking.paymentStatus} />
          </Td>
          <Td className="text-right tabular-nums">{dollars(booking.totalPrice)}</Td>
        </tr>
      ))}
    </DataTable>
  );
}
