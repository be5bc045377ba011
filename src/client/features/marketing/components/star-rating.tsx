import { Star } from 'lucide-react';
import { starKinds } from '../lib/star-kinds';

// One image with a spoken label ("Rated 4.5 out of 5"); the single stars are
// decoration. A half star is a filled star clipped to half its width over an
// empty one.
export function StarRating({ rating }: { rating: number }) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of 5`} className="flex items-center gap-0.5">
      {starKinds(rating).map((kind, index) => (
        <span key={index} data-star={kind} className="relative inline-flex size-5">
          <Star aria-hidden="true" className="size-5 fill-stone-200 text-stone-300" />
          {kind === 'empty' ? null : (
            <span className={kind === 'half' ? 'absolute inset-y-0 left-0 w-1/2 overflow-hidden' : 'absolute inset-0'}>
              <Star aria-hidden="true" className="size-5 fill-amber-400 text-amber-500" />
            </span>
          )}
        </span>
      ))}
    </div>
  );
}
