import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import type { TCoachMe } from '@shared/schemas/coach-profile';
import type { TSpecializationList } from '@shared/schemas/specializations';
import { CancellationPolicyField } from '@/components/cancellation-policy/cancellation-policy-field';
import { ProfilePhotoPicker } from '@/components/profile-photo-picker/profile-photo-picker';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useUpdateCoachProfile, useUploadProfileImage } from '../api/update-coach-profile';
import {
  formValuesOf,
  isDataUrl,
  profileChanged,
  updateRequestOf,
  ZEditProfileForm,
  type EditProfileInput,
  type EditProfileOutput,
  type EditProfileValues,
} from '../lib/profile-form';
import { PersonalFields } from './personal-fields';
import { SpecializationCheckboxes } from './specialization-checkboxes';
import { LanguageCheckboxes } from './language-checkboxes';
import { errorText } from '@/lib/error-text';
import { setServerFieldErrors } from '@/lib/form-errors';
import { FormActions } from '@/components/ui/form-actions';
import { coachProfileEditEn } from '@/i18n/catalogs/coach-profile-edit.en';
import { useT } from '@/lib/i18n/i18n-context';

// The dashboard opens 0.5 s after a successful save (docs/product/coach-dashboard.md#editing-the-profile).
const REDIRECT_AFTER_SAVE_MS = 500;
const FIELDS = [
  'firstName',
  'lastName',
  'businessName',
  'socialLink',
  'bio',
  'hourlyRate',
  'sessionLength',
  'certifications',
  'specializationIds',
  'coachingLanguages',
  'cancellationPolicy',
] as const;

// The heading's id is the English title's ('personal-information'), the same in every language.
function Section({ id, title, description, children }: { id: string; title: string; description: string; children: ReactNode }) {
  return (
    <Card className="grid gap-5 p-5 sm:p-6" role="region" aria-labelledby={id}>
      <div>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </Card>
  );
}

export function EditProfileForm({ coach, specializations }: { coach: TCoachMe; specializations: TSpecializationList }) {
  const [, navigate] = useLocation();
  const t = useT(coachProfileEditEn);
  const loaded = formValuesOf(coach);
  const form = useForm<EditProfileInput, unknown, EditProfileOutput>({
    resolver: zodResolver(ZEditProfileForm),
    defaultValues: loaded,
    mode: 'onTouched',
  });
  const [photo, setPhoto] = useState<string | null>(coach.profileImage);
  const upload = useUploadProfileImage();
  const update = useUpdateCoachProfile();
  // After a save the form stays disabled until the dashboard opens.
  const [redirecting, setRedirecting] = useState(false);
  const current = useWatch({ control: form.control }) as Partial<EditProfileValues>;
  const changed = profileChanged(loaded, current, photo !== coach.profileImage);
  const busy = upload.isPending || update.isPending;

  const submit = form.handleSubmit(async (values) => {
    let profileImage = photo;
    if (isDataUrl(photo)) {
      try {
        profileImage = (await upload.mutateAsync(photo)).profileImage;
        setPhoto(profileImage);
        toast({ title: t('coach-profile-edit.imageUploaded'), description: t('coach-profile-edit.imageUploadedText') });
      } catch (error) {
        // Nothing else is saved, so the coach can retry with another photo.
        toast({
          title: t('coach-profile-edit.uploadFailed'),
          description: error instanceof Error ? errorText(error) : t('coach-profile-edit.uploadFailedText'),
          variant: 'destructive',
        });
        return;
      }
    }
    update.mutate(updateRequestOf(values, profileImage), {
      onSuccess: () => {
        toast({ title: t('coach-profile-edit.updated') });
        setRedirecting(true);
        setTimeout(() => navigate('/coach-dashboard'), REDIRECT_AFTER_SAVE_MS);
      },
      onError: (error) => {
        setServerFieldErrors(form.setError, error, FIELDS, { focus: false });
        toast({
          title: t('coach-profile-edit.updateFailed'),
          description: t('coach-profile-edit.updateFailedText'),
          variant: 'destructive',
        });
      },
    });
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-6">
      <Section id="personal-information" title={t('coach-profile-edit.personal')} description={t('coach-profile-edit.personalText')}>
        <PersonalFields form={form} />
      </Section>
      <Section id="profile-photo" title={t('coach-profile-edit.photo')} description={t('coach-profile-edit.photoText')}>
        <ProfilePhotoPicker value={photo} onChange={setPhoto} disabled={busy} />
      </Section>
      <Section
        id="specializations"
        title={t('coach-profile-edit.specializations')}
        description={t('coach-profile-edit.specializationsText')}
      >
        <Controller
          control={form.control}
          name="specializationIds"
          render={({ field, fieldState }) => (
            <SpecializationCheckboxes
              options={specializations}
              value={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </Section>
      <Section id="languages" title={t('coach-profile-edit.languages')} description={t('coach-profile-edit.languagesText')}>
        <Controller
          control={form.control}
          name="coachingLanguages"
          render={({ field, fieldState }) => (
            <LanguageCheckboxes value={field.value ?? []} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
      </Section>
      <Section id="cancellation-policy" title={t('coach-profile-edit.policy')} description={t('coach-profile-edit.policyText')}>
        <CancellationPolicyField control={form.control} disabled={busy || redirecting} fallback={coach.cancellationPolicy} />
      </Section>
      <FormActions>
        <Button asChild variant="outline">
          <Link href="/coach-dashboard">{t('coach-profile-edit.cancel')}</Link>
        </Button>
        <Button type="submit" disabled={!changed || busy || redirecting}>
          {upload.isPending
            ? t('coach-profile-edit.uploading')
            : update.isPending
              ? t('coach-profile-edit.saving')
              : t('coach-profile-edit.save')}
        </Button>
      </FormActions>
    </form>
  );
}
