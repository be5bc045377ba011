import { HOME_PAGE } from '@shared/domain/public-page-texts';
import { usePublicPageMeta } from '@/lib/use-page-meta';
import { AboutSection } from '../components/about-section';
import { CoachWithPurposeSection } from '../components/coach-with-purpose-section';
import { HeroSection } from '../components/hero-section';
import { SpecializationsSection } from '../components/specializations-section';
import { TestimonialsSection } from '../components/testimonials-section';

export function LandingPage() {
  // No title: the home page uses the plain product name in the tab.
  usePublicPageMeta(HOME_PAGE);
  return (
    <>
      <HeroSection />
      <SpecializationsSection />
      <TestimonialsSection />
      <CoachWithPurposeSection />
      <AboutSection />
    </>
  );
}
