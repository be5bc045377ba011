import { PagePlaceholder } from '@/components/page-placeholder';

export function AdminDashboardPage() {
  return (
    <PagePlaceholder title="Admin Dashboard">
      <p>Platform overview, users, bookings and specializations.</p>
    </PagePlaceholder>
  );
}
