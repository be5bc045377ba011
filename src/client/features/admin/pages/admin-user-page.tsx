import { PagePlaceholder } from '@/components/page-placeholder';

export function AdminUserPage() {
  return (
    <PagePlaceholder title="User Details">
      <p>Account details and activity for this user.</p>
    </PagePlaceholder>
  );
}
