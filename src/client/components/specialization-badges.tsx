import type { TCoach } from '@shared/schemas/coaches';
import { Badge } from './ui/badge';
import { commonEn } from '@/i18n/catalogs/common.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { translatedText } from '@/lib/specializations/translated-text';
import { specializationColor } from '@/lib/specializations/specialization-colors';
import { cn } from '@/lib/utils';

export function SpecializationBadges({ specializations, className }: { specializations: TCoach['specializations']; className?: string }) {
  const t = useT(commonEn);
  const locale = useLocale();
  if (specializations.length === 0) return null;
  return (
    <ul aria-label={t('common.specializations')} className={cn('flex flex-wrap gap-1.5', className)}>
      {specializations.map((specialization) => (
        <li key={specialization.id}>
          <Badge className={specializationColor(specialization.colorClass).badge}>
            {translatedText(specialization.name, specialization.nameTranslations, locale)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
