// The account fields every sign-up and profile form shares, so labels,
// autocomplete hints and error wiring stay the same across /auth, coach
// registration, settings and the coach's profile edit.
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formsEn } from '@/i18n/catalogs/forms.en';
import { useT } from '@/lib/i18n/i18n-context';
import { cn } from '@/lib/utils';

type NameValues = { firstName: string; lastName: string };
type AccountValues = NameValues & { username: string; email: string; password: string; confirmPassword: string };

// react-hook-form types field paths per form; these components only ever
// touch the named fields, which the type parameters guarantee exist.
function fieldError<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, name: string): string | undefined {
  return (form.formState.errors as Record<string, FieldError | undefined>)[name]?.message;
}

type FormOf<T extends FieldValues> = UseFormReturn<T, unknown, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export function NameFieldInputs<T extends NameValues>({ form }: { form: FormOf<T> }) {
  const t = useT(formsEn);
  return (
    <>
      <FormField label={t('forms.firstName')} error={fieldError(form, 'firstName')}>
        <Input autoComplete="given-name" {...form.register('firstName' as Path<T>)} />
      </FormField>
      <FormField label={t('forms.lastName')} error={fieldError(form, 'lastName')}>
        <Input autoComplete="family-name" {...form.register('lastName' as Path<T>)} />
      </FormField>
    </>
  );
}

export function NameFields<T extends NameValues>({ form, className }: { form: FormOf<T>; className?: string }) {
  return (
    <div className={cn('grid gap-4 sm:grid-cols-2', className)}>
      <NameFieldInputs form={form} />
    </div>
  );
}

export function AccountFields<T extends AccountValues>({ form, passwordHint }: { form: FormOf<T>; passwordHint?: string }) {
  const t = useT(formsEn);
  return (
    <>
      <NameFields form={form} />
      <FormField label={t('forms.username')} error={fieldError(form, 'username')}>
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.register('username' as Path<T>)} />
      </FormField>
      <FormField label={t('forms.email')} error={fieldError(form, 'email')}>
        <Input type="email" autoComplete="email" {...form.register('email' as Path<T>)} />
      </FormField>
      <FormField label={t('forms.password')} error={fieldError(form, 'password')} {...(passwordHint ? { hint: passwordHint } : {})}>
        <Input type="password" autoComplete="new-password" {...form.register('password' as Path<T>)} />
      </FormField>
      <FormField label={t('forms.confirmPassword')} error={fieldError(form, 'confirmPassword')}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword' as Path<T>)} />
      </FormField>
    </>
  );
}
