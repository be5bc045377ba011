import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { TCoach } from '@shared/schemas/coaches';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatRate } from '../lib/format-rate';
import { formatRateIn } from '@/lib/i18n/format-for-locale';
import { directoryEn } from '@/i18n/catalogs/directory.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { CoachAvatar } from '@/components/coach-avatar';
import { CoachMarkers } from './coach-markers';
import { SpecializationBadges } from '@/components/specialization-badges';
import { CoachRating } from './coach-rating';

// nextAvailable: the "Next available" line, empty while it loads (the line keeps its height, so nothing moves).
export function CoachCard({ coach, nextAvailable }: { coach: TCoach; nextAvailable?: ReactNode }) {
  const name = `${coach.firstName} ${coach.lastName}`;
  const t = useT(directoryEn);
  const locale = useLocale();
  const price = locale === 'en' ? formatRate(coach.hourlyRate) : formatRateIn(locale, coach.hourlyRate);
  return (
    <Card data-testid="coach-card" className="flex h-full flex-col p-6">
      <div className="flex items-start gap-4">
        <CoachAvatar person={coach} />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-lg font-semibold leading-tight">{name}</h2>
          <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <CoachRating rating={coach.rating} reviewCount={coach.reviewCount} newLabel={t('directory.new')} />
            <span className="text-muted-foreground">{t('directory.reviews', { count: coach.reviewCount })}</span>
          </div>
          <p className="mt-1 text-sm font-semibold text-foreground">{t('directory.perSession', { price })}</p>
          <p data-testid="next-available" className="mt-1 min-h-5 text-sm text-muted-foreground">
            {nextAvailable}
          </p>
          <CoachMarkers coach={coach} className="mt-2" />
        </div>
      </div>
      <SpecializationBadges specializations={coach.specializations} className="mt-4" />
      <p className="mt-4 line-clamp-3 text-sm leading-relaxed text-muted-foreground">{coach.bio}</p>
      <div className="mt-auto grid grid-cols-2 gap-3 pt-6">
        <Button asChild variant="outline">
          <Link href={`/coaches/${coach.id}`} aria-label={t('directory.viewProfileOf', { name })}>
            {t('directory.viewProfile')}
          </Link>
        </Button>
        <Button asChild>
          <Link href={`/booking/${coach.id}`} aria-label={t('directory.bookSessionWith', { name })}>
            {t('directory.bookSession')}
          </Link>
        </Button>
      </div>
    </Card>
  );
}
