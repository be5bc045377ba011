import { ArrowDown } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { HOW_IT_WORKS_PAGE } from '@shared/domain/public-page-texts';
import { usePublicPageMeta } from '@/lib/use-page-meta';
import { guidesEn } from '@/i18n/catalogs/guides.en';
import { useT } from '@/lib/i18n/i18n-context';
import { BrowseOrCoachButtons } from '../components/browse-or-coach-buttons';
import { CtaBand } from '../components/cta-band';
import { FaqSection } from '../components/faq-section';
import { HowItWorksSteps } from '../components/how-it-works-steps';
import { PageHero } from '../components/page-hero';

function prefersReducedMotion() {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function HowItWorksPage() {
  usePublicPageMeta(HOW_IT_WORKS_PAGE);
  const t = useT(guidesEn);
  const stepsRef = useRef<HTMLElement>(null);

  // Learn More scrolls to the how-it-works section (docs/product/marketing-pages.md#how-it-works). Focus follows
  // so keyboard and screen reader users land where sighted users look.
  const scrollToSteps = () => {
    const section = stepsRef.current;
    if (!section) return;
    section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    section.focus({ preventScroll: true });
  };

  return (
    <>
      <PageHero eyebrow={t('guides.howItWorks.eyebrow')} title={t('guides.howItWorks.title')} intro={t('guides.howItWorks.intro')}>
        <Button type="button" size="lg" onClick={scrollToSteps}>
          {t('guides.howItWorks.learnMore')}
          <ArrowDown aria-hidden="true" />
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/coaches">{t('guides.howItWorks.explore')}</Link>
        </Button>
      </PageHero>
      <HowItWorksSteps ref={stepsRef} />
      <FaqSection />
      <div className="pt-16 sm:pt-20">
        <CtaBand id="how-it-works-cta-heading" title={t('guides.howItWorks.ctaTitle')} text={t('guides.howItWorks.ctaText')}>
          <BrowseOrCoachButtons />
        </CtaBand>
      </div>
    </>
  );
}
