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

const FETCH_FAILED = 'Failed to fetch coach profile';

// The route allows coaches only (others go to /).
export function EditCoachProfilePage() {
  const { user } = useAuth();
  const coach = useCoachMe(user?.role === 'coach');
  const specializations = useSpecializations();
  usePageMeta('Edit Coach Profile');
  const missing = isMissingProfile(coach.error);
  const failed = coach.isError && !missing;

  useEffect(() => {
    if (failed) toast({ title: 'Error', description: FETCH_FAILED, variant: 'destructive' });
  }, [failed]);

  if (!user) return null;
  if (missing) return <NoCoachProfile firstName={user.firstName} />;

  return (
    <CoachPageFrame title="Edit Coach Profile" intro={<p>Keep your profile current so clients know what to expect.</p>}>
      {failed ? (
        <p role="alert" className="text-sm text-destructive">
          {FETCH_FAILED}. {errorText(coach.error)}
        </p>
      ) : specializations.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Failed to fetch specializations. {errorText(specializations.error)}
        </p>
      ) : !coach.data || !specializations.data ? (
        <div className="py-16 text-center">
          <Spinner className="size-6 text-primary" label="Loading your profile" />
        </div>
      ) : (
        // Keyed by profile id so a different account never inherits a half-edited form.
        <EditProfileForm key={coach.data.id} coach={coach.data} specializations={specializations.data} />
      )}
    </CoachPageFrame>
  );
}
