import { useEffect } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/session/auth-context';
import { useSpecializations } from '@/lib/specializations/get-specializations';
import { usePageMeta } from '@/lib/use-page-meta';
import { isMissingProfile, useCoachMe } from '../api/get-coach-me';
import { CoachPageFrame } from '../components/coach-page-frame';
import { EditProfileForm } from '../components/edit-profile-form';
import { NoCoachProfile } from '../components/no-coach-profile';
import { errorText } from '@/lib/error-text';
import { coachProfileEditEn } from '@/i18n/catalogs/coach-profile-edit.en';
import { useT } from '@/lib/i18n/i18n-context';

// The route allows coaches only (others go to /).
export function EditCoachProfilePage() {
  const { user } = useAuth();
  const coach = useCoachMe(user?.role === 'coach');
  const specializations = useSpecializations();
  const t = useT(coachProfileEditEn);
  usePageMeta(t('coach-profile-edit.title'));
  const missing = isMissingProfile(coach.error);
  const failed = coach.isError && !missing;

  useEffect(() => {
    if (failed) toast({ title: t('coach-profile-edit.error'), description: t('coach-profile-edit.fetchFailed'), variant: 'destructive' });
  }, [failed, t]);

  if (!user) return null;
  if (missing) return <NoCoachProfile firstName={user.firstName} />;

  return (
    <CoachPageFrame title={t('coach-profile-edit.title')} intro={<p>{t('coach-profile-edit.intro')}</p>}>
      {failed ? (
        <p role="alert" className="text-sm text-destructive">
          {t('coach-profile-edit.fetchFailedWhy', { reason: errorText(coach.error) })}
        </p>
      ) : specializations.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('coach-profile-edit.specializationsFailed', { reason: errorText(specializations.error) })}
        </p>
      ) : !coach.data || !specializations.data ? (
        <div className="py-16 text-center">
          <Spinner className="size-6 text-primary" label={t('coach-profile-edit.loading')} />
        </div>
      ) : (
        // Keyed by profile id so a different account never inherits a half-edited form.
        <EditProfileForm key={coach.data.id} coach={coach.data} specializations={specializations.data} />
      )}
    </CoachPageFrame>
  );
}
