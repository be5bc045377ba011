import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { Suspense, useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/session/auth-context';
import { cn } from '@/lib/utils';
import { BECOME_A_COACH_HREF, NAV_LINKS, SIGN_UP_HREF } from './nav-links';
import { useScrolledPast } from './use-scrolled-past';
import { lazyPage } from '../routing/lazy-page';
import { layoutEn } from '@/i18n/catalogs/layout.en';
import { useT } from '@/lib/i18n/i18n-context';
import { LanguageSwitcher } from './language-switcher';
import { MessagesLink, UserMenu } from './signed-in-parts';

// The mobile menu is its own chunk too, and no first render shows it: it is fetched when
// the menu button is first touched or focused, before the click that opens it.
const MobileMenu = lazyPage(() => import('./mobile-menu'), 'MobileMenu');
const preloadMobileMenu = () => void MobileMenu.preload().catch(() => undefined);

// The landing header turns opaque after 50 px of scroll (docs/product/ui-behaviour.md#header).
const SCROLL_THRESHOLD_PX = 50;

export function Header() {
  const { user, isLoading } = useAuth();
  const t = useT(layoutEn);
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const isLanding = location === '/';
  // Elsewhere the bar is always solid; on the landing page it starts see-through.
  const solid = !isLanding || scrolled || menuOpen;

  return (
    <header
      data-solid={solid ? 'true' : 'false'}
      className={cn(
        'sticky top-0 z-40 w-full transition-[background-color,box-shadow] duration-300',
        // Nearly opaque instead of a backdrop blur: a sticky blurred bar re-blurs
        // the page under it on every scroll frame.
        solid ? 'bg-white/95 shadow-sm' : 'bg-transparent',
      )}
    >
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" className="font-serif text-xl font-semibold tracking-tight text-foreground" onClick={() => setMenuOpen(false)}>
          Stillpoint
        </Link>
        <nav aria-label={t('layout.mainNav')} className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              className={cn(
                'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground',
                location === link.href && 'text-foreground',
              )}
              aria-current={location === link.href ? 'page' : undefined}
            >
              {t(link.label)}
            </Link>
          ))}
        </nav>
        <div className="flex items-center gap-1 md:gap-2">
          {user ? (
            // The icon's space is kept while it loads, so the header does not shift.
            <Suspense fallback={user.role === 'admin' ? null : <span className="size-10" aria-hidden="true" />}>
              <MessagesLink user={user} />
            </Suspense>
          ) : null}
          <div className="hidden items-center gap-2 md:flex">
            <LanguageSwitcher compact />
            {isLoading ? null : user ? (
              // The menu's button in outline while its chunk loads (the avatar's
              // code comes with it, so a visitor's first download lacks it).
              <Suspense
                fallback={
                  <span className="flex items-center gap-2 py-1 pl-1 pr-3 text-sm font-medium">
                    <span className="size-8 shrink-0 rounded-full bg-muted" aria-hidden="true" />
                    {user.firstName}
                  </span>
                }
              >
                <UserMenu user={user} />
              </Suspense>
            ) : (
              <>
                <Button asChild variant="ghost" size="sm" className="text-teal hover:text-teal">
                  <Link href={BECOME_A_COACH_HREF}>{t('layout.becomeACoach')}</Link>
                </Button>
                <Button asChild variant="outline" size="sm">
                  <Link href="/auth">{t('layout.logIn')}</Link>
                </Button>
                <Button asChild size="sm">
                  <Link href={SIGN_UP_HREF}>{t('layout.signUp')}</Link>
                </Button>
              </>
            )}
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="md:hidden [&_svg]:size-5"
            aria-label={menuOpen ? t('layout.closeMenu') : t('layout.openMenu')}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            onPointerDown={preloadMobileMenu}
            onFocus={preloadMobileMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon className="size-5" aria-hidden="true" /> : <MenuIcon className="size-5" aria-hidden="true" />}
          </Button>
        </div>
      </div>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu id={menuId} user={user} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
