import { useEffect, useState, type FormEvent } from 'react';
import type { TCurrentUser } from '@shared/schemas/auth';
import { splitLocalePath } from '@shared/i18n/locale-path';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@shared/i18n/locales';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { settingsEn } from '@/i18n/catalogs/settings.en';
import { errorMessage } from '@/lib/error-text';
import { openInLanguage, rememberLanguage } from '@/lib/i18n/choose-language';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { languageName } from '@/lib/i18n/language-names';
import { useChangeLanguage } from '../api/change-language';
import { SaveButton } from './save-button';

// Set before the page opens again in the saved language, so the toast that
// confirms it is shown there, in that language.
const SAVED_FLAG = 'stillpoint.languageSaved';

// The language of the person's e-mails and pages (DECISIONS section 16),
// stored on the account; each language is listed in its own name. Saving it
// takes effect at once: the page opens again at its address in that language
// (and the cookie follows), as the header's switcher does.
export function LanguageForm({ user }: { user: TCurrentUser }) {
  const t = useT(settingsEn);
  const [locale, setLocale] = useState<Locale>(user.locale);
  // The page's language, not the account's: the account changes before the
  // page has left, and the toast belongs to the page in the new language.
  const pageLocale = useLocale();
  useEffect(() => {
    if (sessionStorage.getItem(SAVED_FLAG) !== pageLocale) return;
    sessionStorage.removeItem(SAVED_FLAG);
    toast({
      title: t('settings.languageSaved'),
      description: t('settings.languageSavedDetail', { language: languageName(pageLocale, pageLocale) }),
    });
  }, [t, pageLocale]);
  const mutation = useChangeLanguage({
    onSuccess: (updated) => {
      setLocale(updated.locale);
      sessionStorage.setItem(SAVED_FLAG, updated.locale);
      rememberLanguage(updated.locale);
      openInLanguage(updated.locale, splitLocalePath(window.location.pathname).path + window.location.search);
    },
    onError: (error) =>
      toast({ title: t('settings.updateFailed'), description: errorMessage(error, t('settings.languageFailed')), variant: 'destructive' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate({ locale });
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <FormField label={t('settings.languageLabel')}>
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
          {t('settings.saveLanguage')}
        </SaveButton>
      </div>
    </form>
  );
}
