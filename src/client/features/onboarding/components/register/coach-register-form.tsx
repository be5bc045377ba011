import { onboardingEn } from '@/i18n/catalogs/onboarding.en';
import { useT } from '@/lib/i18n/i18n-context';
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
  const t = useT(onboardingEn);
  const form = useForm<TCoachRegisterForm>({
    resolver: zodResolver(ZCoachRegisterForm),
    defaultValues: { firstName: '', lastName: '', username: '', email: '', password: '', confirmPassword: '' },
  });
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => onSubmit(values, form.setError))}>
      <AccountFields form={form} passwordHint={t('onboarding.passwordHint')} />
      <SubmitButton pending={pending}>{pending ? t('onboarding.creatingAccount') : t('onboarding.createAccount')}</SubmitButton>
    </form>
  );
}
