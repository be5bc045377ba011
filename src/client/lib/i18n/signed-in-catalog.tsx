// The signed-in pages read their texts from a second chunk per language
// (load-signed-in-messages.ts). It is fetched once per language, the first time a
// signed-in page renders, and merged over the public catalog; the page waits
// for it in the surrounding Suspense, so it never shows English first.
import { use, useMemo, type ReactNode } from 'react';
import type { Locale } from '@shared/i18n/locales';
import { I18nProvider, useLocale, useMessages, type Messages } from './i18n-context';
import { loadSignedInMessages } from './load-signed-in-messages';

const loaded = new Map<Locale, Promise<Messages>>();

function signedInMessages(locale: Locale): Promise<Messages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = loadSignedInMessages(locale).catch((error: unknown) => {
      loaded.delete(locale);
      throw error;
    });
    loaded.set(locale, messages);
  }
  return messages;
}

export function SignedInCatalog({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const publicMessages = useMessages();
  const own = use(signedInMessages(locale));
  const merged = useMemo(() => ({ ...publicMessages, ...own }), [publicMessages, own]);
  return (
    <I18nProvider locale={locale} messages={merged}>
      {children}
    </I18nProvider>
  );
}
