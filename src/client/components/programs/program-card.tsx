import { Link } from 'wouter';
import { formatDollars } from '@shared/domain/money';
import type { TProgram } from '@shared/schemas/programs';
import { Card } from '@/components/ui/card';
import { useHydrated } from '@/lib/use-hydrated';
import { kindLabel, lengthLabel, meetingDate, meetingTime, seatsLeftLabel } from '@/lib/programs/meeting-labels';

// One program in the list or on a coach's profile: the title links to its page.
export function ProgramCard({ program, showCoach = true }: { program: TProgram; showCoach?: boolean }) {
  const first = program.meetings[0];
  const hydrated = useHydrated();
  return (
    <Card className="flex h-full flex-col gap-2 p-5">
      <p className="text-xs font-medium text-muted-foreground">
        {kindLabel(program.kind, program.meetings.length)} · {program.specializationName}
      </p>
      <h3 className="text-lg font-semibold">
        <Link href={`/programs/${program.id}`} className="hover:underline">
          {program.title}
        </Link>
      </h3>
      {showCoach && <p className="text-sm text-muted-foreground">with {program.coachName}</p>}
      {/* The first meeting in the viewer's zone, once the browser has taken over. */}
      <p className="min-h-5 text-sm">
        {hydrated && first && (
          <>
            {program.meetings.length > 1 ? 'Starts ' : ''}
            {meetingDate(first.start)}, {meetingTime(first.start)} · {lengthLabel(program.meetingMinutes)}
          </>
        )}
      </p>
      <p className="mt-auto flex items-center justify-between pt-2 text-sm">
        <span className="font-semibold">{formatDollars(program.price)} per seat</span>
        <span className={program.seatsLeft === 0 ? 'text-destructive' : 'text-muted-foreground'}>{seatsLeftLabel(program.seatsLeft)}</span>
      </p>
    </Card>
  );
}
