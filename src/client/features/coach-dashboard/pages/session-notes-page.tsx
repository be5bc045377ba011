import { CalendarDays, UserRound } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/session/auth-context';
import { dashboardPathFor } from '@/lib/session/redirects';
import { StatusBadge } from '@/components/booking-badge';
import { formatLongDate, formatTimeRange } from '@/lib/bookings/format-booking';
import { browserTimeZone } from '@/lib/time-zones';
import { ApiError } from '@/lib/api-client';
import { usePageMeta } from '@/lib/use-page-meta';
import { useCoachMe } from '../api/get-coach-me';
import { useSessionNotes } from '../api/session-notes';
import { CoachPageFrame } from '../components/coach-page-frame';
import { NotesEditor } from '../components/notes-editor';
import { LoadError } from '@/components/load-state';

function NotFound({ href }: { href: string }) {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="font-serif text-3xl font-semibold tracking-tight">Session not found</h1>
      <p className="mt-3 text-muted-foreground">This session does not exist, or its notes belong to another coach.</p>
      <Button asChild className="mt-8">
        <Link href={href}>Back to Dashboard</Link>
      </Button>
    </section>
  );
}

export function SessionNotesPage() {
  const params = useParams<{ id: string }>();
  const bookingId = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : null;
  const { user } = useAuth();
  const isCoach = user?.role === 'coach';
  const notes = useSessionNotes(bookingId ?? 0, Boolean(user) && bookingId !== null);
  const coach = useCoachMe(isCoach);
  const timeZone = coach.data?.timeZone ?? browserTimeZone();
  usePageMeta('Session Notes');

  if (!user) return null;
  // Only the booking's coach has notes; everyone else gets the same 404 from the server.
  if (bookingId === null || (notes.error instanceof ApiError && notes.error.status === 404))
    return <NotFound href={dashboardPathFor(user)} />;
  if (notes.isLoading || !notes.data) {
    return notes.isError ? (
      <CoachPageFrame title="Session Notes">
        <LoadError what="these notes" error={notes.error} />
      </CoachPageFrame>
    ) : (
      <div className="py-24 text-center">
        <Spinner className="size-6 text-primary" label="Loading session notes" />
      </div>
    );
  }

  const session = notes.data;
  const start = new Date(session.startTime);
  return (
    <CoachPageFrame title="Session Notes">
      <Card className="mb-6 flex flex-wrap items-start justify-between gap-4 p-5" role="region" aria-label="Session summary">
        <ul className="grid gap-1.5 text-sm">
          <li className="flex items-center gap-2 text-base font-semibold">
            <UserRound aria-hidden="true" className="size-4 text-muted-foreground" />
            {session.clientName}
          </li>
          <li className="flex items-center gap-2">
            <CalendarDays aria-hidden="true" className="size-4 text-muted-foreground" />
            {formatLongDate(start, timeZone)}, {formatTimeRange(start, new Date(session.endTime), timeZone)}
          </li>
          <li className="text-xs text-muted-foreground">Times shown in {timeZone}</li>
        </ul>
        <StatusBadge status={session.status} />
      </Card>
      <NotesEditor key={session.bookingId} session={session} />
    </CoachPageFrame>
  );
}
