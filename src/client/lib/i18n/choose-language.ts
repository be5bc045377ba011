// Changing the interface's language: the choice is kept in the `lang` cookie
// (a visitor's choice, which the server reads for the addresses without a
// prefix and when they register) and, for someone signed in, on the account,
// which also decides their e-mails' language (docs/decisions/0068-languages.md).
// The page is then loaded again at its address in that language, so it is
// rendered (on the server too) in it.
import * as api from '@shared/api/api-routes.generated';
import { localizedPath } from '@shared/i18n/locale-path';
import { LANGUAGE_COOKIE, type Locale } from '@shared/i18n/locales';
import { callApi } from '@/lib/api-client';
import { getCurrentUser } from '@/lib/session/get-current-user';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function rememberLanguage(locale: Locale): void {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

// path: the page's address without a language prefix, with its query.
export function openInLanguage(locale: Locale, path: string, { replace = false } = {}): void {
  const target = localizedPath(locale, path);
  if (replace) window.location.replace(target);
  else window.location.assign(target);
}

// Who is signed in is asked here rather than taken from the page: a choice
// made as soon as the page shows can come before the page knows.
export async function chooseLanguage(locale: Locale, path: string): Promise<void> {
  rememberLanguage(locale);
  if ((await getCurrentUser()) !== null) await callApi(api.changeLanguage, { body: { locale } });
  openInLanguage(locale, path);
}
