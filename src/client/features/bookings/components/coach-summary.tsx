import type { TCoach } from '@shared/schemas/coaches';
import { Avatar, AvatarFallback, AvatarImage, initials } from '@/components/ui/avatar';
import { specializationColor } from '@/lib/specializations/specialization-colors';
import { cn } from '@/lib/utils';
import { checkoutEn } from '@/i18n/catalogs/checkout.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { translatedText } from '@/lib/specializations/translated-text';

// Avatar (initials when there is no photo), name and specializations.
export function CoachSummary({ coach }: { coach: TCoach }) {
  const t = useT(checkoutEn);
  const locale = useLocale();
  return (
    <div className="flex items-start gap-4">
      <Avatar className="size-16">
        {coach.profileImage ? <AvatarImage src={coach.profileImage} alt="" /> : null}
        <AvatarFallback className="text-lg">{initials(coach.firstName, coach.lastName)}</AvatarFallback>
      </Avatar>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{t('checkout.yourCoach')}</p>
        <p className="text-lg font-semibold">
          {coach.firstName} {coach.lastName}
        </p>
        {coach.specializations.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('checkout.specializations')}>
            {coach.specializations.map((specialization) => (
              <li
                key={specialization.id}
                className={cn(
                  'rounded-full border px-2.5 py-0.5 text-xs font-medium',
                  specializationColor(specialization.colorClass).badge,
                )}
              >
                {translatedText(specialization.name, specialization.nameTranslations, locale)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
