import { PagePlaceholder } from '@/components/page-placeholder';

export function SettingsPage() {
  return (
    <PagePlaceholder title="Settings">
      <p>Manage your name, e-mail, photo and password.</p>
    </PagePlaceholder>
  );
}
