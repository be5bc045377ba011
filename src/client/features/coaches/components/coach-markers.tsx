import type { TCoach } from '@shared/schemas/coaches';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { directoryEn } from '@/i18n/catalogs/directory.en';
import { useT } from '@/lib/i18n/i18n-context';

// Small trust markers: Pro plan and founding coach.
export function CoachMarkers({ coach, className }: { coach: Pick<TCoach, 'planType' | 'isFoundingCoach'>; className?: string }) {
  const t = useT(directoryEn);
  if (coach.planType !== 'pro' && !coach.isFoundingCoach) return null;
  return (
    <span className={cn('flex flex-wrap gap-1.5', className)}>
      {coach.planType === 'pro' && <Badge className="border-indigo-200 bg-indigo-600 text-white">{t('directory.pro')}</Badge>}
      {coach.isFoundingCoach && <Badge className="border-teal/30 bg-accent text-accent-foreground">{t('directory.foundingCoach')}</Badge>}
    </span>
  );
}
