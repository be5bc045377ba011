import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { profileEn } from '@/i18n/catalogs/profile.en';
import { useT } from '@/lib/i18n/i18n-context';

export function CoachNotFound() {
  const t = useT(profileEn);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-16 text-center">
      <h1 className="font-serif text-3xl font-semibold tracking-tight">{t('profile.notFoundTitle')}</h1>
      <p className="mt-4 text-muted-foreground">{t('profile.coachGone')}</p>
      <Button asChild size="lg" className="mt-8">
        <Link href="/coaches">{t('profile.browseAll')}</Link>
      </Button>
    </div>
  );
}
