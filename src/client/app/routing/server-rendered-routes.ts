// The pages the server renders to HTML (docs/decisions/0035-server-rendering.md):
// for each, the page, its source module (the client build's manifest names the
// page's chunk by it, for the server to preload) and the public API reads it
// shows, under the query keys the page itself reads, so the browser starts
// from the same answers and fetches nothing before it hydrates.
// Nothing personal and nothing that depends on the visitor's clock or zone:
// the HTML is shared by every visitor and cached.
import type { QueryKey } from '@tanstack/react-query';
import type { TPublicConfig } from '@shared/schemas/payments';
import { coachQueryKey } from '@/features/coaches/api/get-coach';
import { coachReviewsUrl } from '@/features/coaches/api/get-coach-reviews';
import { coachesApiUrl, parseFilters } from '@/features/coaches/lib/directory-filters';
import { PUBLIC_CONFIG_QUERY_KEY, publicConfigFrom } from '@/lib/get-public-config';
import { SPECIALIZATIONS_QUERY_KEY } from '@/lib/specializations/get-specializations';
import type { LazyPage } from './lazy-page';
import * as Pages from './pages';

export type ApiRead = {
  queryKey: QueryKey;
  url: string;
  // A 404 here means the page's subject does not exist: the page answers 404.
  subject?: boolean;
  toData?: (body: unknown) => unknown;
};

export type ServerRenderedRoute = { page: LazyPage; pageModule: string; reads: ApiRead[] };

const specializations: ApiRead = { queryKey: SPECIALIZATIONS_QUERY_KEY, url: SPECIALIZATIONS_QUERY_KEY[0] };
const publicConfig: ApiRead = {
  queryKey: PUBLIC_CONFIG_QUERY_KEY,
  url: PUBLIC_CONFIG_QUERY_KEY[0],
  toData: (body) => publicConfigFrom(body as TPublicConfig),
};

// Getting Started reads the public configuration for its scope notice's crisis link.
const MARKETING: Record<string, ServerRenderedRoute> = {
  '/getting-started': {
    page: Pages.GettingStartedPage,
    pageModule: 'features/marketing/pages/getting-started-page.tsx',
    reads: [publicConfig],
  },
  '/how-it-works': { page: Pages.HowItWorksPage, pageModule: 'features/marketing/pages/how-it-works-page.tsx', reads: [] },
  '/founding-coaches': { page: Pages.FoundingCoachesPage, pageModule: 'features/marketing/pages/founding-coaches-page.tsx', reads: [] },
};

// The same addresses as app-routes.tsx; /coaches/:id's id as wouter hands it to the page.
const COACH_PAGE = /^\/coaches\/([^/]+)$/;

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

// undefined: not a server-rendered page (the browser renders it alone).
export function serverRenderedRoute(pathname: string, search: string): ServerRenderedRoute | undefined {
  if (pathname === '/')
    return { page: Pages.LandingPage, pageModule: 'features/marketing/pages/landing-page.tsx', reads: [specializations] };
  if (pathname === '/coaches') {
    const filters = parseFilters(search);
    // "Available today / this week" depends on the visitor's zone and clock: the browser asks for it.
    const coaches: ApiRead[] = [];
    if (filters.availability === 'any') {
      const url = coachesApiUrl(filters, 'UTC');
      coaches.push({ queryKey: [url], url });
    }
    return { page: Pages.CoachesPage, pageModule: 'features/coaches/pages/coaches-page.tsx', reads: [specializations, ...coaches] };
  }
  const marketing = MARKETING[pathname];
  if (marketing) return marketing;
  const coachSegment = COACH_PAGE.exec(pathname)?.[1];
  const id = coachSegment === undefined ? undefined : decoded(coachSegment);
  if (id === undefined) return undefined;
  const queryKey = coachQueryKey(id);
  // The reviews with the coaches' replies are in the HTML too (docs/product/vetting.md#review-replies);
  // an id that is no row id is answered 404 by the coach's own read.
  const reviewsUrl = /^[1-9][0-9]{0,9}$/.test(id) ? coachReviewsUrl(Number(id)) : undefined;
  const reviews: ApiRead[] = reviewsUrl ? [{ queryKey: [reviewsUrl], url: reviewsUrl }] : [];
  return {
    page: Pages.CoachProfilePage,
    pageModule: 'features/coaches/pages/coach-profile-page.tsx',
    reads: [{ queryKey, url: queryKey[0], subject: true }, publicConfig, ...reviews],
  };
}
