import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import { Crown } from 'lucide-react';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/session/auth-context';
import { SubmitButton } from '@/components/submit-button';
import { createCoachProfile } from '../../api/coach-profile-api';
import { stepPath } from '../../lib/onboarding-steps';
import { ZProSetupForm, type TProSetupForm } from '../../lib/pro-setup-form';
import { useOnboarding } from '../../state/onboarding-context';
import { FormSection } from '../shared/form-section';
import { OnboardingShell } from '../shared/onboarding-shell';
import { PracticeFields } from '../shared/practice-fields';
import { onboardingEn } from '@/i18n/catalogs/onboarding.en';
import { useT } from '@/lib/i18n/i18n-context';

type ProFormValues = {
  businessName: string;
  socialLink: string;
  calendarSyncEnabled: boolean;
  calendarType: 'google' | 'ical' | undefined;
};

// The Pro setup step (docs/product/coach-onboarding.md#pro-setup).
export function ProSetupStep() {
  const { user } = useAuth();
  const t = useT(onboardingEn);
  const { savedDetails, savedProDetails, storeProDetails, storeDetails } = useOnboarding();
  const [, navigate] = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const initial = savedProDetails ?? savedDetails;
  const form = useForm<ProFormValues, unknown, TProSetupForm>({
    resolver: zodResolver(ZProSetupForm) as never,
    defaultValues: {
      businessName: initial?.businessName ?? '',
      socialLink: initial?.socialLink ?? '',
      calendarSyncEnabled: initial?.calendarSyncEnabled ?? true,
      calendarType: initial?.calendarType ?? 'google',
    },
  });
  const { errors } = form.formState;
  const syncEnabled = useWatch({ control: form.control, name: 'calendarSyncEnabled' });

  async function submit(values: TProSetupForm) {
    if (!user) {
      toast({ title: t('onboarding.authRequired'), description: t('onboarding.logInToContinue'), variant: 'destructive' });
      return;
    }
    if (!savedDetails) {
      toast({
        title: t('onboarding.error'),
        description: t('onboarding.detailsNotFound'),
        variant: 'destructive',
      });
      return;
    }
    const pro: TProSetupForm = values.calendarSyncEnabled
      ? { ...values, calendarType: values.calendarType ?? 'google' }
      : { ...values, calendarType: undefined };
    const { calendarType, ...merged } = { ...savedDetails, ...pro };
    const details = pro.calendarSyncEnabled ? { ...merged, calendarType } : merged;
    setSubmitting(true);
    try {
      await createCoachProfile({
        ...details,
        // The Pro step sends the days JSON-encoded (docs/product/coach-onboarding.md#pro-setup).
        availableDays: JSON.stringify(details.availableDays),
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        planType: 'pro',
      });
      storeProDetails(pro);
      storeDetails(details);
      navigate(stepPath('payment', 'pro'));
    } catch (error) {
      console.error('Saving the Pro details failed', error);
      toast({ title: t('onboarding.error'), description: t('onboarding.proSaveFailed'), variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <OnboardingShell width="narrow" title={t('onboarding.proSetupTitle')} description={t('onboarding.proSetupIntro')}>
      <form noValidate className="grid gap-6" onSubmit={form.handleSubmit(submit)}>
        <FormSection title={t('onboarding.yourPractice')} description={t('onboarding.yourPracticeText')} icon={Crown}>
          <PracticeFields
            fields={{
              businessName: form.register('businessName'),
              socialLink: form.register('socialLink'),
              calendarSyncEnabled: form.register('calendarSyncEnabled'),
              calendarType: form.register('calendarType'),
            }}
            syncEnabled={syncEnabled}
            errors={{
              businessName: errors.businessName?.message,
              socialLink: errors.socialLink?.message,
              calendarType: errors.calendarType?.message,
            }}
          />
        </FormSection>
        <SubmitButton pending={submitting}>{t('onboarding.continueToPayment')}</SubmitButton>
      </form>
    </OnboardingShell>
  );
}
