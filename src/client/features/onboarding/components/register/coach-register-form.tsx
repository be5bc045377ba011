import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { AccountFields } from '@/components/forms/account-fields';
import { SubmitButton } from '@/components/submit-button';
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
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => onSubmit(values, form.setError))}>
      <AccountFields form={form} passwordHint="At least 8 characters." />
      <SubmitButton pending={pending}>{pending ? 'Creating account…' : 'Create coach account'}</SubmitButton>
    </form>
  );
}
