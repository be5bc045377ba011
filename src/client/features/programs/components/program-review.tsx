import { Star } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { REVIEW_COMMENT_MAX } from '@shared/schemas/reviews';
import type { TProgram } from '@shared/schemas/programs';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { programsEn } from '@/i18n/catalogs/programs.en';
import { errorMessage } from '@/lib/error-text';
import { useT } from '@/lib/i18n/i18n-context';
import { useMySeats } from '../api/buy-seat';
import { useCreateProgramReview, useOwnProgramReview } from '../api/program-review';
import { useAuth } from '@/lib/session/auth-context';
import { useHydrated } from '@/lib/use-hydrated';
import { cn } from '@/lib/utils';

const STARS = [1, 2, 3, 4, 5] as const;

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <p className="flex gap-0.5" role="img" aria-label={label}>
      {STARS.map((star) => (
        <Star key={star} aria-hidden="true" className={star <= rating ? 'size-4 fill-amber-400 text-amber-500' : 'size-4 text-gray-300'} />
      ))}
    </p>
  );
}

// The participant's form: 1-5 stars (native radios under the stars) and an optional comment.
function ReviewForm({ programId }: { programId: number }) {
  const id = useId();
  const t = useT(programsEn);
  const create = useCreateProgramReview(programId);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [ratingError, setRatingError] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) return setRatingError(true);
    create.mutate({ rating, comment: comment.trim() || null });
  };
  return (
    <form noValidate className="mt-4 grid gap-4" aria-label={t('programs.reviewHeading')} onSubmit={submit}>
      <fieldset className="grid gap-1.5" aria-describedby={ratingError ? `${id}-error` : undefined}>
        <legend className="text-sm font-medium">{t('programs.rating')}</legend>
        <div className="flex gap-1">
          {STARS.map((star) => (
            <label
              key={star}
              className="cursor-pointer rounded-md p-1 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring"
            >
              <input
                type="radio"
                name={`${id}-rating`}
                value={star}
                checked={rating === star}
                disabled={create.isPending}
                onChange={() => {
                  setRating(star);
                  setRatingError(false);
                }}
                className="sr-only"
                aria-label={t('programs.stars', { count: star })}
              />
              <Star aria-hidden="true" className={cn('size-8', star <= rating ? 'fill-amber-400 text-amber-500' : 'text-gray-300')} />
            </label>
          ))}
        </div>
        {ratingError && (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {t('programs.ratingRequired')}
          </p>
        )}
      </fieldset>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-comment`}>{t('programs.reviewComment')}</Label>
        <textarea
          id={`${id}-comment`}
          className="min-h-24 w-full rounded-md border bg-background px-3 py-2 text-sm"
          maxLength={REVIEW_COMMENT_MAX}
          value={comment}
          disabled={create.isPending}
          onChange={(e) => setComment(e.target.value)}
        />
      </div>
      {create.error && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(create.error, t('programs.reviewFailed'))}
        </p>
      )}
      <Button type="submit" className="justify-self-start" disabled={create.isPending} aria-busy={create.isPending}>
        {t('programs.reviewSubmit')}
      </Button>
    </form>
  );
}

function ParticipantReview({ program }: { program: TProgram }) {
  const t = useT(programsEn);
  const seats = useMySeats(true);
  const seated = seats.data?.some((seat) => seat.programId === program.id && seat.status === 'active') ?? false;
  const own = useOwnProgramReview(program.id, seated);
  if (!seated || own.isPending) return null;
  const review = own.data;
  return (
    <Card className="p-6" role="region" aria-labelledby="program-review-heading">
      <h2 id="program-review-heading" className="text-xl font-semibold">
        {t('programs.reviewHeading')}
      </h2>
      {review ? (
        <figure className="mt-4 grid gap-2 rounded-lg bg-muted/60 p-4 text-sm">
          <p className="font-medium">{t('programs.reviewThanks')}</p>
          <Stars rating={review.rating} label={t('programs.reviewRating', { rating: review.rating })} />
          {review.comment && <blockquote className="whitespace-pre-line break-words">{review.comment}</blockquote>}
        </figure>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted-foreground">{t('programs.reviewIntro', { coach: program.coachName })}</p>
          <ReviewForm programId={program.id} />
        </>
      )}
    </Card>
  );
}

// Once the last meeting is over, a participant may review the coach, once per
// program (docs/product/programs.md#reviews); the server decides who may.
export function ProgramReview({ program }: { program: TProgram }) {
  const { user } = useAuth();
  const hydrated = useHydrated();
  // The page's own clock when it opened: a program ending while the page is open shows the form on the next visit.
  const [now] = useState(() => Date.now());
  const lastEnd = program.meetings.at(-1)?.end;
  const over = hydrated && program.status !== 'cancelled' && lastEnd !== undefined && new Date(lastEnd).getTime() <= now;
  if (!over || user?.role !== 'client') return null;
  return <ParticipantReview program={program} />;
}
