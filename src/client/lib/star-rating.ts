export type StarParts = { full: number; half: number; empty: number };

const MAX_STARS = 5;

// docs/product/marketing-pages.md#star-ratings: full stars for the whole part, a half star when the fraction is .5 or
// more, the rest empty. Out-of-range ratings are clamped so there are always 5.
export function starParts(rating: number): StarParts {
  const safe = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), MAX_STARS) : 0;
  const full = Math.floor(safe);
  const half = safe - full >= 0.5 ? 1 : 0;
  return { full, half, empty: MAX_STARS - full - half };
}

// The rating a screen reader hears instead of the icons ('Rated 4.5 out of 5
// stars', the words from the ui catalog): clamped to 0..5, one decimal.
export function ratingValue(rating: number): number {
  const safe = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), MAX_STARS) : 0;
  return Number(safe.toFixed(1));
}

export type StarKind = 'full' | 'half' | 'empty';

// The same parts as a row of five, in the order they are drawn
// (docs/product/marketing-pages.md#star-ratings).
export function starKinds(rating: number): StarKind[] {
  const { full, half, empty } = starParts(rating);
  return [...Array<StarKind>(full).fill('full'), ...Array<StarKind>(half).fill('half'), ...Array<StarKind>(empty).fill('empty')];
}
