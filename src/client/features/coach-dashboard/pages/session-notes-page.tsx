import { PagePlaceholder } from '@/components/page-placeholder';

export function SessionNotesPage() {
  return (
    <PagePlaceholder title="Session Notes">
      <p>Your private notes for this session.</p>
    </PagePlaceholder>
  );
}
