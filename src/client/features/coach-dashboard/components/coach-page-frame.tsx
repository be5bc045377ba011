import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { coachDashboardEn } from '@/i18n/catalogs/coach-dashboard.en';
import { useT } from '@/lib/i18n/i18n-context';

// The shared frame of the coach's sub-pages: a way back, a title, the content.
export function CoachPageFrame({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const t = useT(coachDashboardEn);
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 md:py-12">
      <Link
        href="/coach-dashboard"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('coach-dashboard.backToDashboard')}
      </Link>
      <h1 className="mt-4 font-serif text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
      {intro ? <div className="mt-2 text-muted-foreground">{intro}</div> : null}
      <div className="mt-8">{children}</div>
    </section>
  );
}
