import { PagePlaceholder } from '@/components/page-placeholder';

export function CoachHistoryPage() {
  return (
    <PagePlaceholder title="Session History">
      <p>All of your past sessions.</p>
    </PagePlaceholder>
  );
}
