import { HeroSection } from '../components/hero-section';

// Further landing sections (specializations, testimonials, coach with purpose,
// about) are added here as their own components.
export function LandingPage() {
  return (
    <>
      <HeroSection />
    </>
  );
}
