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

const dateFormatter = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

function ReplyForm({ review }: { review: TCoachReview }) {
  const reply = useReplyToReview();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (!open) {
    return (
      <Button type="button" variant="outline" size="sm" className="mt-3" onClick={() => setOpen(true)}>
        <MessageSquareReply aria-hidden="true" />
        Reply
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
        onSuccess: () => toast({ title: 'Reply posted', description: 'It now shows under the review on your profile.' }),
        // What was typed stays in the box.
        onError: (error) => setProblem(errorMessage(error, 'Could not post your reply. Please try again.')),
      },
    );
  }
  return (
    <form className="mt-3 grid gap-2" onSubmit={submit} aria-label={`Reply to ${review.clientName}`}>
      <NotesField label="Your public reply" value={text} onChange={setText} disabled={reply.isPending} max={REVIEW_REPLY_MAX} />
      <p className="text-xs text-muted-foreground">
        Everyone who visits your profile can read it. You can reply once, and not edit it later.
      </p>
      <ProblemText>{problem}</ProblemText>
      <CancelAndSubmit
        pending={reply.isPending}
        cancelLabel="Cancel"
        onCancel={() => setOpen(false)}
        submitLabel="Post Reply"
        pendingLabel="Posting..."
        size="sm"
      />
    </form>
  );
}

export function CoachReviewsList() {
  const reviews = useCoachOwnReviews();
  if (reviews.isError) return <LoadError what="your reviews" error={reviews.error} />;
  if (!reviews.data) return <Loading label="Loading your reviews" />;
  if (reviews.data.length === 0) {
    return (
      <p className="rounded-xl border border-dashed bg-card px-6 py-10 text-center text-muted-foreground">
        No reviews yet. Clients can review a session once it has taken place.
      </p>
    );
  }
  return (
    <ul className="grid gap-4" aria-label="Your reviews">
      {reviews.data.map((review) => (
        <li key={review.id} className="rounded-xl border bg-card p-5" data-testid="own-review">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4">
            <h3 className="font-semibold">{review.clientName}</h3>
            <time dateTime={review.date} className="text-sm text-muted-foreground">
              {dateFormatter.format(new Date(review.date))}
            </time>
          </div>
          <StarRating rating={review.rating} className="mt-1" />
          {review.comment ? <p className="mt-2 break-words leading-relaxed">{review.comment}</p> : null}
          {review.coachReply ? (
            <div className="mt-3 rounded-lg border-l-4 border-primary/40 bg-muted/60 px-4 py-3">
              <p className="text-sm font-semibold">Your reply</p>
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
