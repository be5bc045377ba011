// The coach's reviews with a reply box under each unanswered one: one public
// reply per review, plain text, no edits (docs/product/vetting.md#review-replies).
import { MessageSquareReply } from 'lucide-react';
import { useState } from 'react';
import type { TCoachReview } from '@shared/schemas/coaches';
import { REVIEW_REPLY_MAX, REVIEW_REPLY_MESSAGES } from '@shared/schemas/vetting';
import { NotesField } from '@/components/forms/notes-field';
import { LoadError, Loading } from '@/components/load-state';
import { StarRating } from '@/components/star-rating';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-text';
import { useCoachOwnReviews, useReplyToReview } from '../api/coach-reviews';
import { CancelAndSubmit } from '@/components/ui/form-actions';
import { ProblemText } from '@/components/ui/field-error';
import { coachDashboardEn } from '@/i18n/catalogs/coach-dashboard.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { coachFormats } from '../lib/coach-formats';

function ReplyForm({ review }: { review: TCoachReview }) {
  const reply = useReplyToReview();
  const t = useT(coachDashboardEn);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (!open) {
    return (
      <Button type="button" variant="outline" size="sm" className="mt-3" onClick={() => setOpen(true)}>
        <MessageSquareReply aria-hidden="true" />
        {t('coach-dashboard.reply')}
      </Button>
    );
  }
  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (text.trim() === '') return setProblem(REVIEW_REPLY_MESSAGES.replyRequired);
    setProblem(null);
    reply.mutate(
      { reviewId: review.id, reply: text.trim() },
      {
        onSuccess: () => toast({ title: t('coach-dashboard.replyPosted'), description: t('coach-dashboard.replyPostedText') }),
        // What was typed stays in the box.
        onError: (error) => setProblem(errorMessage(error, t('coach-dashboard.replyFailed'))),
      },
    );
  }
  return (
    <form className="mt-3 grid gap-2" onSubmit={submit} aria-label={t('coach-dashboard.replyTo', { name: review.clientName })}>
      <NotesField
        label={t('coach-dashboard.yourPublicReply')}
        value={text}
        onChange={setText}
        disabled={reply.isPending}
        max={REVIEW_REPLY_MAX}
      />
      <p className="text-xs text-muted-foreground">{t('coach-dashboard.replyHint')}</p>
      <ProblemText>{problem}</ProblemText>
      <CancelAndSubmit
        pending={reply.isPending}
        cancelLabel={t('coach-dashboard.cancel')}
        onCancel={() => setOpen(false)}
        submitLabel={t('coach-dashboard.postReply')}
        pendingLabel={t('coach-dashboard.posting')}
        size="sm"
      />
    </form>
  );
}

export function CoachReviewsList() {
  const reviews = useCoachOwnReviews();
  const t = useT(coachDashboardEn);
  const formats = coachFormats(useLocale());
  if (reviews.isError) return <LoadError what={t('coach-dashboard.whatReviews')} error={reviews.error} />;
  if (!reviews.data) return <Loading label={t('coach-dashboard.loadingReviews')} />;
  if (reviews.data.length === 0) {
    return (
      <p className="rounded-xl border border-dashed bg-card px-6 py-10 text-center text-muted-foreground">
        {t('coach-dashboard.noReviews')}
      </p>
    );
  }
  return (
    <ul className="grid gap-4" aria-label={t('coach-dashboard.yourReviews')}>
      {reviews.data.map((review) => (
        <li key={review.id} className="rounded-xl border bg-card p-5" data-testid="own-review">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4">
            <h3 className="font-semibold">{review.clientName}</h3>
            <time dateTime={review.date} className="text-sm text-muted-foreground">
              {formats.calendarDay(new Date(review.date))}
            </time>
          </div>
          <StarRating rating={review.rating} className="mt-1" />
          {review.comment ? <p className="mt-2 break-words leading-relaxed">{review.comment}</p> : null}
          {review.coachReply ? (
            <div className="mt-3 rounded-lg border-l-4 border-primary/40 bg-muted/60 px-4 py-3">
              <p className="text-sm font-semibold">{t('coach-dashboard.yourReply')}</p>

              <p className="mt-1 whitespace-pre-line break-words text-sm leading-relaxed">{review.coachReply}</p>
            </div>
          ) : (
            <ReplyForm review={review} />
          )}
        </li>
      ))}
    </ul>
  );
}
