import { Link, useParams } from 'wouter';
import { CANCELLATION_POLICY_LABELS, CANCELLATION_POLICY_SUMMARIES } from '@shared/domain/cancellation-policy';
import { formatDollars } from '@shared/domain/money';
import { PROGRAM_MESSAGES } from '@shared/schemas/programs';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { usePageMeta } from '@/lib/use-page-meta';
import { useProgram } from '@/lib/programs/programs-api';
import { SeatPanel } from '../components/seat-panel';
import { kindLabel, lengthLabel, meetingDate, meetingTime, seatsLeftLabel } from '@/lib/programs/meeting-labels';

function ProgramNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-16 text-center">
      <h1 className="font-serif text-3xl font-semibold tracking-tight">Program not found</h1>
      <p className="mt-4 text-muted-foreground">{PROGRAM_MESSAGES.notFound}</p>
      <Button asChild size="lg" className="mt-8">
        <Link href="/programs">Browse workshops and courses</Link>
      </Button>
    </div>
  );
}

// A workshop or course (docs/product/programs.md): what it is, when it meets
// in the viewer's zone, the seats left and the price, then the seat or waitlist.
export function ProgramPage() {
  const { id = '' } = useParams<{ id: string }>();
  const program = useProgram(id);
  const notFound = program.error instanceof ApiError && program.error.status === 404;
  usePageMeta(program.data ? `${program.data.title} with ${program.data.coachName}` : notFound ? 'Program not found' : 'Program');

  if (program.isPending) return <PageSpinner />;
  if (notFound) return <ProgramNotFound />;
  if (program.isError)
    return (
      <p role="alert" className="py-16 text-center text-destructive">
        {errorText(program.error)}
      </p>
    );
  const p = program.data;
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <p className="text-sm font-medium text-muted-foreground">
        {kindLabel(p.kind, p.meetings.length)} · {p.specializationName}
      </p>
      <h1 className="mt-2 font-serif text-3xl font-semibold tracking-tight sm:text-4xl">{p.title}</h1>
      <p className="mt-2 text-muted-foreground">
        with{' '}
        <Link href={`/coaches/${p.coachId}`} className="font-medium text-foreground underline">
          {p.coachName}
        </Link>
      </p>
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="grid min-w-0 gap-6">
          <Card className="p-6">
            <h2 className="text-xl font-semibold">About this {p.kind}</h2>
            {/* whitespace-pre-line keeps the coach's own paragraphs. */}
            <p className="mt-4 whitespace-pre-line leading-relaxed">{p.description}</p>
          </Card>
          <Card className="p-6" role="region" aria-labelledby="meetings-heading">
            <h2 id="meetings-heading" className="text-xl font-semibold">
              {p.meetings.length === 1 ? 'When' : `${p.meetings.length} meetings`}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">Times in your time zone · {lengthLabel(p.meetingMinutes)} each</p>
            <ol className="mt-4 grid gap-2">
              {p.meetings.map((meeting, index) => (
                <li key={meeting.start} className="flex flex-wrap justify-between gap-x-4 rounded-md border px-3 py-2 text-sm">
                  <span className="font-medium">
                    {p.meetings.length > 1 && `${index + 1}. `}
                    {meetingDate(meeting.start)}
                  </span>
                  <span className="text-muted-foreground">
                    {meetingTime(meeting.start)} – {meetingTime(meeting.end)}
                  </span>
                </li>
              ))}
            </ol>
          </Card>
        </div>
        <Card className="grid gap-4 p-6" role="region" aria-label="Seats">
          <div>
            <p className="text-2xl font-semibold">{formatDollars(p.price)}</p>
            <p className="text-sm text-muted-foreground">per seat{p.meetings.length > 1 && `, all ${p.meetings.length} meetings`}</p>
          </div>
          <p className="font-medium" data-testid="seats-left">
            {p.seatsLeft === 0 ? `Full: all ${p.capacity} seats taken` : `${seatsLeftLabel(p.seatsLeft)} of ${p.capacity}`}
          </p>
          {p.minimumSeats !== null && (
            <p className="text-sm text-muted-foreground">
              Runs with at least {p.minimumSeats} participants; otherwise every seat is refunded in full.
            </p>
          )}
          <div className="border-t pt-4">
            <p className="text-sm font-medium">Cancellation policy: {CANCELLATION_POLICY_LABELS[p.cancellationPolicy]}</p>
            <p className="text-sm text-muted-foreground">
              {CANCELLATION_POLICY_SUMMARIES[p.cancellationPolicy]} Counted from the first meeting.
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
