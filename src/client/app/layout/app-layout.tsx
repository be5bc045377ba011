import { Suspense, type ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';
import { layoutEn } from '@/i18n/catalogs/layout.en';
import { useT } from '@/lib/i18n/i18n-context';

// The header and the footer are boundaries of their own: a page that comes
// from the server hydrates them apart from the page, in tasks of their own
// rather than one long one (docs/decisions/0085-signed-in-page-data.md).
// Neither suspends, so the fallbacks never show.
export function AppLayout({ children }: { children: ReactNode }) {
  const t = useT(layoutEn);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:shadow-lg"
      >
        {t('layout.skipToContent')}
      </a>
      <Suspense fallback={null}>
        <Header />
      </Suspense>
      <main id="main-content" className="flex-1">
        {children}
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}
