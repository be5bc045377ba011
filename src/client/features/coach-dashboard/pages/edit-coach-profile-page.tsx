import { PagePlaceholder } from '@/components/page-placeholder';

export function EditCoachProfilePage() {
  return (
    <PagePlaceholder title="Edit Coach Profile">
      <p>Update your personal information, photo and specializations.</p>
    </PagePlaceholder>
  );
}
