import type { ReactNode } from 'react';
import type { TBooking } from '@shared/schemas/bookings';
import { Card } from '@/components/ui/card';
import { clientDashboardEn } from '@/i18n/catalogs/client-dashboard.en';
import { useT } from '@/lib/i18n/i18n-context';

// A client's session on the dashboard, upcoming or past: one article named by its coach.
export function ClientBookingCard({ booking, testId, children }: { booking: TBooking; testId: string; children: ReactNode }) {
  const t = useT(clientDashboardEn);
  return (
    <Card
      className="grid gap-4 p-5 sm:p-6"
      data-testid={testId}
      aria-label={t('client-dashboard.sessionWith', { name: booking.coachName })}
      role="article"
    >
      {children}
    </Card>
  );
}
