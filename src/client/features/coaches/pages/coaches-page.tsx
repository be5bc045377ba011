import { PagePlaceholder } from '@/components/page-placeholder';

export function CoachesPage() {
  return (
    <PagePlaceholder title="Find Your Coach">
      <p>Browse mindfulness coaches by specialty, availability and price.</p>
    </PagePlaceholder>
  );
}
