import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ZLoginRequest, type TLoginRequest } from '@shared/schemas/auth';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/submit-button';
import { authEn } from '@/i18n/catalogs/auth.en';
import { formsEn } from '@/i18n/catalogs/forms.en';
import { useT } from '@/lib/i18n/i18n-context';

type LoginFormProps = { pending: boolean; onSubmit: (values: TLoginRequest) => void };

export function LoginForm({ pending, onSubmit }: LoginFormProps) {
  const form = useForm<z.input<typeof ZLoginRequest>, unknown, TLoginRequest>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;
  const t = useT(authEn);
  const tf = useT(formsEn);
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(onSubmit)}>
      <FormField label={tf('forms.username')} error={errors.username?.message}>
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.register('username')} />
      </FormField>
      <FormField label={tf('forms.password')} error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <SubmitButton pending={pending}>{pending ? t('auth.loggingIn') : t('auth.logIn')}</SubmitButton>
    </form>
  );
}
