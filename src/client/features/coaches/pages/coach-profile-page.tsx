import { PagePlaceholder } from '@/components/page-placeholder';

export function CoachProfilePage() {
  return (
    <PagePlaceholder title="Coach Profile">
      <p>Read about this coach, their reviews and open times.</p>
    </PagePlaceholder>
  );
}
