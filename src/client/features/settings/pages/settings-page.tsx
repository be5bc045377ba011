import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/session/auth-context';
import { usePageMeta } from '@/lib/use-page-meta';
import { LanguageForm } from '../components/language-form';
import { PasswordForm } from '../components/password-form';
import { PhotoSection } from '../components/photo-section';
import { ProfileForm } from '../components/profile-form';
import { SettingsCard } from '../components/settings-card';
import { dashboardLinkFor } from '../lib/dashboard-link';
import { settingsEn } from '@/i18n/catalogs/settings.en';
import { useT } from '@/lib/i18n/i18n-context';

// /settings is the signed-in user's own account, for every role (docs/product/accounts-and-roles.md#settings).
export function SettingsPage() {
  const { user } = useAuth();
  const t = useT(settingsEn);
  usePageMeta(t('settings.pageTitle'), t('settings.pageDescription'));
  // The route guard only renders this page for a signed-in user.
  if (!user) return <PageSpinner />;
  const dashboard = dashboardLinkFor(user);

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 md:py-14">
      <Link
        href={dashboard.href}
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('settings.backTo', { role: user.role })}
      </Link>
      <h1 className="mt-4 font-serif text-3xl font-semibold tracking-tight sm:text-4xl">{t('settings.heading')}</h1>
      <p className="mt-2 text-muted-foreground">{t('settings.intro', { username: user.username })}</p>
      <div className="mt-8 grid gap-6">
        {/* Keyed by user so a different account never inherits half-typed values. */}
        <SettingsCard id="profile" title={t('settings.profileTitle')} description={t('settings.profileDescription')}>
          <ProfileForm key={user.id} user={user} />
        </SettingsCard>
        <SettingsCard id="photo" title={t('settings.photoTitle')} description={t('settings.photoDescription')}>
          <PhotoSection user={user} />
        </SettingsCard>
        <SettingsCard id="language" title={t('settings.languageTitle')} description={t('settings.languageDescription')}>
          <LanguageForm key={user.id} user={user} />
        </SettingsCard>
        <SettingsCard id="password" title={t('settings.passwordTitle')} description={t('settings.passwordDescription')}>
          <PasswordForm key={user.id} username={user.username} />
        </SettingsCard>
      </div>
    </section>
  );
}
