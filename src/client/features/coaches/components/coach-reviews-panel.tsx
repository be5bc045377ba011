import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Skeleton } from '@/components/ui/skeleton';
import { useCoachReviews } from '../api/get-coach-reviews';
import { StarRating } from '@/components/star-rating';
import { errorText } from '@/lib/error-text';
import { ReportButton, useReporter } from '@/components/report/report-dialog';
import { useOwnReviewIds } from '../api/get-own-review-ids';
import { INTL_TAG, type Locale } from '@shared/i18n/locales';
import { profileEn } from '@/i18n/catalogs/profile.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';

// By the UTC day: the server renders the same date the browser then shows, whatever the visitor's zone.
// One formatter per language, not one per review.
const reviewDateFormats = new Map<Locale, Intl.DateTimeFormat>();
function formatReviewDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  let format = reviewDateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_TAG[locale], { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    reviewDateFormats.set(locale, format);
  }
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
}

// clientName is 'Maya C.': initials come from its two words.
function nameInitials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part.charAt(0).toUpperCase())
      .join('') || '?'
  );
}

export function CoachReviewsPanel({ coachId }: { coachId: number }) {
  const reviews = useCoachReviews(coachId);
  const reporter = useReporter();
  const t = useT(profileEn);
  const locale = useLocale();
  // Only clients write reviews; until their own are known, no Report shows rather than one too many.
  const own = useOwnReviewIds(coachId, reporter?.role === 'client');
  const mayReport = (reviewId: number) =>
    reporter !== null && (reporter.role === 'coach' || (own.data !== undefined && !own.data.includes(reviewId)));

  if (reviews.isPending) {
    return (
      <div aria-busy="true" aria-label={t('profile.loadingReviews')} className="space-y-4">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24 w-full" />
        ))}
      </div>
    );
  }
  if (reviews.isError)
    return (
      <p role="alert" className="text-destructive">
        {errorText(reviews.error)}
      </p>
    );
  if (reviews.data.length === 0) return <p className="py-8 text-center text-muted-foreground">{t('profile.noReviews')}</p>;

  return (
    <ul className="divide-y divide-border" aria-label={t('profile.reviewsList')}>
      {reviews.data.map((review) => (
        <li key={review.id} className="py-5 first:pt-0" data-testid="review">
          <div className="flex items-start gap-3">
            <Avatar className="size-10">
              {review.clientImage && <AvatarImage src={review.clientImage} alt="" />}
              <AvatarFallback>{nameInitials(review.clientName)}</AvatarFallback>
            </Avatar>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                <h3 className="font-semibold">{review.clientName}</h3>
                <time dateTime={review.date} className="text-sm text-muted-foreground">
                  {formatReviewDate(review.date, locale)}
                </time>
              </div>
              <StarRating rating={review.rating} className="mt-1" />
              {review.comment && <p className="mt-2 leading-relaxed text-foreground">{review.comment}</p>}
              {mayReport(review.id) ? (
                <div className="mt-1">
                  <ReportButton
                    target={{ kind: 'review', reviewId: review.id }}
                    subject={t('profile.reportReviewSubject', { name: review.clientName })}
                    className="-ml-2"
                  />
                </div>
              ) : null}
              {review.coachReply && (
                <div className="mt-3 rounded-lg border-l-4 border-primary/40 bg-muted/60 px-4 py-3" data-testid="coach-reply">
                  <p className="text-sm font-semibold">{t('profile.coachReply')}</p>
                  <p className="mt-1 whitespace-pre-line break-words text-sm leading-relaxed text-foreground">{review.coachReply}</p>
                </div>
              )}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
