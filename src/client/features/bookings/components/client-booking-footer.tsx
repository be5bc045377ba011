import type { ReactNode } from 'react';
import type { TBooking } from '@shared/schemas/bookings';
import { ReportButton } from '@/components/report/report-dialog';
import { formatPrice } from '@/lib/bookings/format-booking';

// The foot of a client's booking card: the total, then reporting the coach and
// the card's own actions.
export function ClientBookingFooter({ booking, children }: { booking: TBooking; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
      <p className="text-sm">
        Total <span className="font-semibold">{formatPrice(booking.totalPrice)}</span>
      </p>
      <div className="flex flex-wrap items-center justify-end gap-2">
        <ReportButton target={{ kind: 'user', bookingId: booking.id }} subject={booking.coachName} label="Report coach" className="h-9" />
        {children}
      </div>
    </div>
  );
}
