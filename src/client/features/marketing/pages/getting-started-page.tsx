import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { GETTING_STARTED_PAGE } from '@shared/domain/public-page-texts';
import { usePublicPageMeta } from '@/lib/use-page-meta';
import { guidesEn } from '@/i18n/catalogs/guides.en';
import { useT } from '@/lib/i18n/i18n-context';
import { ChoosingACoachSection } from '../components/choosing-a-coach-section';
import { BrowseOrCoachButtons } from '../components/browse-or-coach-buttons';
import { CtaBand } from '../components/cta-band';
import { FirstSessionSection } from '../components/first-session-section';
import { PageHero } from '../components/page-hero';
import { PricingClaritySection } from '../components/pricing-clarity-section';

export function GettingStartedPage() {
  usePublicPageMeta(GETTING_STARTED_PAGE);
  const t = useT(guidesEn);
  return (
    <>
      <PageHero
        eyebrow={t('guides.gettingStarted.eyebrow')}
        title={t('guides.gettingStarted.title')}
        intro={t('guides.gettingStarted.intro')}
      >
        <Button asChild size="lg">
          <Link href="/coaches">{t('guides.browseCoaches')}</Link>
        </Button>
      </PageHero>
      <ChoosingACoachSection />
      <FirstSessionSection />
      <PricingClaritySection />
      <CtaBand id="getting-started-cta-heading" title={t('guides.gettingStarted.ctaTitle')} text={t('guides.gettingStarted.ctaText')}>
        <BrowseOrCoachButtons />
      </CtaBand>
    </>
  );
}
