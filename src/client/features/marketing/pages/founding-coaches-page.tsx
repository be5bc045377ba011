import { PagePlaceholder } from '@/components/page-placeholder';

export function FoundingCoachesPage() {
  return (
    <PagePlaceholder title="Founding Coaches">
      <p>Join the first circle of coaches shaping Stillpoint.</p>
    </PagePlaceholder>
  );
}
