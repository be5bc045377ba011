import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { guidesEn } from '@/i18n/catalogs/guides.en';
import { useT } from '@/lib/i18n/i18n-context';
import { CTA_ON_PRIMARY_OUTLINE, CTA_ON_PRIMARY_SOLID } from '../lib/cta-styles';

// The closing pair of a guide page's call to action, on the primary colour.
export function BrowseOrCoachButtons() {
  const t = useT(guidesEn);
  return (
    <>
      <Button asChild size="lg" className={CTA_ON_PRIMARY_SOLID}>
        <Link href="/coaches">{t('guides.browseCoaches')}</Link>
      </Button>
      <Button asChild size="lg" variant="outline" className={CTA_ON_PRIMARY_OUTLINE}>
        <Link href="/coach-onboarding/plan">{t('guides.becomeACoach')}</Link>
      </Button>
    </>
  );
}
