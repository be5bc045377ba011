import { PagePlaceholder } from '@/components/page-placeholder';

export function CoachOnboardingPage() {
  return (
    <PagePlaceholder title="Become a Mindfulness Coach">
      <p>Choose a plan, create your profile and start welcoming clients.</p>
    </PagePlaceholder>
  );
}
