import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ACCOUNT_MESSAGES, NEW_PASSWORD_MIN, ZChangePasswordForm, type TChangePasswordForm } from '@shared/schemas/account';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { useChangePassword } from '../api/change-password';
import { SaveButton } from './save-button';
import { setServerFieldErrors } from '@/lib/form-errors';
import { errorMessage } from '@/lib/error-text';
import { settingsEn } from '@/i18n/catalogs/settings.en';
import { useT } from '@/lib/i18n/i18n-context';

const FIELDS = ['currentPassword', 'newPassword'] as const;
const EMPTY: TChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm({ username }: { username: string }) {
  const form = useForm<TChangePasswordForm>({ resolver: zodResolver(ZChangePasswordForm), defaultValues: EMPTY });
  const { errors } = form.formState;
  const t = useT(settingsEn);

  const mutation = useChangePassword({
    onSuccess: () => {
      form.reset(EMPTY);
      // The server ended every other session of this account; this one stays.
      toast({ title: t('settings.passwordChanged'), description: t('settings.otherDevicesSignedOut') });
    },
    onError: (error) => {
      if (!setServerFieldErrors(form.setError, error, FIELDS)) {
        toast({
          title: t('settings.passwordNotChanged'),
          description: errorMessage(error, ACCOUNT_MESSAGES.currentPasswordWrong),
          variant: 'destructive',
        });
      }
    },
  });

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit(({ currentPassword, newPassword }) => mutation.mutate({ currentPassword, newPassword }))}
    >
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <FormField label={t('settings.currentPassword')} error={errors.currentPassword?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          label={t('settings.newPassword')}
          hint={t('settings.newPasswordHint', { min: NEW_PASSWORD_MIN })}
          error={errors.newPassword?.message}
        >
          <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
        </FormField>
        <FormField label={t('settings.confirmNewPassword')} error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
      </div>
      <div>
        <SaveButton pending={mutation.isPending}>{mutation.isPending ? t('settings.changing') : t('settings.changePassword')}</SaveButton>
      </div>
    </form>
  );
}
