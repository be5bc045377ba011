import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { REVIEW_COMMENT_MAX, REVIEW_MESSAGES } from '@shared/schemas/reviews';
import { Button } from '@/components/ui/button';
import { NotesField } from '@/components/forms/notes-field';
import { StarRatingInput } from './star-rating-input';
import { FormAlert } from '@/components/ui/field-error';
import { reviewsEn } from '@/i18n/catalogs/reviews.en';
import { useT } from '@/lib/i18n/i18n-context';

export type ReviewValues = { rating: number; comment: string };

type ReviewFormProps = { pending: boolean; serverError: string | null; onSubmit: (values: ReviewValues) => void };

export function ReviewForm({ pending, serverError, onSubmit }: ReviewFormProps) {
  const t = useT(reviewsEn);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [ratingError, setRatingError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1 || rating > 5) {
      setRatingError(REVIEW_MESSAGES.rating);
      return;
    }
    onSubmit({ rating, comment });
  };

  return (
    <form noValidate className="grid gap-6" onSubmit={submit}>
      <StarRatingInput
        value={rating}
        disabled={pending}
        error={ratingError}
        onChange={(value) => {
          setRating(value);
          setRatingError(undefined);
        }}
      />
      <NotesField
        label={t('reviews.commentLabel')}
        placeholder={t('reviews.commentPlaceholder')}
        value={comment}
        max={REVIEW_COMMENT_MAX}
        disabled={pending}
        onChange={setComment}
      />
      <FormAlert>{serverError}</FormAlert>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link href="/user-dashboard">{t('reviews.cancel')}</Link>
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? (
            <>
              <Loader2 aria-hidden="true" className="animate-spin" />
              {t('reviews.submitting')}
            </>
          ) : (
            t('reviews.submit')
          )}
        </Button>
      </div>
    </form>
  );
}
