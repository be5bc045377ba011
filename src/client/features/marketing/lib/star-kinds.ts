export type StarKind = 'full' | 'half' | 'empty';

// docs/product/marketing-pages.md#star-ratings: full stars for the whole part, a half star when the fraction
// is .5 or more, empty stars for the rest, always five in total.
export function starKinds(rating: number, max = 5): StarKind[] {
  const clamped = Math.min(Math.max(rating, 0), max);
  const full = Math.floor(clamped);
  const half = full < max && clamped - full >= 0.5 ? 1 : 0;
  return Array.from({ length: max }, (_, index): StarKind => (index < full ? 'full' : index < full + half ? 'half' : 'empty'));
}
