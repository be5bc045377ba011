import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { Link } from 'wouter';
import type { z } from 'zod';
import { ZRegisterForm, type TRegisterForm } from '@shared/schemas/auth';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from './submit-button';

type RegisterFormInput = z.input<typeof ZRegisterForm>;
type RegisterFormProps = {
  pending: boolean;
  // setError lets the caller show the server's field messages (e.g. a taken username) inline.
  onSubmit: (values: TRegisterForm, setError: UseFormSetError<RegisterFormInput>) => void;
};

export function RegisterForm({ pending, onSubmit }: RegisterFormProps) {
  const form = useForm<RegisterFormInput, unknown, TRegisterForm>({
    resolver: zodResolver(ZRegisterForm),
    defaultValues: { firstName: '', lastName: '', username: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => onSubmit(values, form.setError))}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField label="Username" error={errors.username?.message}>
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.register('username')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label="Confirm password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <SubmitButton pending={pending}>{pending ? 'Creating account…' : 'Create account'}</SubmitButton>
      <p className="text-center text-sm">
        <Link href="/coach-onboarding/plan" className="font-medium text-primary underline-offset-4 hover:underline">
          Are you a mindfulness coach? Click here to register as a coach.
        </Link>
      </p>
    </form>
  );
}
