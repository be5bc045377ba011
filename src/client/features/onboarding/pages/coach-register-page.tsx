import { PagePlaceholder } from '@/components/page-placeholder';

export function CoachRegisterPage() {
  return (
    <PagePlaceholder title="Create your mindfulness coach account">
      <p>Set up your account to start your coach profile.</p>
    </PagePlaceholder>
  );
}
