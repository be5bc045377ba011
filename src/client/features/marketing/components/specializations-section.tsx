import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { landingEn } from '@/i18n/catalogs/landing.en';
import { useT } from '@/lib/i18n/i18n-context';
import { useSpecializations } from '@/lib/specializations/get-specializations';
import { SectionHeading } from './section-heading';
import { SpecializationCard, SpecializationCardSkeleton } from './specialization-card';

// Six skeleton cards while the list loads (docs/product/marketing-pages.md#specializations-grid).
const SKELETON_COUNT = 6;

export function SpecializationsSection() {
  const { data, isPending, isError, refetch } = useSpecializations();
  const t = useT(landingEn);

  return (
    <section aria-labelledby="specializations-heading" className="bg-card py-20">
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="specializations-heading"
          eyebrow={t('landing.specializations.eyebrow')}
          title={t('landing.specializations.title')}
          intro={t('landing.specializations.intro')}
        />
        <div className="mt-12" aria-busy={isPending}>
          {isPending ? (
            <>
              <p role="status" className="sr-only">
                {t('landing.specializations.loading')}
              </p>
              <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
                {Array.from({ length: SKELETON_COUNT }, (_, index) => (
                  <SpecializationCardSkeleton key={index} />
                ))}
              </div>
            </>
          ) : isError ? (
            <div role="alert" className="mx-auto max-w-md rounded-xl border border-border bg-muted p-6 text-center">
              <p className="text-foreground">{t('landing.specializations.failed')}</p>
              <Button type="button" variant="outline" className="mt-4" onClick={() => void refetch()}>
                {t('landing.specializations.retry')}
              </Button>
            </div>
          ) : data.length === 0 ? (
            <p className="text-center text-muted-foreground">{t('landing.specializations.empty')}</p>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {data.map((specialization) => (
                <li key={specialization.id}>
                  <SpecializationCard specialization={specialization} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="mt-12 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Button asChild size="lg">
            <Link href="/coach-onboarding/plan">{t('landing.becomeACoach')}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            {/* The hidden words tell screen readers and search engines where "Learn More" leads. */}
            <Link href="/getting-started">
              {t('landing.learnMore')}
              <span className="sr-only">{t('landing.learnMoreHidden')}</span>
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
