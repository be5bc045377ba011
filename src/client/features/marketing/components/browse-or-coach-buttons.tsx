import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { CTA_ON_PRIMARY_OUTLINE, CTA_ON_PRIMARY_SOLID } from '../lib/cta-styles';

// The closing pair of a guide page's call to action, on the primary colour.
export function BrowseOrCoachButtons() {
  return (
    <>
      <Button asChild size="lg" className={CTA_ON_PRIMARY_SOLID}>
        <Link href="/coaches">Browse Coaches</Link>
      </Button>
      <Button asChild size="lg" variant="outline" className={CTA_ON_PRIMARY_OUTLINE}>
        <Link href="/coach-onboarding/plan">Become a Coach</Link>
      </Button>
    </>
  );
}
