import { Link } from 'wouter';
import type { TSpecialization } from '@shared/schemas/specializations';
import { Skeleton } from '@/components/ui/skeleton';
import { specializationColor } from '@/lib/specializations/specialization-colors';
import { cn } from '@/lib/utils';
import { specialtyHref } from '../lib/specialization-card-text';
import { landingEn } from '@/i18n/catalogs/landing.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { translatedText } from '@/lib/specializations/translated-text';

// The whole card is one link, so it is a single tab stop and a large target.
export function SpecializationCard({ specialization }: { specialization: TSpecialization }) {
  const color = specializationColor(specialization.colorClass);
  const t = useT(landingEn);
  const locale = useLocale();
  return (
    <Link
      href={specialtyHref(specialization.name)}
      data-testid="specialization-card"
      className={cn(
        'group flex h-full flex-col rounded-xl border p-6 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        color.card,
      )}
    >
      <span aria-hidden="true" className={cn('flex size-12 items-center justify-center rounded-full text-2xl', color.icon)}>
        {specialization.iconName}
      </span>
      <h3 className="mt-4 text-lg font-semibold text-foreground group-hover:underline">
        {translatedText(specialization.name, specialization.nameTranslations, locale)}
      </h3>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">
        {translatedText(specialization.description, specialization.descriptionTranslations, locale)}
      </p>
      <p className="mt-4 text-sm font-semibold text-teal">
        {t('landing.specializations.coachCount', { count: specialization.coachCount })}
      </p>
    </Link>
  );
}

export function SpecializationCardSkeleton() {
  return (
    <div data-testid="specialization-skeleton" className="flex h-full flex-col rounded-xl border border-border bg-card p-6 shadow-sm">
      <Skeleton className="size-12 rounded-full" />
      <Skeleton className="mt-4 h-6 w-3/4" />
      <Skeleton className="mt-3 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-5/6" />
      <Skeleton className="mt-6 h-4 w-1/2" />
    </div>
  );
}
