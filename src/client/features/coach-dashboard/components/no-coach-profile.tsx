import { UserRoundPlus } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { coachDashboardEn } from '@/i18n/catalogs/coach-dashboard.en';
import { useT } from '@/lib/i18n/i18n-context';

// A coach account without a profile has not finished onboarding yet.
export function NoCoachProfile({ firstName }: { firstName: string }) {
  const t = useT(coachDashboardEn);
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-20 text-center">
      <UserRoundPlus aria-hidden="true" className="size-12 text-primary" />
      <h1 className="mt-4 font-serif text-3xl font-semibold tracking-tight">
        {t('coach-dashboard.noProfileWelcome', { name: firstName })}
      </h1>
      <p className="mt-3 text-muted-foreground">{t('coach-dashboard.noProfileText')}</p>
      <Button asChild size="lg" className="mt-8">
        <Link href="/coach-onboarding/plan">{t('coach-dashboard.noProfileAction')}</Link>
      </Button>
    </section>
  );
}
