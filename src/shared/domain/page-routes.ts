// Every page address of the browser app, as its route tables write them
// (src/client/app/routing/app-routes.tsx and signed-in-routes.tsx, in wouter's
// pattern syntax; docs/product/routes.md). The server answers any other
// address with 404 and the app's "not found" page, so a search engine does not
// count it as a page; page-routes.test.ts keeps this list and the tables the same.
export const PAGE_ROUTES = [
  '/',
  '/auth',
  '/coaches',
  '/coaches/:id',
  '/programs',
  '/programs/:id',
  '/booking/:id',
  '/coach-onboarding/register',
  '/coach-onboarding/:step?',
  '/getting-started',
  '/how-it-works',
  '/founding-coaches',
  '/booking/join/:bookingId',
  '/booking/notes/:id',
  '/user-dashboard',
  '/dashboard/client',
  '/dashboard/coach',
  '/coach-dashboard',
  '/coach/history',
  '/coach/payouts/return',
  '/coach/payouts/refresh',
  '/payouts/test-onboarding/:token',
  '/coach/profile/edit',
  '/messages/new',
  '/messages/:id?',
  '/dashboard/admin',
  '/admin/users/:id',
  '/admin/bookings/:id',
  '/settings',
  '/review/:bookingId',
] as const;

// As the browser's router matches: a parameter is one segment, `?` makes it
// optional, a trailing slash and letter case do not matter.
function patternOf(route: string): RegExp {
  const segments = route
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}`;
      return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    });
  return new RegExp(`^${segments.join('')}/?$`, 'i');
}

const PATTERNS = PAGE_ROUTES.map(patternOf);

// path: without the language prefix and the query ("/coaches/4", not "/de/coaches/4?x=1").
export function isPageAddress(path: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(path));
}
