// Which page the server rendered for an address, and its source module (the
// client build's manifest names the page's chunk by it, for the server to
// preload). The browser's entry needs only this, to load the page's code
// before it hydrates; the API reads each page is rendered from are in
// server-rendered-routes.ts, which only the server uses, so the first
// download of every page does not carry the directory's filters and the
// coach and configuration reads (docs/decisions/0037-lighter-landing-page.md).
import type { LazyPage } from './lazy-page';
import * as Pages from './pages';

export type ServerRenderedPage = { page: LazyPage; pageModule: string };

const PAGES: Record<string, ServerRenderedPage> = {
  '/': { page: Pages.LandingPage, pageModule: 'features/marketing/pages/landing-page.tsx' },
  '/coaches': { page: Pages.CoachesPage, pageModule: 'features/coaches/pages/coaches-page.tsx' },
  '/getting-started': { page: Pages.GettingStartedPage, pageModule: 'features/marketing/pages/getting-started-page.tsx' },
  '/how-it-works': { page: Pages.HowItWorksPage, pageModule: 'features/marketing/pages/how-it-works-page.tsx' },
  '/founding-coaches': { page: Pages.FoundingCoachesPage, pageModule: 'features/marketing/pages/founding-coaches-page.tsx' },
  '/programs': { page: Pages.ProgramsPage, pageModule: 'features/programs/pages/programs-page.tsx' },
};

// The same addresses as app-routes.tsx.
export const COACH_PAGE = /^\/coaches\/([^/]+)$/;
const COACH_PROFILE: ServerRenderedPage = {
  page: Pages.CoachProfilePage,
  pageModule: 'features/coaches/pages/coach-profile-page.tsx',
};

export const PROGRAM_PAGE = /^\/programs\/([^/]+)$/;
const PROGRAM: ServerRenderedPage = { page: Pages.ProgramPage, pageModule: 'features/programs/pages/program-page.tsx' };

// undefined: not a server-rendered page (the browser renders it alone).
export function serverRenderedPage(pathname: string): ServerRenderedPage | undefined {
  if (Object.hasOwn(PAGES, pathname)) return PAGES[pathname];
  if (COACH_PAGE.test(pathname)) return COACH_PROFILE;
  return PROGRAM_PAGE.test(pathname) ? PROGRAM : undefined;
}
