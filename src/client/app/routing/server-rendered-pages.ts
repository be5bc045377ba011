// Which page the server rendered for an address, and its source module (the
// client build's manifest names the page's chunk by it, for the server to
// preload). The browser's entry needs only this, to load the page's code
// before it hydrates; the API reads each page is rendered from are in
// server-rendered-routes.ts, which only the server uses, so the first
// download of every page does not carry the directory's filters and the
// coach and configuration reads (docs/decisions/0037-lighter-landing-page.md).
import type { QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_QUERY_KEY } from '@/lib/session/get-current-user';
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

// The checkout (app-routes.tsx), a signed-in page the server draws a first
// view of from the visitor's own answers (docs/decisions/0085-signed-in-page-data.md);
// its ids are row ids, the only ones it can find.
export const CHECKOUT_PAGE = /^\/booking\/([1-9][0-9]{0,9})$/;

// The page the server drew for a signed-in visitor, given the answers it sent
// (hydrated into queryClient): drawn only when they hold the visitor's account
// (src/client/entry-server.tsx). undefined: the browser renders the page alone.
export function drawnSignedInPage(pathname: string, queryClient: QueryClient): LazyPage | undefined {
  if (!CHECKOUT_PAGE.test(pathname) || !queryClient.getQueryData(CURRENT_USER_QUERY_KEY)) return undefined;
  return Pages.BookingPage;
}
