import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { REVIEW_COMMENT_MAX, REVIEW_MESSAGES } from '@shared/schemas/reviews';
import { Button } from '@/components/ui/button';
import { NotesField } from '@/components/forms/notes-field';
import { StarRatingInput } from './star-rating-input';
import { FormAlert } from '@/components/ui/field-error';

export type ReviewValues = { rating: number; comment: string };

type ReviewFormProps = { pending: boolean; serverError: string | null; onSubmit: (values: ReviewValues) => void };

export function ReviewForm({ pending, serverError, onSubmit }: ReviewFormProps) {
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
        label="Your review (optional)"
        placeholder="What was helpful? How do you feel after the session?"
        value={comment}
        max={REVIEW_COMMENT_MAX}
        disabled={pending}
        onChange={setComment}
      />
      <FormAlert>{serverError}</FormAlert>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link href="/user-dashboard">Cancel</Link>
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? (
            <>
              <Loader2 aria-hidden="true" className="animate-spin" />
              Submitting...
            </>
          ) : (
            'Submit Review'
          )}
        </Button>
      </div>
    </form>
  );
}
