import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ZLoginRequest, type TLoginRequest } from '@shared/schemas/auth';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/submit-button';

type LoginFormProps = { pending: boolean; onSubmit: (values: TLoginRequest) => void };

export function LoginForm({ pending, onSubmit }: LoginFormProps) {
  const form = useForm<z.input<typeof ZLoginRequest>, unknown, TLoginRequest>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(onSubmit)}>
      <FormField label="Username" error={errors.username?.message}>
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.register('username')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <SubmitButton pending={pending}>{pending ? 'Logging in…' : 'Log in'}</SubmitButton>
    </form>
  );
}
