import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { usePublicPageMeta } from '@/lib/use-page-meta';
import { ChoosingACoachSection } from '../components/choosing-a-coach-section';
import { BrowseOrCoachButtons } from '../components/browse-or-coach-buttons';
import { CtaBand } from '../components/cta-band';
import { FirstSessionSection } from '../components/first-session-section';
import { PageHero } from '../components/page-hero';
import { PricingClaritySection } from '../components/pricing-clarity-section';

export function GettingStartedPage() {
  usePublicPageMeta('/getting-started');
  return (
    <>
      <PageHero
        eyebrow="Getting started"
        title="Getting Started"
        intro="New to coaching? Here is everything you need to find a coach you feel good about and walk into your first session with confidence."
      >
        <Button asChild size="lg">
          <Link href="/coaches">Browse Coaches</Link>
        </Button>
      </PageHero>
      <ChoosingACoachSection />
      <FirstSessionSection />
      <PricingClaritySection />
      <CtaBand
        id="getting-started-cta-heading"
        title="Ready when you are"
        text="Browse coaches at your own pace. There is nothing to pay until you book a session."
      >
        <BrowseOrCoachButtons />
      </CtaBand>
    </>
  );
}
