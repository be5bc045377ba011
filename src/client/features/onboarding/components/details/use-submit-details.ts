import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { TCoachDetailsForm } from '@shared/schemas/coach-profile';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/session/auth-context';
import { CURRENT_USER_QUERY_KEY } from '@/lib/session/get-current-user';
import { createCoachProfile, uploadProfileImage } from '../../api/coach-profile-api';
import { normalizeDetails, type DetailsFormValues } from '../../lib/details-form';
import { stepAfterDetails, stepPath } from '../../lib/onboarding-steps';
import { useOnboarding } from '../../state/onboarding-context';
import { setServerFieldErrors } from '@/lib/form-errors';
import { errorText } from '@/lib/error-text';
import { onboardingEn } from '@/i18n/catalogs/onboarding.en';
import { useT } from '@/lib/i18n/i18n-context';

// Details submit (docs/product/coach-onboarding.md#details-form): photo first (a failure only warns),
// then the profile, then the next step.
export function useSubmitDetails(photo: string | null) {
  const t = useT(onboardingEn);
  const { user } = useAuth();
  const { plan, storeDetails } = useOnboarding();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [submitting, setSubmitting] = useState(false);

  async function submit(values: TCoachDetailsForm, setError: UseFormSetError<DetailsFormValues>) {
    if (!user) {
      navigate(`/auth?returnTo=${encodeURIComponent('/coach-onboarding/details')}`);
      return;
    }
    setSubmitting(true);
    try {
      if (photo?.startsWith('data:')) {
        try {
          await uploadProfileImage(photo);
          void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
        } catch (error) {
          console.warn('Profile photo upload failed; continuing without it', error);
        }
      }
      const details = normalizeDetails(values);
      try {
        await createCoachProfile({
          ...details,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          planType: plan ?? 'free',
        });
      } catch (error) {
        setServerFieldErrors(setError, error, Object.keys(values) as (keyof DetailsFormValues)[], { focus: false });
        toast({ title: t('onboarding.error'), description: errorText(error) || t('onboarding.saveFailed'), variant: 'destructive' });
        return;
      }
      toast({ title: t('onboarding.profileCreated'), description: t('onboarding.profileCreatedText') });
      storeDetails(details);
      navigate(stepPath(stepAfterDetails(plan), plan));
    } catch (error) {
      console.error('Details submission failed', error);
      toast({
        title: t('onboarding.submissionError'),
        description: t('onboarding.submissionErrorText'),
        variant: 'destructive',
      });
    } finally {
      setSubmitting(false);
    }
  }

  return { submit, submitting };
}
