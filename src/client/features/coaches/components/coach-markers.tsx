import type { TCoach } from '@shared/schemas/coaches';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

// Small trust markers: Pro plan and founding coach.
export function CoachMarkers({ coach, className }: { coach: Pick<TCoach, 'planType' | 'isFoundingCoach'>; className?: string }) {
  if (coach.planType !== 'pro' && !coach.isFoundingCoach) return null;
  return (
    <span className={cn('flex flex-wrap gap-1.5', className)}>
      {coach.planType === 'pro' && <Badge className="border-indigo-200 bg-indigo-600 text-white">Pro</Badge>}
      {coach.isFoundingCoach && <Badge className="border-teal/30 bg-accent text-accent-foreground">Founding coach</Badge>}
    </span>
  );
}
