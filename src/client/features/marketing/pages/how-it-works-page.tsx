import { ArrowDown } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { usePublicPageMeta } from '@/lib/use-page-meta';
import { BrowseOrCoachButtons } from '../components/browse-or-coach-buttons';
import { CtaBand } from '../components/cta-band';
import { FaqSection } from '../components/faq-section';
import { HowItWorksSteps } from '../components/how-it-works-steps';
import { PageHero } from '../components/page-hero';

function prefersReducedMotion() {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function HowItWorksPage() {
  usePublicPageMeta('/how-it-works');
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
      <PageHero
        eyebrow="How it works"
        title="How It Works"
        intro="Stillpoint makes it simple to find a mindfulness coach, book a time that suits you and meet privately by video, wherever you are."
      >
        <Button type="button" size="lg" onClick={scrollToSteps}>
          Learn More
          <ArrowDown aria-hidden="true" />
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/coaches">Explore Coaches</Link>
        </Button>
      </PageHero>
      <HowItWorksSteps ref={stepsRef} />
      <FaqSection />
      <div className="pt-16 sm:pt-20">
        <CtaBand
          id="how-it-works-cta-heading"
          title="Find a coach who fits"
          text="Browse profiles, read reviews and see open times in your own time zone."
        >
          <BrowseOrCoachButtons />
        </CtaBand>
      </div>
    </>
  );
}
