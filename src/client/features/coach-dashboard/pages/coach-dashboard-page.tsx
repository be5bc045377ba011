import { PagePlaceholder } from '@/components/page-placeholder';

export function CoachDashboardPage() {
  return (
    <PagePlaceholder title="Coach Dashboard">
      <p>Your sessions, calendar and earnings at a glance.</p>
    </PagePlaceholder>
  );
}
