import { Link } from 'wouter';
import { formatDollars } from '@shared/domain/money';
import type { TAdminBookingSummary } from '@shared/schemas/admin';
import { formatDateTime } from '../lib/format';
import { DataTable, EmptyRow, Td, Th } from './data-table';
import { BookingStatusBadge, PaymentBadge } from './status-badges';

export function BookingsTable({ bookings, caption, emptyText }: { bookings: TAdminBookingSummary[]; caption: string; emptyText: string }) {
  return (
    <DataTable
      caption={caption}
      head={
        <>
          <Th>Date and time</Th>
          <Th>Client</Th>
          <Th>Coach</Th>
          <Th>Status</Th>
          <Th>Payment</Th>
          <Th className="text-right">Total</Th>
        </>
      }
    >
      {bookings.length === 0 ? <EmptyRow colSpan={6}>{emptyText}</EmptyRow> : null}
      {bookings.map((booking) => (
        <tr key={booking.id}>
          <Td className="whitespace-nowrap font-medium">
            <Link href={`/admin/bookings/${booking.id}`} className="text-primary underline-offset-4 hover:underline">
              {formatDateTime(booking.startTime)}
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
          <Td className="text-right tabular-nums">{formatDollars(booking.totalPrice)}</Td>
        </tr>
      ))}
    </DataTable>
  );
}
