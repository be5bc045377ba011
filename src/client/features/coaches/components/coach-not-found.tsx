import { NotFoundNotice } from '@/components/not-found-notice';
import { profileEn } from '@/i18n/catalogs/profile.en';
import { useT } from '@/lib/i18n/i18n-context';

export function CoachNotFound() {
  const t = useT(profileEn);
  return (
    <NotFoundNotice title={t('profile.notFoundTitle')} text={t('profile.coachGone')} href="/coaches" linkText={t('profile.browseAll')} />
  );
}
