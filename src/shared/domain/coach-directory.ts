// Plain constants of the coach directory. They live apart from the zod
// schemas (schemas/coaches.ts re-exports them) so that the browser's public
// pages can use them without downloading zod.
export const COACH_MESSAGES = {
  notFound: "The coach you're looking for doesn't exist or has been removed.",
  searchMax: 'Search terms must be at most 100 characters',
  unknownTimeZone: 'tz must be an IANA time zone such as Europe/Berlin',
} as const;

export const PRICE_FILTERS = ['any', 'under-50', '50-100', 'over-100'] as const;
export const COACH_PAGE_SIZE_DEFAULT = 12;
export const COACH_PAGE_SIZE_MAX = 50;

// 'recommended': Pro first (priority listing), then the best rated.
// 'soonest': the earliest next open slot first (docs/decisions/0047-availability-index.md).
export const COACH_SORTS = ['recommended', 'soonest'] as const;
export type TCoachSort = (typeof COACH_SORTS)[number];

export type TPriceFilter = (typeof PRICE_FILTERS)[number];
