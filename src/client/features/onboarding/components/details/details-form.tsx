import { Award, CalendarClock, CalendarSync, CalendarX2, Camera, DollarSign, FileText, Sparkles, Store } from 'lucide-react';
import { CancellationPolicyField } from '@/components/cancellation-policy/cancellation-policy-field';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ProfilePhotoPicker } from '@/components/profile-photo-picker/profile-photo-picker';
import { SessionLengthField } from '@/components/forms/session-length-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useAuth } from '@/lib/session/auth-context';
import { SubmitButton } from '@/components/submit-button';
import { detailsDefaults, detailsResolver, type DetailsFormValues } from '../../lib/details-form';
import { browserTimeZone } from '@/lib/time-zones';
import { useOnboarding } from '../../state/onboarding-context';
import { customSchedule, legacyFromCustom } from '../../lib/custom-hours';
import { formFromSchedule, validateScheduleForm, type ScheduleFormValues } from '@/lib/schedule-form/schedule-form';
import { CheckboxField } from '../shared/checkbox-field';
import { FormSection } from '../shared/form-section';
import { PracticeFields } from '../shared/practice-fields';
import { AvailabilityFields } from './availability-fields';
import { BioField } from './bio-field';
import { SpecializationsField } from './specializations-field';
import { useSubmitDetails } from './use-submit-details';
import { onboardingEn } from '@/i18n/catalogs/onboarding.en';
import { useT } from '@/lib/i18n/i18n-context';

// The details screen and its rules (docs/product/coach-onboarding.md#details-form).
export function DetailsForm() {
  const { user } = useAuth();
  const t = useT(onboardingEn);
  const { savedDetails } = useOnboarding();
  const [photo, setPhoto] = useState<string | null>(user?.profileImage ?? null);
  const { submit, submitting } = useSubmitDetails(photo);
  const [custom, setCustom] = useState<ScheduleFormValues | null>(() =>
    savedDetails?.schedule ? formFromSchedule(savedDetails.schedule) : null,
  );
  const form = useForm<DetailsFormValues, unknown, Parameters<typeof submit>[0]>({
    resolver: detailsResolver,
    defaultValues: detailsDefaults(savedDetails, browserTimeZone()),
  });
  const { errors } = form.formState;
  const practice = {
    businessName: form.register('businessName'),
    socialLink: form.register('socialLink'),
    calendarSyncEnabled: form.register('calendarSyncEnabled'),
    calendarType: form.register('calendarType'),
  };
  const practiceErrors = {
    businessName: errors.businessName?.message,
    socialLink: errors.socialLink?.message,
    calendarType: errors.calendarType?.message,
  };
  const syncEnabled = useWatch({ control: form.control, name: 'calendarSyncEnabled' });
  const bio = useWatch({ control: form.control, name: 'bio' });
  const timeZone = useWatch({ control: form.control, name: 'timeZone' });
  const customErrors = custom ? (validateScheduleForm({ ...custom, timeZone }) ?? {}) : {};
  // The days and the widest window follow the windows, so the rules on them (docs/product/coach-onboarding.md#details-form) still apply.
  const onCustomChange = (next: ScheduleFormValues | null) => {
    setCustom(next);
    if (!next) return;
    const legacy = legacyFromCustom(next);
    const validate = form.formState.isSubmitted;
    form.setValue('availableDays', legacy.availableDays, { shouldValidate: validate });
    form.setValue('availableFrom', legacy.availableFrom, { shouldValidate: validate });
    form.setValue('availableTo', legacy.availableTo, { shouldValidate: validate });
  };
  const onValid = (values: Parameters<typeof submit>[0]) => {
    if (!custom) return submit(values, form.setError);
    // The messages are already shown beside the windows.
    if (validateScheduleForm({ ...custom, timeZone: values.timeZone })) return;
    return submit({ ...values, schedule: customSchedule(custom, values.timeZone) }, form.setError);
  };

  return (
    <form noValidate className="grid gap-6" onSubmit={form.handleSubmit(onValid)}>
      <FormSection title={t('onboarding.rates')} description={t('onboarding.ratesText')} icon={DollarSign}>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t('onboarding.hourlyRateUsd')} error={errors.hourlyRate?.message}>
            <Input type="number" inputMode="decimal" min={1} max={999} step="1" {...form.register('hourlyRate', { valueAsNumber: true })} />
          </FormField>
          <SessionLengthField
            error={errors.sessionLength?.message}
            registration={form.register('sessionLength', { valueAsNumber: true })}
          />
        </div>
      </FormSection>
      <FormSection title={t('onboarding.specializations')} description={t('onboarding.specializationsText')} icon={Sparkles}>
        <Controller
          control={form.control}
          name="specializationIds"
          render={({ field }) => <SpecializationsField value={field.value} onChange={field.onChange} />}
        />
      </FormSection>
      <FormSection title={t('onboarding.certifications')} description={t('onboarding.certificationsText')} icon={Award}>
        <FormField label={t('onboarding.certifications')} error={errors.certifications?.message}>
          <Input maxLength={500} placeholder={t('onboarding.certificationsPlaceholder')} {...form.register('certifications')} />
        </FormField>
      </FormSection>
      <FormSection title={t('onboarding.yourBio')} description={t('onboarding.yourBioText')} icon={FileText}>
        <BioField field={form.register('bio')} value={bio} error={errors.bio?.message} />
      </FormSection>
      <FormSection title={t('onboarding.photo')} description={t('onboarding.photoText')} icon={Camera}>
        <ProfilePhotoPicker value={photo} onChange={setPhoto} disabled={submitting} />
      </FormSection>
      <FormSection title={t('onboarding.practice')} description={t('onboarding.practiceText')} icon={Store}>
        <PracticeFields fields={practice} syncEnabled={syncEnabled} errors={practiceErrors} part="practice" />
      </FormSection>
      <FormSection title={t('onboarding.calendarSync')} icon={CalendarSync}>
        <PracticeFields fields={practice} syncEnabled={syncEnabled} errors={practiceErrors} part="calendar" />
      </FormSection>
      <FormSection title={t('onboarding.availability')} description={t('onboarding.availabilityText')} icon={CalendarClock}>
        <AvailabilityFields form={form} errors={errors} custom={custom} customErrors={customErrors} onCustomChange={onCustomChange} />
      </FormSection>
      <FormSection title={t('onboarding.policy')} description={t('onboarding.policyText')} icon={CalendarX2}>
        <CancellationPolicyField control={form.control} disabled={submitting} />
      </FormSection>
      <CheckboxField
        label={t('onboarding.terms')}
        description={t('onboarding.termsText')}
        error={errors.acceptedTerms?.message}
        {...form.register('acceptedTerms')}
      />
      <SubmitButton pending={submitting}>{t('onboarding.createProfile')}</SubmitButton>
    </form>
  );
}
