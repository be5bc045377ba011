import { Link } from 'wouter';
import { layoutEn } from '@/i18n/catalogs/layout.en';
import { useT } from '@/lib/i18n/i18n-context';
import { LanguageSwitcher } from './language-switcher';

const FOOTER_LINKS = [
  { href: '/coaches', label: 'layout.findCoaches' },
  { href: '/programs', label: 'layout.workshops' },
  { href: '/how-it-works', label: 'layout.howItWorks' },
  { href: '/getting-started', label: 'layout.gettingStarted' },
  { href: '/founding-coaches', label: 'layout.foundingCoaches' },
  { href: '/coach-onboarding/plan', label: 'layout.becomeACoach' },
] as const;

export function Footer() {
  const t = useT(layoutEn);
  return (
    <footer className="border-t border-border bg-card">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <p className="font-serif text-lg font-semibold">Stillpoint</p>
          {/* Server-rendered pages are cached: across New Year the browser may know better. */}
          <p className="mt-1 text-sm text-muted-foreground" suppressHydrationWarning>
            {t('layout.rightsReserved', { year: String(new Date().getFullYear()) })}
          </p>
        </div>
        <div className="flex flex-col gap-4 md:items-end">
          <nav aria-label={t('layout.footerNav')}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              {FOOTER_LINKS.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="text-muted-foreground hover:text-foreground hover:underline">
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitcher />
        </div>
      </div>
    </footer>
  );
}
