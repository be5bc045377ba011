import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { notFoundEn } from '@/i18n/catalogs/not-found.en';
import { useT } from '@/lib/i18n/i18n-context';
import { usePageMeta } from '@/lib/use-page-meta';

export function NotFoundPage() {
  const t = useT(notFoundEn);
  usePageMeta(t('not-found.title'));
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-teal">{t('not-found.eyebrow')}</p>
      <h1 className="mt-3 font-serif text-3xl font-semibold tracking-tight sm:text-4xl">{t('not-found.heading')}</h1>
      <p className="mt-4 text-base leading-relaxed text-muted-foreground">{t('not-found.text')}</p>
      <Button asChild size="lg" className="mt-8">
        <Link href="/">{t('not-found.home')}</Link>
      </Button>
    </section>
  );
}
