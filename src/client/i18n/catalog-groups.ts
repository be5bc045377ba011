// Which interface catalog groups each language's two chunks carry, the same
// for every language: the public chunk, loaded before a page renders, and the
// signed-in chunk, loaded with the signed-in routes only
// (docs/decisions/0078-signed-in-catalogs.md). A group's catalog in a language
// is the file <group>.<code>.ts in src/client/i18n/catalogs (or, for `pages`,
// which the server reads too, in src/shared/i18n/catalogs), exporting
// <group in camelCase><Code> ("coach-money.de.ts" exports coachMoneyDe); the
// build gathers them for every language of src/shared/i18n/locales.ts
// (scripts/catalog-chunks.ts, docs/decisions/0083-adding-a-language.md).
// A new group is one name in one of these lists.
export const PUBLIC_GROUPS = [
  'layout',
  'account-menu',
  'landing',
  'directory',
  'profile',
  'checkout',
  'ui',
  'common',
  'validation',
  'errors',
  'forms',
  'auth',
  'pages',
  'guides',
  'notices',
  'programs',
  'report',
] as const;

export const SIGNED_IN_GROUPS = [
  'not-found',
  'admin',
  'admin-money',
  'admin-vetting',
  'admin-cases',
  'settings',
  'client-dashboard',
  'messages',
  'reviews',
  'coach-dashboard',
  'coach-money',
  'coach-schedule',
  'coach-profile-edit',
  'programs-dashboard',
  'programs-admin',
  'booking-card',
  'coach-calendar',
  'series',
  'onboarding',
  'photo',
  'no-show',
  'schedule-editor',
  'app-sentences',
] as const;
