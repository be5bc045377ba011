// Which requests the public read cache answers, and under which key. The key
// holds everything the answer depends on: the path, the query (its parameters
// in a fixed order, still encoded) and the Accept-Encoding header, which
// decides the compression. Not the viewer: these routes answer everyone alike
// (none of them reads request.user), so a signed-in visitor gets the same bytes.
import type { FastifyRequest } from 'fastify';
import { PUBLIC_PAGE_PATHS } from '../../../shared/domain/public-pages.js';
import { localizedPath, PREFIXED_LOCALES } from '../../../shared/i18n/locale-path.js';
import { DEFAULT_LOCALE } from '../../../shared/i18n/locales.js';
import { requestLocale } from '../request-locale.js';

// The public pages in English (no prefix) and at their address in every other language.
const ENGLISH_PAGES = [...PUBLIC_PAGE_PATHS, '/coaches/:id'];
const PAGES = [...ENGLISH_PAGES, ...PREFIXED_LOCALES.flatMap((locale) => ENGLISH_PAGES.map((path) => localizedPath(locale, path)))];
const ENGLISH_PAGE_ROUTES: ReadonlySet<string> = new Set(ENGLISH_PAGES);

export const CACHED_ROUTES: ReadonlySet<string> = new Set([
  '/api/coaches',
  '/api/coaches/:id',
  '/api/coaches/:id/reviews',
  // A coach's calendar: kept while its availability version and the clock allow (keepAnswerWhile).
  '/api/coaches/:id/availability',
  '/api/specializations',
  // Workshops & Courses (docs/product/programs.md): kept until a program changes or the soonest one starts.
  '/api/programs',
  // The public pages with their heads and the sitemap (src/server/features/public-pages).
  ...PAGES,
  '/sitemap.xml',
]);

// Answers that hold absolute addresses built from the request's origin when
// PUBLIC_URL is not set: one origin's answer is never given to another.
const BY_ORIGIN: ReadonlySet<string> = new Set([...PAGES, '/sitemap.xml']);

// undefined: answer this request without the cache.
export function cacheKeyOf(request: FastifyRequest, routeUrl: string): string | undefined {
  // An explicit "do not compress" changes the answer; rare, so not worth keys of its own.
  if (request.headers['x-no-compression'] !== undefined) return undefined;
  // An English address asked for in another language is sent to that language's
  // address (public-pages/routes.ts), not answered with the English page.
  if (ENGLISH_PAGE_ROUTES.has(routeUrl) && requestLocale(request) !== DEFAULT_LOCALE) return undefined;
  const queryStart = request.url.indexOf('?');
  const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : request.url.slice(queryStart + 1);
  // "Available today / this week", "soonest available" and a coach's calendar
  // depend on the clock and on bookings too: those answers are kept only with
  // a condition checked before each reuse (keepAnswerWhile).
  const parameters = query === '' ? '' : query.split('&').sort().join('&');
  const acceptEncoding = (request.headers['accept-encoding'] ?? '').toLowerCase().replace(/\s+/g, '');
  const origin = BY_ORIGIN.has(routeUrl) ? `\n${request.protocol}://${request.host}` : '';
  return `${path}?${parameters}\n${acceptEncoding}${origin}`;
}
