import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/features/auth/components/submit-button';
import { ZCoachRegisterForm, type TCoachRegisterForm } from '../../lib/coach-register-form';

type CoachRegisterFormProps = {
  pending: boolean;
  onSubmit: (values: TCoachRegisterForm, setError: UseFormSetError<TCoachRegisterForm>) => void;
};

export function CoachRegisterForm({ pending, onSubmit }: CoachRegisterFormProps) {
  const form = useForm<TCoachRegisterForm>({
    resolver: zodResolver(ZCoachRegisterForm),
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
      <FormField label="Password" error={errors.password?.message} hint="At least 8 characters.">
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label="Confirm password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <SubmitButton pending={pending}>{pending ? 'Creating account…' : 'Create coach account'}</SubmitButton>
    </form>
  );
}
