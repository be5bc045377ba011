import { Card } from '@/components/ui/card';
import { programsEn } from '@/i18n/catalogs/programs.en';
import { useT } from '@/lib/i18n/i18n-context';
import { useCoachPrograms } from '../api/list-programs';
import { ProgramCard } from './program-card';

// A coach's upcoming workshops and courses on their profile; nothing when they have none.
export function CoachPrograms({ coachId }: { coachId: number }) {
  const programs = useCoachPrograms(coachId);
  const t = useT(programsEn);
  if (!programs.data || programs.data.length === 0) return null;
  return (
    <Card className="mt-6 p-6" role="region" aria-labelledby="coach-programs-heading">
      <h2 id="coach-programs-heading" className="mb-4 text-xl font-semibold">
        {t('programs.title')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {programs.data.map((program) => (
          <li key={program.id}>
            <ProgramCard program={program} showCoach={false} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
