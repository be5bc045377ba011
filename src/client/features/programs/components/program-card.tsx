import { Link } from 'wouter';
import type { TProgram } from '@shared/schemas/programs';
import { Card } from '@/components/ui/card';
import { useHydrated } from '@/lib/use-hydrated';
import { useProgramLabels } from '../lib/program-labels';

// One program in the list or on a coach's profile: the title links to its page.
export function ProgramCard({ program, showCoach = true }: { program: TProgram; showCoach?: boolean }) {
  const first = program.meetings[0];
  const hydrated = useHydrated();
  const labels = useProgramLabels();
  const { t } = labels;
  const when = first && {
    date: labels.meetingDate(first.start),
    time: labels.meetingTime(first.start),
    length: labels.length(program.meetingMinutes),
  };
  return (
    <Card className="flex h-full flex-col gap-2 p-5">
      <p className="text-xs font-medium text-muted-foreground">
        {labels.kind(program.kind, program.meetings.length)} · {program.specializationName}
      </p>
      <h3 className="text-lg font-semibold">
        <Link href={`/programs/${program.id}`} className="hover:underline">
          {program.title}
        </Link>
      </h3>
      {showCoach && <p className="text-sm text-muted-foreground">{t('programs.withCoach', { name: program.coachName })}</p>}
      {/* The first meeting in the viewer's zone, once the browser has taken over. */}
      <p className="min-h-5 text-sm">
        {hydrated && when && (program.meetings.length > 1 ? t('programs.startsOn', when) : t('programs.firstMeeting', when))}
      </p>
      <p className="mt-auto flex items-center justify-between pt-2 text-sm">
        <span className="font-semibold">{t('programs.pricePerSeat', { price: labels.price(program.price) })}</span>
        <span className={program.seatsLeft === 0 ? 'text-destructive' : 'text-muted-foreground'}>
          {labels.seatsLeft(program.seatsLeft)}
        </span>
      </p>
    </Card>
  );
}
