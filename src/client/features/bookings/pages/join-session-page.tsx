import { PagePlaceholder } from '@/components/page-placeholder';

export function JoinSessionPage() {
  return (
    <PagePlaceholder title="Join Your Session">
      <p>The video meeting link for this session appears here once it is confirmed.</p>
    </PagePlaceholder>
  );
}
