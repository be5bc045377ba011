import { PagePlaceholder } from '@/components/page-placeholder';

export function LeaveReviewPage() {
  return (
    <PagePlaceholder title="Leave a Review">
      <p>Share how your session went to help others find the right coach.</p>
    </PagePlaceholder>
  );
}
