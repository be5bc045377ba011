import { StarIcon as Star } from '@/components/ui/icons';
import { uiEn } from '@/i18n/catalogs/ui.en';
import { useT } from '@/lib/i18n/i18n-context';
import { ratingValue, starKinds } from '@/lib/star-rating';
import { cn } from '@/lib/utils';

// The star is drawn by icons.tsx, not lucide-react: the landing page's testimonials
// would otherwise carry lucide's icon builder in its first download.
// Coach cards use small stars on a clear ground; the landing page's
// testimonials use larger ones on a grey ground.
const SIZES = {
  sm: { box: 'size-4', empty: 'fill-transparent text-stone-300' },
  md: { box: 'size-5', empty: 'fill-stone-200 text-stone-300' },
} as const;
const FILLED = 'fill-amber-400 text-amber-500';

type StarRatingProps = { rating: number; size?: keyof typeof SIZES; label?: string; className?: string };

// One image with a spoken label; the five stars are decoration. A half star
// is a filled star clipped to its left half over an empty one.
export function StarRating({ rating, size = 'sm', label, className }: StarRatingProps) {
  const t = useT(uiEn);
  const { box, empty } = SIZES[size];
  return (
    <span
      role="img"
      aria-label={label ?? t('ui.rated', { rating: ratingValue(rating) })}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {starKinds(rating).map((kind, index) => (
        <span key={index} data-star={kind} className={cn('relative inline-flex', box)}>
          <Star aria-hidden="true" className={cn(box, empty)} />
          {kind === 'empty' ? null : (
            <Star aria-hidden="true" className={cn('absolute inset-0', box, FILLED, kind === 'half' && '[clip-path:inset(0_50%_0_0)]')} />
          )}
        </span>
      ))}
    </span>
  );
}
