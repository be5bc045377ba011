import { PagePlaceholder } from '@/components/page-placeholder';

export function GettingStartedPage() {
  return (
    <PagePlaceholder title="Getting Started">
      <p>How to find the right coach and book your first session.</p>
    </PagePlaceholder>
  );
}
