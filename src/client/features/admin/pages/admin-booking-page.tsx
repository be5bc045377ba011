import { PagePlaceholder } from '@/components/page-placeholder';

export function AdminBookingPage() {
  return (
    <PagePlaceholder title="Booking Details">
      <p>Details, status and payment of this booking.</p>
    </PagePlaceholder>
  );
}
