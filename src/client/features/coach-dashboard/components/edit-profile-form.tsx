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

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const id = title.toLowerCase().replace(/\W+/g, '-');
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
        toast({ title: 'Image Uploaded', description: 'Your new profile photo has been saved.' });
      } catch (error) {
        // Nothing else is saved, so the coach can retry with another photo.
        toast({
          title: 'Upload Failed',
          description: error instanceof Error ? errorText(error) : 'Failed to upload profile image',
          variant: 'destructive',
        });
        return;
      }
    }
    update.mutate(updateRequestOf(values, profileImage), {
      onSuccess: () => {
        toast({ title: 'Profile updated successfully' });
        setRedirecting(true);
        setTimeout(() => navigate('/coach-dashboard'), REDIRECT_AFTER_SAVE_MS);
      },
      onError: (error) => {
        setServerFieldErrors(form.setError, error, FIELDS, { focus: false });
        toast({ title: 'Update failed', description: 'An error occurred while updating your profile', variant: 'destructive' });
      },
    });
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-6">
      <Section title="Personal Information" description="How clients see you in the directory and on your profile.">
        <PersonalFields form={form} />
      </Section>
      <Section title="Profile Photo" description="A clear, friendly photo helps clients feel at ease.">
        <ProfilePhotoPicker value={photo} onChange={setPhoto} disabled={busy} />
      </Section>
      <Section title="Specializations" description="Choose the areas you coach in; clients filter the directory by them.">
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
      <Section title="Languages" description="The languages you coach in; clients filter the directory by them.">
        <Controller
          control={form.control}
          name="coachingLanguages"
          render={({ field, fieldState }) => (
            <LanguageCheckboxes value={field.value ?? []} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
      </Section>
      <Section title="Cancellation Policy" description="How much clients get back when they cancel. A change applies to new bookings only.">
        <CancellationPolicyField control={form.control} disabled={busy || redirecting} fallback={coach.cancellationPolicy} />
      </Section>
      <FormActions>
        <Button asChild variant="outline">
          <Link href="/coach-dashboard">Cancel</Link>
        </Button>
        <Button type="submit" disabled={!changed || busy || redirecting}>
          {upload.isPending ? 'Uploading photo...' : update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </FormActions>
    </form>
  );
}
