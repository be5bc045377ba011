import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { openInLanguage, rememberLanguage } from '@/lib/i18n/choose-language';
import { useLocale } from '@/lib/i18n/i18n-context';
import { useAuth } from '@/lib/session/auth-context';

// Once someone is signed in (or opens the app with a session), their
// account's language wins over the address and the browser: the page is
// opened again in it, and the cookie follows, so the addresses without a
// prefix lead there too (docs/decisions/0075-interface-languages.md). Only on
// that moment: a language changed later (the switcher, settings) is the
// person's own doing.
export function AccountLanguage() {
  const { user } = useAuth();
  const locale = useLocale();
  const [location] = useLocation();
  const search = useSearch();
  const seenUserId = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (!user || seenUserId.current === user.id) return;
    seenUserId.current = user.id;
    if (user.locale === locale) return;
    rememberLanguage(user.locale);
    openInLanguage(user.locale, search ? `${location}?${search}` : location, { replace: true });
  }, [user, locale, location, search]);
  return null;
}
