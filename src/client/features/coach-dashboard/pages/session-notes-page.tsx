import { CalendarDays, UserRound } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/session/auth-context';
import { dashboardPathFor } from '@/lib/session/redirects';
import { StatusBadge } from '@/components/booking-badge';
import { coachDashboardEn } from '@/i18n/catalogs/coach-dashboard.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { coachFormats } from '../lib/coach-formats';
import { browserTimeZone } from '@/lib/time-zones';
import { ApiError } from '@/lib/api-client';
import { usePageMeta } from '@/lib/use-page-meta';
import { useCoachMe } from '../api/get-coach-me';
import { useSessionNotes } from '../api/session-notes';
import { CoachPageFrame } from '../components/coach-page-frame';
import { NotesEditor } from '../components/notes-editor';
import { LoadError } from '@/components/load-state';

function NotFound({ href }: { href: string }) {
  const t = useT(coachDashboardEn);
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="font-serif text-3xl font-semibold tracking-tight">{t('coach-dashboard.notFoundTitle')}</h1>
      <p className="mt-3 text-muted-foreground">{t('coach-dashboard.notFoundText')}</p>
      <Button asChild className="mt-8">
        <Link href={href}>{t('coach-dashboard.backToDashboard')}</Link>
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
  const t = useT(coachDashboardEn);
  const formats = coachFormats(useLocale());
  usePageMeta(t('coach-dashboard.notesTitle'));

  if (!user) return null;
  // Only the booking's coach has notes; everyone else gets the same 404 from the server.
  if (bookingId === null || (notes.error instanceof ApiError && notes.error.status === 404))
    return <NotFound href={dashboardPathFor(user)} />;
  if (notes.isLoading || !notes.data) {
    return notes.isError ? (
      <CoachPageFrame title={t('coach-dashboard.notesTitle')}>
        <LoadError what={t('coach-dashboard.whatNotes')} error={notes.error} />
      </CoachPageFrame>
    ) : (
      <div className="py-24 text-center">
        <Spinner className="size-6 text-primary" label={t('coach-dashboard.loadingNotes')} />
      </div>
    );
  }

  const session = notes.data;
  const start = new Date(session.startTime);
  return (
    <CoachPageFrame title={t('coach-dashboard.notesTitle')}>
      <Card
        className="mb-6 flex flex-wrap items-start justify-between gap-4 p-5"
        role="region"
        aria-label={t('coach-dashboard.sessionSummary')}
      >
        <ul className="grid gap-1.5 text-sm">
          <li className="flex items-center gap-2 text-base font-semibold">
            <UserRound aria-hidden="true" className="size-4 text-muted-foreground" />
            {session.clientName}
          </li>
          <li className="flex items-center gap-2">
            <CalendarDays aria-hidden="true" className="size-4 text-muted-foreground" />
            {formats.longDate(start, timeZone)}, {formats.timeRange(start, new Date(session.endTime), timeZone)}
          </li>
          <li className="text-xs text-muted-foreground">{t('coach-dashboard.timesShownIn', { zone: timeZone })}</li>
        </ul>
        <StatusBadge status={session.status} />
      </Card>
      <NotesEditor key={session.bookingId} session={session} />
    </CoachPageFrame>
  );
}
