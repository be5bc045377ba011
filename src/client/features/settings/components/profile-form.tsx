import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { TCurrentUser } from '@shared/schemas/auth';
import { ZUpdateProfileRequest, type TUpdateProfileRequest } from '@shared/schemas/account';
import { NameFields } from '@/components/forms/account-fields';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formsEn } from '@/i18n/catalogs/forms.en';
import { toast } from '@/components/ui/use-toast';
import { useUpdateProfile } from '../api/update-profile';
import { SaveButton } from './save-button';
import { setServerFieldErrors } from '@/lib/form-errors';
import { errorMessage } from '@/lib/error-text';
import { settingsEn } from '@/i18n/catalogs/settings.en';
import { useT } from '@/lib/i18n/i18n-context';

const FIELDS = ['firstName', 'lastName', 'email'] as const;

function valuesOf(user: TCurrentUser): TUpdateProfileRequest {
  return { firstName: user.firstName, lastName: user.lastName, email: user.email };
}

export function ProfileForm({ user }: { user: TCurrentUser }) {
  const form = useForm<z.input<typeof ZUpdateProfileRequest>, unknown, TUpdateProfileRequest>({
    resolver: zodResolver(ZUpdateProfileRequest),
    defaultValues: valuesOf(user),
  });
  const { errors, isDirty } = form.formState;
  const t = useT(settingsEn);
  const tf = useT(formsEn);

  const mutation = useUpdateProfile({
    onSuccess: (updated) => {
      // The saved values become the new baseline, so Save is disabled again.
      form.reset(valuesOf(updated));
      toast({ title: t('settings.profileUpdated'), description: t('settings.profileSaved') });
    },
    onError: (error) => {
      // 409 is the only conflict this form can cause: the e-mail belongs to someone else.
      if (!setServerFieldErrors(form.setError, error, FIELDS, { statusField: { status: 409, field: 'email' } })) {
        toast({ title: t('settings.updateFailed'), description: errorMessage(error, t('settings.profileFailed')), variant: 'destructive' });
      }
    },
  });

  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
      <NameFields form={form} className="items-start" />
      <FormField label={tf('forms.email')} error={errors.email?.message}>
        <Input type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...form.register('email')} />
      </FormField>
      <div>
        <SaveButton pending={mutation.isPending} disabled={!isDirty}>
          {mutation.isPending ? t('settings.saving') : t('settings.saveChanges')}
        </SaveButton>
      </div>
    </form>
  );
}
