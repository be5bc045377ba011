import { ProfileListSection } from '@/components/profile-list-section';
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
    <ProfileListSection id="coach-programs-heading" title={t('programs.title')}>
      {programs.data.map((program) => (
        <li key={program.id}>
          <ProgramCard program={program} showCoach={false} />
        </li>
      ))}
    </ProfileListSection>
  );
}
