// What each public page calls itself in the browser tab, in search results
// and in link previews (the rest is in public-pages.ts). Apart from the coach
// helpers there, so a page that only names itself does not download them
// (docs/decisions/0037-lighter-landing-page.md).
export const APP_NAME = 'Stillpoint';

export type PageMeta = { title: string | undefined; description: string };

export const DEFAULT_DESCRIPTION = 'Find a mindfulness coach you trust, read honest reviews and book one-to-one video sessions.';

// The public pages with a fixed text, one constant each: a page imports its
// own, so the landing page's first download does not carry every page's texts.
// The home page has no title of its own.
export type PublicPage = PageMeta & { path: string };
export const HOME_PAGE = {
  path: '/',
  title: undefined,
  description:
    'Find a mindfulness coach you trust and book private one-to-one video sessions for stress, sleep, focus, parenting and more.',
} as const satisfies PublicPage;

export const COACHES_PAGE = {
  path: '/coaches',
  title: 'Find Your Coach',
  description: 'Browse mindfulness coaches by specialty, availability and price, read their reviews and book a video session.',
} as const satisfies PublicPage;

export const GETTING_STARTED_PAGE = {
  path: '/getting-started',
  title: 'Getting Started',
  description:
    'How to choose a mindfulness coach, what a first video session looks like, how to prepare, and how pricing and refunds work.',
} as const satisfies PublicPage;

export const HOW_IT_WORKS_PAGE = {
  path: '/how-it-works',
  title: 'How It Works',
  description:
    'Find a mindfulness coach, book and pay securely, meet by private video and reflect on your progress. Plus answers to common questions.',
} as const satisfies PublicPage;

export const FOUNDING_COACHES_PAGE = {
  path: '/founding-coaches',
  title: 'Founding Coaches',
  description:
    'Join Stillpoint as a founding mindfulness coach: Pro free during beta, no platform fees during beta, priority listing, branding, calendar sync and session notes.',
} as const satisfies PublicPage;

// Group programs (docs/product/programs.md): the list is server-rendered like the directory.
export const PROGRAMS_PAGE = {
  path: '/programs',
  title: 'Workshops & Courses',
  description: 'Group workshops and multi-week mindfulness courses with Stillpoint coaches.',
} as const satisfies PublicPage;

export const PUBLIC_PAGES = {
  '/': HOME_PAGE,
  '/coaches': COACHES_PAGE,
  '/getting-started': GETTING_STARTED_PAGE,
  '/how-it-works': HOW_IT_WORKS_PAGE,
  '/founding-coaches': FOUNDING_COACHES_PAGE,
  '/programs': PROGRAMS_PAGE,
} as const satisfies Record<string, PublicPage>;

export type PublicPagePath = keyof typeof PUBLIC_PAGES;
// Marked pure so a page that imports only its own texts leaves the table out.
export const PUBLIC_PAGE_PATHS = /* @__PURE__ */ Object.keys(PUBLIC_PAGES) as PublicPagePath[];

// tagline: "mindfulness coaching" in the reader's language (taglineIn below).
export function documentTitle(title: string | undefined, appName: string = APP_NAME, tagline = 'mindfulness coaching'): string {
  return title ? `${title} | ${appName}` : `${appName}: ${tagline}`;
}

// The same texts in the reader's language: German and Spanish from their
// `pages` catalog (src/shared/i18n/catalogs/pages.<code>.ts: the server reads
// them from src/shared/i18n/page-catalogs.ts, the browser from its language's
// chunk), English, and any text a catalog lacks, from above. Here rather than
// in a module of their own, which would cost the landing page's first download.
type PageCatalog = Readonly<Record<string, string | undefined>>;

export function publicPageMetaIn(path: PublicPagePath, catalog: PageCatalog): PageMeta {
  return pageMetaIn(PUBLIC_PAGES[path], catalog);
}

export function pageMetaIn({ path, title, description }: PublicPage, catalog: PageCatalog): PageMeta {
  const key = `pages.${path === '/' ? 'home' : path.slice(1)}.`;
  return { title: title && (catalog[`${key}title`] ?? title), description: catalog[`${key}description`] ?? description };
}

export const defaultDescriptionIn = (catalog: PageCatalog): string => catalog['pages.default.description'] ?? DEFAULT_DESCRIPTION;

// "mindfulness coaching", the home page's title after the site's name.
export const taglineIn = (catalog: PageCatalog): string | undefined => catalog['pages.tagline'];
