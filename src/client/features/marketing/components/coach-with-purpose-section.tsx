import { IconFeatureCard } from './icon-feature-card';
import { CalendarClockIcon, HeartHandshakeIcon, SproutIcon, WrenchIcon } from '@/components/ui/icons';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { SectionHeading } from './section-heading';
import { landingEn } from '@/i18n/catalogs/landing.en';
import { useT } from '@/lib/i18n/i18n-context';

// Each point's title and text are in the landing catalog under landing.coaches.<id>.
const POINTS = [
  { id: 'schedule', icon: CalendarClockIcon },
  { id: 'impact', icon: HeartHandshakeIcon },
  { id: 'grow', icon: SproutIcon },
  { id: 'tools', icon: WrenchIcon },
] as const;

export function CoachWithPurposeSection() {
  const t = useT(landingEn);
  return (
    <section aria-labelledby="coach-with-purpose-heading" className="bg-indigo-50 py-20">
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="coach-with-purpose-heading"
          eyebrow={t('landing.coaches.eyebrow')}
          title={t('landing.coaches.title')}
          intro={t('landing.coaches.intro')}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {POINTS.map((point) => (
            <IconFeatureCard
              key={point.id}
              icon={point.icon}
              title={t(`landing.coaches.${point.id}.title`)}
              text={t(`landing.coaches.${point.id}.text`)}
              testId="coach-purpose-point"
              className="border-indigo-100"
            />
          ))}
        </ul>
        <div className="mt-12 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Button asChild size="lg">
            <Link href="/coach-onboarding/plan">{t('landing.becomeACoach')}</Link>
          </Button>
          <Button asChild size="lg" variant="ghost" className="text-primary hover:text-primary-hover">
            <Link href="/founding-coaches">{t('landing.coaches.foundingOffer')}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
