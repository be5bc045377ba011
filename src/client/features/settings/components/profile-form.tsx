import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { TCurrentUser } from '@shared/schemas/auth';
import { ZUpdateProfileRequest, type TUpdateProfileRequest } from '@shared/schemas/account';
import { NameFields } from '@/components/forms/account-fields';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { useUpdateProfile } from '../api/update-profile';
import { SaveButton } from './save-button';
import { setServerFieldErrors } from '@/lib/form-errors';
import { errorMessage } from '@/lib/error-text';

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

  const mutation = useUpdateProfile({
    onSuccess: (updated) => {
      // The saved values become the new baseline, so Save is disabled again.
      form.reset(valuesOf(updated));
      toast({ title: 'Profile updated', description: 'Your account details have been saved.' });
    },
    onError: (error) => {
      // 409 is the only conflict this form can cause: the e-mail belongs to someone else.
      if (!setServerFieldErrors(form.setError, error, FIELDS, { statusField: { status: 409, field: 'email' } })) {
        toast({ title: 'Update failed', description: errorMessage(error, 'Failed to update profile'), variant: 'destructive' });
      }
    },
  });

  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
      <NameFields form={form} className="items-start" />
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...form.register('email')} />
      </FormField>
      <div>
        <SaveButton pending={mutation.isPending} disabled={!isDirty}>
          {mutation.isPending ? 'Saving…' : 'Save changes'}
        </SaveButton>
      </div>
    </form>
  );
}
