import { CalendarDays, Headphones, Lightbulb, Video, VolumeX } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { usePageMeta } from '@/lib/use-page-meta';
import { useJoinSession } from '../api/get-join-session';
import { formatLongDate, formatTimeRange } from '@/lib/bookings/format-booking';
import { browserTimeZone } from '@/lib/time-zones';
import { errorMessage } from '@/lib/error-text';

const TIPS = [
  { icon: VolumeX, text: "Find a quiet space where you won't be interrupted." },
  { icon: Headphones, text: 'Use headphones for clearer sound and more privacy.' },
  { icon: Lightbulb, text: 'Test your camera and microphone, and join a couple of minutes early.' },
];

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="font-serif text-3xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-4 text-muted-foreground">{text}</p>
      <Button asChild size="lg" className="mt-8">
        <Link href="/user-dashboard">Back to My Bookings</Link>
      </Button>
    </section>
  );
}

// The meeting link, only for the booking's client and coach, only once confirmed.
export function JoinSessionPage() {
  const { bookingId = '' } = useParams<{ bookingId: string }>();
  const query = useJoinSession(bookingId);
  const timeZone = useMemo(() => browserTimeZone(), []);
  usePageMeta('Join Your Session');

  if (query.isLoading) return <PageSpinner />;
  if (query.isError || !query.data) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404 || status === 400) {
      return <Notice title="Session not found" text="This session does not exist, or it is not one of yours." />;
    }
    if (status === 409) return <Notice title="Meeting link unavailable" text={errorMessage(query.error, '')} />;
    return <Notice title="Something went wrong" text={query.error ? errorMessage(query.error, '') : 'Please try again.'} />;
  }

  const session = query.data;
  const start = new Date(session.startTime);
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 md:py-16">
      <Card>
        <CardHeader className="items-center text-center">
          <Video aria-hidden="true" className="size-10 text-primary" />
          <h1 className="font-serif text-3xl font-semibold tracking-tight">Join Your Session</h1>
          <p className="text-muted-foreground">
            {session.coachName} with {session.clientName}
          </p>
        </CardHeader>
        <CardContent className="grid gap-6">
          <div className="flex items-start justify-center gap-3 text-center">
            <CalendarDays aria-hidden="true" className="mt-0.5 size-5 text-muted-foreground" />
            <div>
              <p className="font-medium">{formatLongDate(start, timeZone)}</p>
              <p className="font-medium">{formatTimeRange(start, new Date(session.endTime), timeZone)}</p>
              <p className="text-xs text-muted-foreground">Times shown in {timeZone}</p>
            </div>
          </div>
          <Button asChild size="lg" className="h-14 w-full text-lg">
            <a href={session.meetingUrl} target="_blank" rel="noopener noreferrer">
              <Video aria-hidden="true" />
              Join video session
            </a>
          </Button>
          <p className="text-center text-xs text-muted-foreground">The meeting opens in a new tab.</p>
          <div className="rounded-lg bg-muted/60 p-4">
            <h2 className="text-sm font-semibold">Before you join</h2>
            <ul className="mt-3 grid gap-2 text-sm">
              {TIPS.map(({ icon: Icon, text }) => (
                <li key={text} className="flex gap-2">
                  <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal" />
                  {text}
                </li>
              ))}
            </ul>
          </div>
          <Link href="/user-dashboard" className="justify-self-center text-sm font-medium text-primary underline-offset-4 hover:underline">
            Back to My Bookings
          </Link>
        </CardContent>
      </Card>
    </section>
  );
}
