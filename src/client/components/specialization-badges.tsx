import type { TCoach } from '@shared/schemas/coaches';
import { Badge } from './ui/badge';
import { specializationColor } from '@/lib/specializations/specialization-colors';
import { cn } from '@/lib/utils';

export function SpecializationBadges({ specializations, className }: { specializations: TCoach['specializations']; className?: string }) {
  if (specializations.length === 0) return null;
  return (
    <ul aria-label="Specializations" className={cn('flex flex-wrap gap-1.5', className)}>
      {specializations.map((specialization) => (
        <li key={specialization.id}>
          <Badge className={specializationColor(specialization.colorClass).badge}>{specialization.name}</Badge>
        </li>
      ))}
    </ul>
  );
}
