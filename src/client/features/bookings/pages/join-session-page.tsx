import { CalendarDays, Headphones, Lightbulb, Video, VolumeX } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { usePageMeta } from '@/lib/use-page-meta';
import { useJoinSession } from '../api/get-join-session';
import { clientDashboardEn } from '@/i18n/catalogs/client-dashboard.en';
import { bookingFormats } from '@/lib/bookings/booking-formats';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { browserTimeZone } from '@/lib/time-zones';
import { errorMessage } from '@/lib/error-text';

const TIPS = [
  { icon: VolumeX, text: 'client-dashboard.join.quiet' },
  { icon: Headphones, text: 'client-dashboard.join.headphones' },
  { icon: Lightbulb, text: 'client-dashboard.join.test' },
] as const;

function Notice({ title, text }: { title: string; text: string }) {
  const t = useT(clientDashboardEn);
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="font-serif text-3xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-4 text-muted-foreground">{text}</p>
      <Button asChild size="lg" className="mt-8">
        <Link href="/user-dashboard">{t('client-dashboard.join.back')}</Link>
      </Button>
    </section>
  );
}

// The meeting link, only for the booking's client and coach, only once confirmed.
export function JoinSessionPage() {
  const { bookingId = '' } = useParams<{ bookingId: string }>();
  const query = useJoinSession(bookingId);
  const timeZone = useMemo(() => browserTimeZone(), []);
  const t = useT(clientDashboardEn);
  const formats = bookingFormats(useLocale());
  usePageMeta(t('client-dashboard.join.title'));

  if (query.isLoading) return <PageSpinner />;
  if (query.isError || !query.data) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404 || status === 400) {
      return <Notice title={t('client-dashboard.join.notFound')} text={t('client-dashboard.join.notFoundText')} />;
    }
    if (status === 409) return <Notice title={t('client-dashboard.join.unavailable')} text={errorMessage(query.error, '')} />;
    return (
      <Notice
        title={t('client-dashboard.join.wentWrong')}
        text={query.error ? errorMessage(query.error, '') : t('client-dashboard.join.tryAgain')}
      />
    );
  }

  const session = query.data;
  const start = new Date(session.startTime);
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 md:py-16">
      <Card>
        <CardHeader className="items-center text-center">
          <Video aria-hidden="true" className="size-10 text-primary" />
          <h1 className="font-serif text-3xl font-semibold tracking-tight">{t('client-dashboard.join.title')}</h1>
          <p className="text-muted-foreground">
            {t('client-dashboard.join.with', { coach: session.coachName, client: session.clientName })}
          </p>
        </CardHeader>
        <CardContent className="grid gap-6">
          <div className="flex items-start justify-center gap-3 text-center">
            <CalendarDays aria-hidden="true" className="mt-0.5 size-5 text-muted-foreground" />
            <div>
              <p className="font-medium">{formats.longDate(start, timeZone)}</p>
              <p className="font-medium">{formats.timeRange(start, new Date(session.endTime), timeZone)}</p>
              <p className="text-xs text-muted-foreground">{t('client-dashboard.timesShownIn', { zone: timeZone })}</p>
            </div>
          </div>
          <Button asChild size="lg" className="h-14 w-full text-lg">
            <a href={session.meetingUrl} target="_blank" rel="noopener noreferrer">
              <Video aria-hidden="true" />
              {t('client-dashboard.join.video')}
            </a>
          </Button>
          <p className="text-center text-xs text-muted-foreground">{t('client-dashboard.join.newTab')}</p>
          <div className="rounded-lg bg-muted/60 p-4">
            <h2 className="text-sm font-semibold">{t('client-dashboard.join.before')}</h2>
            <ul className="mt-3 grid gap-2 text-sm">
              {TIPS.map(({ icon: Icon, text }) => (
                <li key={text} className="flex gap-2">
                  <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal" />
                  {t(text)}
                </li>
              ))}
            </ul>
          </div>
          <Link href="/user-dashboard" className="justify-self-center text-sm font-medium text-primary underline-offset-4 hover:underline">
            {t('client-dashboard.join.back')}
          </Link>
        </CardContent>
      </Card>
    </section>
  );
}
