import { PagePlaceholder } from '@/components/page-placeholder';

export function ClientDashboardPage() {
  return (
    <PagePlaceholder title="My Bookings">
      <p>Your upcoming and past sessions appear here.</p>
    </PagePlaceholder>
  );
}
