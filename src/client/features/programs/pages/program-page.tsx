import { Link, useParams } from 'wouter';
import { Card } from '@/components/ui/card';
import { NotFoundNotice } from '@/components/not-found-notice';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { usePageMeta } from '@/lib/use-page-meta';
import { useHydrated } from '@/lib/use-hydrated';
import { useProgram } from '../api/get-program';
import { useProgramLabels } from '../lib/program-labels';
import { SeatPanel } from '../components/seat-panel';
import { ProgramReview } from '../components/program-review';

function ProgramNotFound() {
  const { t } = useProgramLabels();
  return (
    <NotFoundNotice title={t('programs.notFoundTitle')} text={t('programs.notFound')} href="/programs" linkText={t('programs.browse')} />
  );
}

// A workshop or course (docs/product/programs.md): what it is, when it meets
// in the viewer's zone, the seats left and the price, then the seat or waitlist.
// Server-rendered from the same answer (server-rendered-routes.ts); the
// meetings' dates and times wait for the browser, which knows the viewer's zone.
export function ProgramPage() {
  const { id = '' } = useParams<{ id: string }>();
  const program = useProgram(id);
  const labels = useProgramLabels();
  const { t } = labels;
  const hydrated = useHydrated();
  const notFound = program.error instanceof ApiError && program.error.status === 404;
  usePageMeta(
    program.data
      ? t('programs.pageTitle', { title: program.data.title, coach: program.data.coachName })
      : notFound
        ? t('programs.notFoundTitle')
        : t('programs.pageTitleLoading'),
  );

  if (program.isPending) return <PageSpinner />;
  if (notFound) return <ProgramNotFound />;
  if (program.isError)
    return (
      <p role="alert" className="py-16 text-center text-destructive">
        {errorText(program.error)}
      </p>
    );
  const p = program.data;
  const count = p.meetings.length;
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <p className="text-sm font-medium text-muted-foreground">
        {labels.kind(p.kind, count)} · {p.specializationName}
      </p>
      <h1 className="mt-2 font-serif text-3xl font-semibold tracking-tight sm:text-4xl">{p.title}</h1>
      <p className="mt-2 text-muted-foreground">
        {t('programs.with')}{' '}
        <Link href={`/coaches/${p.coachId}`} className="font-medium text-foreground underline">
          {p.coachName}
        </Link>
      </p>
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="grid min-w-0 gap-6">
          <Card className="p-6">
            <h2 className="text-xl font-semibold">{p.kind === 'workshop' ? t('programs.aboutWorkshop') : t('programs.aboutCourse')}</h2>
            {/* whitespace-pre-line keeps the coach's own paragraphs. */}
            <p className="mt-4 whitespace-pre-line leading-relaxed">{p.description}</p>
          </Card>
          <Card className="p-6" role="region" aria-labelledby="meetings-heading">
            <h2 id="meetings-heading" className="text-xl font-semibold">
              {t('programs.meetingsHeading', { count })}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              {t('programs.timesInYourZone', { length: labels.length(p.meetingMinutes) })}
            </p>
            <ol className="mt-4 grid gap-2">
              {p.meetings.map((meeting, index) => (
                <li key={meeting.start} className="flex min-h-9 flex-wrap justify-between gap-x-4 rounded-md border px-3 py-2 text-sm">
                  {hydrated && (
                    <>
                      <span className="font-medium">
                        {count > 1 && `${index + 1}. `}
                        {labels.meetingDate(meeting.start)}
                      </span>
                      <span className="text-muted-foreground">
                        {labels.meetingTime(meeting.start)} – {labels.meetingTime(meeting.end)}
                      </span>
                    </>
                  )}
                </li>
              ))}
            </ol>
          </Card>
          <ProgramReview program={p} />
        </div>
        <Card className="grid gap-4 p-6" role="region" aria-label={t('programs.seatsRegion')}>
          <div>
            <p className="text-2xl font-semibold">{labels.price(p.price)}</p>
            <p className="text-sm text-muted-foreground">
              {count > 1 ? t('programs.perSeatAllMeetings', { count }) : t('programs.perSeat')}
            </p>
          </div>
          <p className="font-medium" data-testid="seats-left">
            {p.seatsLeft === 0
              ? t('programs.full', { capacity: p.capacity })
              : t('programs.seatsLeftOf', { count: p.seatsLeft, capacity: p.capacity })}
          </p>
          {p.minimumSeats !== null && <p className="text-sm text-muted-foreground">{t('programs.minimum', { minimum: p.minimumSeats })}</p>}
          <div className="border-t pt-4">
            <p className="text-sm font-medium">{t('programs.policy', { policy: t(`programs.policy.${p.cancellationPolicy}`) })}</p>
            <p className="text-sm text-muted-foreground">
              {t(`programs.policySummary.${p.cancellationPolicy}`)} {t('programs.countedFromFirst')}
            </p>
          </div>
          <div className="border-t pt-4">
            <SeatPanel program={p} />
          </div>
        </Card>
      </div>
    </section>
  );
}
