import { StarRating } from '@/components/star-rating';

// A coach nobody has rated yet is "New" where the stars would be: the rating
// of 5 such a coach carries orders the directory, but a person is never shown
// five stars that nobody gave (DECISIONS section 6; docs/product/marketing-pages.md#star-ratings).
export function CoachRating({ rating, reviewCount, newLabel }: { rating: number; reviewCount: number; newLabel: string }) {
  if (reviewCount > 0) return <StarRating rating={rating} />;
  return <span className="rounded-full bg-teal/10 px-2 py-0.5 text-xs font-semibold text-teal">{newLabel}</span>;
}
