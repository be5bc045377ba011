import type { ReactNode } from 'react';
import type { TBooking } from '@shared/schemas/bookings';
import { ReportButton } from '@/components/report/report-dialog';
import { clientDashboardEn } from '@/i18n/catalogs/client-dashboard.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { clientFormats } from '@/lib/bookings/client-formats';

// The foot of a client's booking card: the total, then reporting the coach and
// the card's own actions.
export function ClientBookingFooter({ booking, children }: { booking: TBooking; children: ReactNode }) {
  const t = useT(clientDashboardEn);
  const formats = clientFormats(useLocale());
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
      <p className="text-sm">
        {t('client-dashboard.total')} <span className="font-semibold">{formats.price(booking.totalPrice)}</span>
      </p>
      <div className="flex flex-wrap items-center justify-end gap-2">
        <ReportButton
          target={{ kind: 'user', bookingId: booking.id }}
          subject={booking.coachName}
          label={t('client-dashboard.reportCoach')}
          className="h-9"
        />
        {children}
      </div>
    </div>
  );
}
