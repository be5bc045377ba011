import { useId } from 'react';
import { splitLocalePath } from '@shared/i18n/locale-path';
import { isLocale, LOCALE_NAMES, LOCALES } from '@shared/i18n/locales';
import { layoutEn } from '@/i18n/catalogs/layout.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { cn } from '@/lib/utils';

// A native <select>: keyboard, screen readers and phones' own pickers work
// with it, and it fits a 390 px header. Each language is named in itself.
// compact: the label is for screen readers only (the header). What a change
// does (choose-language.ts) is fetched when it happens, so the first download
// of every page does not carry it.
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const t = useT(layoutEn);
  const locale = useLocale();
  const id = useId();

  const change = (value: string) => {
    if (!isLocale(value)) return;
    // The page's address without its language prefix, with its query.
    const path = splitLocalePath(window.location.pathname).path + window.location.search;
    // On failure the page stays as it is, in the language still in use.
    void import('@/lib/i18n/choose-language').then(({ chooseLanguage }) => chooseLanguage(value, path));
  };

  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className={cn('text-muted-foreground', compact && 'sr-only')}>
        {t('layout.language')}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => change(event.target.value)}
        className="h-9 rounded-md border border-input bg-card px-2 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
