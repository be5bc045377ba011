import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { Link } from 'wouter';
import type { z } from 'zod';
import { ZRegisterForm, type TRegisterForm } from '@shared/schemas/auth';
import { AccountFields } from '@/components/forms/account-fields';
import { SubmitButton } from '@/components/submit-button';
import { authEn } from '@/i18n/catalogs/auth.en';
import { useT } from '@/lib/i18n/i18n-context';

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
  const t = useT(authEn);
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => onSubmit(values, form.setError))}>
      <AccountFields form={form} />
      <SubmitButton pending={pending}>{pending ? t('auth.creatingAccount') : t('auth.createAccount')}</SubmitButton>
      <p className="text-center text-sm">
        <Link href="/coach-onboarding/plan" className="font-medium text-primary underline-offset-4 hover:underline">
          {t('auth.coachLink')}
        </Link>
      </p>
    </form>
  );
}
