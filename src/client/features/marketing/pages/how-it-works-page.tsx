import { PagePlaceholder } from '@/components/page-placeholder';

export function HowItWorksPage() {
  return (
    <PagePlaceholder title="How It Works">
      <p>From finding a coach to your first video session, step by step.</p>
    </PagePlaceholder>
  );
}
