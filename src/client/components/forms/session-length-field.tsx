import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formsEn } from '@/i18n/catalogs/forms.en';
import { useT } from '@/lib/i18n/i18n-context';

// A session's length as onboarding and the profile edit ask for it: 15 to 240
// minutes in steps of 15 (the server checks the same bounds).
export function SessionLengthField({ error, registration }: { error: string | undefined; registration: UseFormRegisterReturn }) {
  const t = useT(formsEn);
  return (
    <FormField label={t('forms.sessionLength')} error={error}>
      <Input type="number" inputMode="numeric" min={15} max={240} step="15" {...registration} />
    </FormField>
  );
}
