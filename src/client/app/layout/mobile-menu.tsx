import { LayoutDashboard, LogOut, Settings } from 'lucide-react';
import { Link } from 'wouter';
import type { TCurrentUser } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { useLogout } from '@/features/auth/api/logout';
import { dashboardPathFor } from '@/lib/session/redirects';
import { dashboardLabelFor } from './dashboard-label';
import { BECOME_A_COACH_HREF, NAV_LINKS, SIGN_UP_HREF } from './nav-links';
import { UserAvatar } from './user-avatar';
import { UserNameAndEmail } from '@/components/user-name-and-email';
import { layoutEn } from '@/i18n/catalogs/layout.en';
import { accountMenuEn } from '@/i18n/catalogs/account-menu.en';
import { useT } from '@/lib/i18n/i18n-context';
import { LanguageSwitcher } from './language-switcher';

type MobileMenuProps = { id: string; user: TCurrentUser | null; onClose: () => void };

const itemClass = 'flex items-center gap-3 rounded-md px-3 py-2.5 text-base font-medium text-foreground hover:bg-muted';

export function MobileMenu({ id, user, onClose }: MobileMenuProps) {
  const logoutMutation = useLogout();
  const t = useT(layoutEn);
  const tAccount = useT(accountMenuEn);
  return (
    <nav
      id={id}
      aria-label={tAccount('account-menu.mobileNav')}
      className="border-t border-border bg-card px-4 pb-5 pt-3 shadow-md md:hidden"
    >
      {user ? (
        <div className="mb-3 flex items-center gap-3 border-b border-border px-3 pb-4 pt-1">
          <UserAvatar user={user} className="size-10" />
          <UserNameAndEmail user={user} />
        </div>
      ) : null}
      <ul className="grid gap-1">
        {NAV_LINKS.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={itemClass} onClick={onClose}>
              {t(link.label)}
            </Link>
          </li>
        ))}
        {user ? (
          <>
            <li>
              <Link href={dashboardPathFor(user)} className={itemClass} onClick={onClose}>
                <LayoutDashboard className="size-5 text-muted-foreground" aria-hidden="true" />
                {tAccount(dashboardLabelFor(user))}
              </Link>
            </li>
            <li>
              <Link href="/settings" className={itemClass} onClick={onClose}>
                <Settings className="size-5 text-muted-foreground" aria-hidden="true" />
                {tAccount('account-menu.settings')}
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={`${itemClass} w-full text-left`}
                disabled={logoutMutation.isPending}
                onClick={() => {
                  onClose();
                  logoutMutation.mutate();
                }}
              >
                <LogOut className="size-5 text-muted-foreground" aria-hidden="true" />
                {tAccount('account-menu.logout')}
              </button>
            </li>
          </>
        ) : (
          <li>
            <Link href={BECOME_A_COACH_HREF} className={itemClass} onClick={onClose}>
              {t('layout.becomeACoach')}
            </Link>
          </li>
        )}
      </ul>
      {user ? null : (
        <div className="mt-4 grid grid-cols-2 gap-3">
          <Button asChild variant="outline">
            <Link href="/auth" onClick={onClose}>
              {t('layout.logIn')}
            </Link>
          </Button>
          <Button asChild>
            <Link href={SIGN_UP_HREF} onClick={onClose}>
              {t('layout.signUp')}
            </Link>
          </Button>
        </div>
      )}
      <div className="mt-4 border-t border-border px-3 pt-4">
        <LanguageSwitcher />
      </div>
    </nav>
  );
}
