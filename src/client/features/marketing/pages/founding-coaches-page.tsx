import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { usePublicPageMeta } from '@/lib/use-page-meta';
import { CtaBand } from '../components/cta-band';
import { FoundingOfferSection } from '../components/founding-offer-section';
import { PageHero } from '../components/page-hero';
import { PlatformFeesSection } from '../components/platform-fees-section';
import { CTA_ON_PRIMARY_SOLID } from '../lib/cta-styles';

// An earlier plan linked this page to an external sign-up form; we send coaches into
// our own onboarding instead (docs/decisions/0006-landing-and-marketing-pages.md).
const BECOME_A_COACH_HREF = '/coach-onboarding/plan';

export function FoundingCoachesPage() {
  usePublicPageMeta('/founding-coaches');
  return (
    <>
      <PageHero
        eyebrow="Founding coaches"
        title="Become a Founding Coach"
        intro="We're building Stillpoint with a first circle of mindfulness coaches. Join now to coach on your own terms, get Pro free during beta and help shape what comes next."
      >
        <Button asChild size="lg">
          <Link href={BECOME_A_COACH_HREF}>Become a Coach</Link>
        </Button>
      </PageHero>
      <section aria-labelledby="community-heading" className="border-b border-border bg-teal py-10 text-white">
        <div className="mx-auto w-full max-w-4xl px-4 text-center sm:px-6">
          <h2 id="community-heading" className="font-serif text-2xl font-semibold sm:text-3xl">
            Join a community of 1,000+ seekers exploring mindfulness
          </h2>
          <p className="mx-auto mt-3 max-w-2xl leading-relaxed text-teal-50">
            People come to Stillpoint looking for calmer days, better sleep and steadier focus. Your profile helps the ones who need your
            approach find you.
          </p>
        </div>
      </section>
      <FoundingOfferSection />
      <PlatformFeesSection />
      <div className="pt-16 sm:pt-20">
        <CtaBand
          id="founding-cta-heading"
          title="Claim your founding spot"
          text="Pick the Pro plan in the first step, set your rate and availability, and you're ready to welcome your first clients."
        >
          <Button asChild size="lg" className={CTA_ON_PRIMARY_SOLID}>
            <Link href={BECOME_A_COACH_HREF}>Become a Coach</Link>
          </Button>
        </CtaBand>
      </div>
    </>
  );
}
