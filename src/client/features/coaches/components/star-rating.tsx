import { Star } from 'lucide-react';
import { cn } from '@/lib/utils';
import { ratingLabel, starParts } from '../lib/star-rating';

const FILLED = 'fill-amber-400 text-amber-500';
const EMPTY = 'fill-transparent text-stone-300';

// Five icons drawn from starParts(); one text label for assistive technology.
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const { full, half, empty } = starParts(rating);
  return (
    <span role="img" aria-label={ratingLabel(rating)} className={cn('inline-flex items-center gap-0.5', className)}>
      {Array.from({ length: full }, (_, i) => (
        <Star key={`full-${i}`} aria-hidden="true" data-star="full" className={cn('size-4', FILLED)} />
      ))}
      {half === 1 && (
        // An empty star with a filled one clipped to its left half on top.
        <span data-star="half" className="relative inline-flex size-4">
          <Star aria-hidden="true" className={cn('absolute inset-0 size-4', EMPTY)} />
          <Star aria-hidden="true" className={cn('absolute inset-0 size-4 [clip-path:inset(0_50%_0_0)]', FILLED)} />
        </span>
      )}
      {Array.from({ length: empty }, (_, i) => (
        <Star key={`empty-${i}`} aria-hidden="true" data-star="empty" className={cn('size-4', EMPTY)} />
      ))}
    </span>
  );
}
