// The pages the server renders to HTML (docs/decisions/0035-server-rendering.md):
// for each, the page and its source module (server-rendered-pages.ts) and the
// public API reads it shows, under the query keys the page itself reads, so the browser starts
// from the same answers and fetches nothing before it hydrates.
// Nothing personal and nothing that depends on the visitor's clock or zone:
// the HTML is shared by every visitor and cached.
import type { QueryKey } from '@tanstack/react-query';
import type { TPublicConfig } from '@shared/schemas/payments';
import { coachQueryKey } from '@/features/coaches/api/get-coach';
import { coachReviewsUrl } from '@/features/coaches/api/get-coach-reviews';
import { coachesApiUrl, parseFilters } from '@/features/coaches/lib/directory-filters';
import { PUBLIC_CONFIG_QUERY_KEY, publicConfigFrom } from '@/lib/get-public-config';
import { coachOffersUrl } from '@/features/packages/api/offers';
import { coachOffersKey } from '@/features/packages/api/packages-keys';
import { programUrl } from '@/features/programs/api/get-program';
import { coachProgramsUrl, programsListUrl, readProgramFilters } from '@/features/programs/api/list-programs';
import { coachProgramsKey, programKey, programsListKey } from '@/features/programs/api/programs-keys';
import { SPECIALIZATIONS_QUERY_KEY } from '@/lib/specializations/get-specializations';
import { COACH_PAGE, PROGRAM_PAGE, serverRenderedPage, type ServerRenderedPage } from './server-rendered-pages';

export type ApiRead = {
  queryKey: QueryKey;
  url: string;
  // A 404 here means the page's subject does not exist: the page answers 404.
  subject?: boolean;
  toData?: (body: unknown) => unknown;
};

export type ServerRenderedRoute = ServerRenderedPage & { reads: ApiRead[] };

const specializations: ApiRead = { queryKey: SPECIALIZATIONS_QUERY_KEY, url: SPECIALIZATIONS_QUERY_KEY[0] };
export const publicConfig: ApiRead = {
  queryKey: PUBLIC_CONFIG_QUERY_KEY,
  url: PUBLIC_CONFIG_QUERY_KEY[0],
  toData: (body) => publicConfigFrom(body as TPublicConfig),
};

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

// undefined: not a server-rendered page (the browser renders it alone).
export function serverRenderedRoute(pathname: string, search: string): ServerRenderedRoute | undefined {
  const page = serverRenderedPage(pathname);
  if (!page) return undefined;
  if (pathname === '/') return { ...page, reads: [specializations] };
  if (pathname === '/coaches') {
    const filters = parseFilters(search);
    // "Available today / this week" and "Soonest available" depend on the
    // visitor's zone or the clock: the browser asks for them. So do the cards'
    // "Next available" lines, for every order.
    const coaches: ApiRead[] = [];
    if (filters.availability === 'any' && filters.sort === 'recommended') {
      const url = coachesApiUrl(filters, 'UTC');
      coaches.push({ queryKey: [url], url });
    }
    return { ...page, reads: [specializations, ...coaches] };
  }
  // Workshops & Courses (docs/product/programs.md): the list its filters ask for, and the
  // specializations of its filter; the first meetings' times are the browser's to write.
  if (pathname === '/programs') {
    const filters = readProgramFilters(search);
    return { ...page, reads: [specializations, { queryKey: [...programsListKey(filters)], url: programsListUrl(filters) }] };
  }
  const programSegment = PROGRAM_PAGE.exec(pathname)?.[1];
  if (programSegment !== undefined) {
    // /programs/:id's id as wouter hands it to the page; an id that is no program is answered 404 by its read.
    const id = decoded(programSegment);
    if (id === undefined) return undefined;
    return { ...page, reads: [{ queryKey: [...programKey(id)], url: programUrl(id), subject: true }] };
  }
  // Getting Started reads the public configuration for its scope notice's crisis link.
  if (pathname === '/getting-started') return { ...page, reads: [publicConfig] };
  const coachSegment = COACH_PAGE.exec(pathname)?.[1];
  if (coachSegment === undefined) return { ...page, reads: [] };
  // /coaches/:id's id as wouter hands it to the page.
  const id = decoded(coachSegment);
  if (id === undefined) return undefined;
  const queryKey = coachQueryKey(id);
  // The reviews with the coaches' replies are in the HTML too (docs/product/vetting.md#review-replies);
  // an id that is no row id is answered 404 by the coach's own read.
  const reviewsUrl = /^[1-9][0-9]{0,9}$/.test(id) ? coachReviewsUrl(Number(id)) : undefined;
  const reviews: ApiRead[] = reviewsUrl ? [{ queryKey: [reviewsUrl], url: reviewsUrl }] : [];
  // And the packages and membership on sale, shown below the tabs (docs/product/packages.md).
  const offers: ApiRead[] = reviewsUrl ? [{ queryKey: coachOffersKey(Number(id)), url: coachOffersUrl(Number(id)) }] : [];
  // And the coach's upcoming workshops and courses (docs/product/programs.md); their times are the browser's to write.
  const programs: ApiRead[] = reviewsUrl ? [{ queryKey: coachProgramsKey(Number(id)), url: coachProgramsUrl(Number(id)) }] : [];
  return { ...page, reads: [{ queryKey, url: queryKey[0], subject: true }, publicConfig, ...reviews, ...offers, ...programs] };
}
