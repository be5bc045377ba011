import { PagePlaceholder } from '@/components/page-placeholder';

export function BookingPage() {
  return (
    <PagePlaceholder title="Book a Session">
      <p>Review your session details and confirm your booking.</p>
    </PagePlaceholder>
  );
}
