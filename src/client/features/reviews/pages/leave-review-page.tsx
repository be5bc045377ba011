import { Star } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useBooking } from '@/lib/bookings/get-booking';
import { bookingFormats } from '@/lib/bookings/booking-formats';
import { browserTimeZone } from '@/lib/time-zones';
import { ApiError } from '@/lib/api-client';
import { usePageMeta } from '@/lib/use-page-meta';
import { useCreateReview } from '../api/create-review';
import { useOwnReview } from '../api/get-own-review';
import { ReviewForm, type ReviewValues } from '../components/review-form';
import { errorMessage, errorText } from '@/lib/error-text';
import { reviewsEn } from '@/i18n/catalogs/reviews.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';

function Notice({ title, text }: { title: string; text: string }) {
  const t = useT(reviewsEn);
  return (
    <div className="grid gap-4 text-center">
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="text-muted-foreground">{text}</p>
      <Button asChild className="justify-self-center">
        <Link href="/user-dashboard">{t('reviews.back')}</Link>
      </Button>
    </div>
  );
}

export function LeaveReviewPage() {
  const { bookingId = '' } = useParams<{ bookingId: string }>();
  const [, navigate] = useLocation();
  const bookingQuery = useBooking(bookingId);
  const booking = bookingQuery.data;
  const ownReview = useOwnReview(bookingId, Boolean(booking?.reviewed));
  const createReview = useCreateReview(booking?.coachId);
  const [serverError, setServerError] = useState<string | null>(null);
  const timeZone = useMemo(() => browserTimeZone(), []);
  const t = useT(reviewsEn);
  const formats = bookingFormats(useLocale());
  usePageMeta(t('reviews.title'));

  if (bookingQuery.isLoading) return <PageSpinner />;
  if (!booking) {
    const notFound = bookingQuery.error instanceof ApiError && bookingQuery.error.status === 404;
    return (
      <section className="mx-auto w-full max-w-xl px-4 py-24">
        <Notice
          title={notFound ? t('reviews.notFound') : t('reviews.wentWrong')}
          text={notFound ? t('reviews.notFoundText') : errorMessage(bookingQuery.error, '')}
        />
      </section>
    );
  }

  const submit = ({ rating, comment }: ReviewValues) => {
    setServerError(null);
    createReview.mutate(
      { bookingId: booking.id, rating, comment: comment.trim() || null },
      {
        onSuccess: () => {
          toast({ title: t('reviews.submitted'), description: t('reviews.thanks') });
          navigate('/user-dashboard');
        },
        onError: (error) => {
          setServerError(errorMessage(error, ''));
          toast({ title: t('reviews.failed'), description: errorText(error), variant: 'destructive' });
        },
      },
    );
  };

  const start = new Date(booking.startTime);
  const end = new Date(booking.endTime);
  let body;
  if (booking.reviewed) {
    const review = ownReview.data;
    body = (
      <div className="grid gap-4">
        <Notice title={t('reviews.alreadyReviewed')} text={t('reviews.thanksSharing')} />
        {review ? (
          <figure className="rounded-lg bg-muted/60 p-4 text-sm">
            <p className="flex gap-0.5" aria-label={t('reviews.starsOutOf5', { rating: review.rating })} role="img">
              {[1, 2, 3, 4, 5].map((star) => (
                <Star
                  key={star}
                  aria-hidden="true"
                  className={star <= review.rating ? 'size-4 fill-amber-400 text-amber-500' : 'size-4 text-gray-300'}
                />
              ))}
            </p>
            {review.comment ? <blockquote className="mt-2 whitespace-pre-line break-words">{review.comment}</blockquote> : null}
          </figure>
        ) : null}
      </div>
    );
  } else if (booking.status !== 'completed') {
    body = <Notice title={t('reviews.notReady')} text={t('reviews.notCompleted')} />;
  } else {
    body = <ReviewForm pending={createReview.isPending} serverError={serverError} onSubmit={submit} />;
  }

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 md:py-16">
      <Card>
        <CardHeader>
          <h1 className="font-serif text-3xl font-semibold tracking-tight">{t('reviews.title')}</h1>
          <div className="mt-2 rounded-lg bg-muted/60 p-4 text-sm">
            <p className="font-semibold">{t('reviews.sessionWith', { name: booking.coachName })}</p>
            <p className="text-muted-foreground">
              {formats.longDate(start, timeZone)}, {formats.timeRange(start, end, timeZone)} ({timeZone})
            </p>
          </div>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </section>
  );
}
