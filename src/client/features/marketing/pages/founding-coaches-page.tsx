import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { FOUNDING_COACHES_PAGE } from '@shared/domain/public-page-texts';
import { usePublicPageMeta } from '@/lib/use-page-meta';
import { guidesEn } from '@/i18n/catalogs/guides.en';
import { useT } from '@/lib/i18n/i18n-context';
import { CtaBand } from '../components/cta-band';
import { FoundingOfferSection } from '../components/founding-offer-section';
import { PageHero } from '../components/page-hero';
import { PlatformFeesSection } from '../components/platform-fees-section';
import { CTA_ON_PRIMARY_SOLID } from '../lib/cta-styles';

// An earlier plan linked this page to an external sign-up form; we send coaches into
// our own onboarding instead (docs/decisions/0006-landing-and-marketing-pages.md).
const BECOME_A_COACH_HREF = '/coach-onboarding/plan';

export function FoundingCoachesPage() {
  usePublicPageMeta(FOUNDING_COACHES_PAGE);
  const t = useT(guidesEn);
  return (
    <>
      <PageHero eyebrow={t('guides.founding.eyebrow')} title={t('guides.founding.title')} intro={t('guides.founding.intro')}>
        <Button asChild size="lg">
          <Link href={BECOME_A_COACH_HREF}>{t('guides.becomeACoach')}</Link>
        </Button>
      </PageHero>
      <section aria-labelledby="community-heading" className="border-b border-border bg-teal py-10 text-white">
        <div className="mx-auto w-full max-w-4xl px-4 text-center sm:px-6">
          <h2 id="community-heading" className="font-serif text-2xl font-semibold sm:text-3xl">
            {t('guides.founding.communityTitle')}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl leading-relaxed text-teal-50">{t('guides.founding.communityText')}</p>
        </div>
      </section>
      <FoundingOfferSection />
      <PlatformFeesSection />
      <div className="pt-16 sm:pt-20">
        <CtaBand id="founding-cta-heading" title={t('guides.founding.ctaTitle')} text={t('guides.founding.ctaText')}>
          <Button asChild size="lg" className={CTA_ON_PRIMARY_SOLID}>
            <Link href={BECOME_A_COACH_HREF}>{t('guides.becomeACoach')}</Link>
          </Button>
        </CtaBand>
      </div>
    </>
  );
}
