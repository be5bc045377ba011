import { useState, type FormEvent } from 'react';
import type { TCurrentUser } from '@shared/schemas/auth';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@shared/i18n/locales';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-text';
import { useChangeLanguage } from '../api/change-language';
import { SaveButton } from './save-button';

// The language of the person's e-mails (DECISIONS section 16), stored on the
// account; each language is listed in its own name.
export function LanguageForm({ user }: { user: TCurrentUser }) {
  const [locale, setLocale] = useState<Locale>(user.locale);
  const mutation = useChangeLanguage({
    onSuccess: (updated) => {
      setLocale(updated.locale);
      toast({ title: 'Language saved', description: `Your e-mails are now written in ${LOCALE_NAMES[updated.locale]}.` });
    },
    onError: (error) =>
      toast({ title: 'Update failed', description: errorMessage(error, 'Failed to save the language'), variant: 'destructive' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate({ locale });
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <FormField label="Language of your e-mails">
        <NativeSelect value={locale} onChange={(event) => isLocale(event.target.value) && setLocale(event.target.value)}>
          {LOCALES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LOCALE_NAMES[code]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div>
        <SaveButton pending={mutation.isPending} disabled={locale === user.locale}>
          Save language
        </SaveButton>
      </div>
    </form>
  );
}
