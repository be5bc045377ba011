import { ChevronDown, LayoutDashboard, LogOut, Settings } from 'lucide-react';
import { Link } from 'wouter';
import type { TCurrentUser } from '@shared/schemas/auth';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLogout } from '@/features/auth/api/logout';
import { UserNameAndEmail } from '@/components/user-name-and-email';
import { dashboardPathFor } from '@/lib/session/redirects';
import { dashboardLabelFor } from './dashboard-label';
import { UserAvatar } from './user-avatar';
import { accountMenuEn } from '@/i18n/catalogs/account-menu.en';
import { useT } from '@/lib/i18n/i18n-context';

export function UserMenu({ user }: { user: TCurrentUser }) {
  const logoutMutation = useLogout();
  const t = useT(accountMenuEn);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className="flex items-center gap-2 rounded-full py-1 pl-1 pr-3 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        aria-label={t('account-menu.accountMenu', { name: user.firstName })}
      >
        <UserAvatar user={user} />
        <span data-testid="header-user-first-name">{user.firstName}</span>
        <ChevronDown className="size-4 text-muted-foreground" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="font-normal">
          <UserNameAndEmail user={user} compact />
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href={dashboardPathFor(user)}>
            <LayoutDashboard aria-hidden="true" />
            {t(dashboardLabelFor(user))}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/settings">
            <Settings aria-hidden="true" />
            {t('account-menu.settings')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={logoutMutation.isPending} onSelect={() => logoutMutation.mutate()}>
          <LogOut aria-hidden="true" />
          {t('account-menu.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
