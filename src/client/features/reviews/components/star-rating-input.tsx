import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/utils';
import { FieldError } from '@/components/ui/field-error';
import { reviewsEn } from '@/i18n/catalogs/reviews.en';
import { useT } from '@/lib/i18n/i18n-context';

const STARS = [1, 2, 3, 4, 5] as const;

type StarRatingInputProps = { value: number; onChange: (value: number) => void; disabled?: boolean; error?: string | undefined };

// Native radio buttons under the stars: arrow keys move between them, Space
// picks, and screen readers announce '4 stars, 4 of 5'.
export function StarRatingInput({ value, onChange, disabled, error }: StarRatingInputProps) {
  const id = useId();
  const t = useT(reviewsEn);
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <div className="grid gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium leading-none">
        {t('reviews.rating')}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        className="flex gap-1"
        onMouseLeave={() => setHovered(0)}
      >
        {STARS.map((star) => (
          <label
            key={star}
            className={cn(
              'cursor-pointer rounded-md p-1 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring',
              disabled && 'cursor-not-allowed opacity-60',
            )}
            onMouseEnter={() => !disabled && setHovered(star)}
          >
            <input
              type="radio"
              name={`${id}-rating`}
              value={star}
              checked={value === star}
              disabled={disabled}
              onChange={() => onChange(star)}
              className="sr-only"
              aria-label={t('reviews.star', { star })}
            />
            <Star
              aria-hidden="true"
              className={cn('size-9 transition-colors', star <= shown ? 'fill-amber-400 text-amber-500' : 'text-gray-300')}
            />
          </label>
        ))}
      </div>
      <p className="text-sm text-muted-foreground" aria-hidden="true">
        {value ? t('reviews.outOf5', { value }) : t('reviews.chooseStars')}
      </p>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
