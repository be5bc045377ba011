// The directory's filters live in the address bar (?q=&specialty=&...), so
// back, refresh and shared links show the same results. Defaults are left out
// of the URL to keep links short.
import * as api from '@shared/api/api-routes.generated';
import { AVAILABILITY_FILTERS, type AvailabilityFilter } from '@shared/domain/availability-windows';
import { COACHING_LANGUAGES, type CoachingLanguage } from '@shared/domain/coaching-languages';
import { COACH_PAGE_SIZE_DEFAULT, COACH_SORTS, PRICE_FILTERS, type TCoachSort, type TPriceFilter } from '@shared/domain/coach-directory';
import { apiUrl } from '@/lib/api-client';

export type DirectoryFilters = {
  q: string;
  specialty: string;
  availability: AvailabilityFilter;
  // A language the coach coaches in, or 'all'.
  language: CoachingLanguage | 'all';
  price: TPriceFilter;
  sort: TCoachSort;
  page: number;
};

export const DEFAULT_FILTERS: DirectoryFilters = {
  q: '',
  specialty: 'all',
  availability: 'any',
  language: 'all',
  price: 'any',
  sort: 'recommended',
  page: 1,
};

// Their labels are in the directory catalog (directory.sort.<value> and so on).
export const SORT_OPTIONS: { value: TCoachSort }[] = [{ value: 'recommended' }, { value: 'soonest' }];

export const AVAILABILITY_OPTIONS: { value: AvailabilityFilter }[] = [
  { value: 'any' },
  { value: 'today' },
  { value: 'this-week' },
  { value: 'weekend' },
];

export const PRICE_OPTIONS: { value: TPriceFilter }[] = [
  { value: 'any' },
  { value: 'under-50' },
  { value: '50-100' },
  { value: 'over-100' },
];

function oneOf<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

// Hand-edited or outdated links must never break the page: unknown values fall back to defaults.
export function parseFilters(search: string): DirectoryFilters {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    specialty: (params.get('specialty') ?? '').trim().toLowerCase() || 'all',
    availability: oneOf(AVAILABILITY_FILTERS, params.get('availability'), 'any'),
    language: oneOf<CoachingLanguage | 'all'>(COACHING_LANGUAGES, params.get('language'), 'all'),
    price: oneOf(PRICE_FILTERS, params.get('price'), 'any'),
    sort: oneOf(COACH_SORTS, params.get('sort'), 'recommended'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

// The query string for /coaches (without '?'), defaults omitted.
export function filtersToSearch(filters: DirectoryFilters): string {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.specialty !== 'all') params.set('specialty', filters.specialty);
  if (filters.availability !== 'any') params.set('availability', filters.availability);
  if (filters.language !== 'all') params.set('language', filters.language);
  if (filters.price !== 'any') params.set('price', filters.price);
  if (filters.sort !== 'recommended') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

// The API address; the visitor's zone decides where "today" and "the weekend"
// begin, so it is sent only with an availability filter. Without one the
// address (the query key) is the same in every zone: the server renders the
// directory with it, and the browser finds the answer under the same key.
// The query keeps this order (the search text last): it is the key too.
export function coachesApiQuery(filters: DirectoryFilters, timeZone: string, pageSize = COACH_PAGE_SIZE_DEFAULT) {
  return {
    specialty: filters.specialty,
    price: filters.price,
    availability: filters.availability,
    tz: filters.availability === 'any' ? undefined : timeZone,
    // Left out when not chosen, so the key of an unfiltered directory stays as it was.
    language: filters.language === 'all' ? undefined : filters.language,
    sort: filters.sort === 'recommended' ? undefined : filters.sort,
    page: filters.page,
    pageSize,
    q: filters.q.trim() || undefined,
  };
}

export function coachesApiUrl(filters: DirectoryFilters, timeZone: string, pageSize = COACH_PAGE_SIZE_DEFAULT): string {
  return apiUrl(api.listCoaches, { query: coachesApiQuery(filters, timeZone, pageSize) });
}
