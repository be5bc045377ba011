import { MessageSquare } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import type { TCurrentUser } from '@shared/schemas/auth';
import { useUnreadCount } from '@/lib/messages/unread-count';
import { accountMenuEn } from '@/i18n/catalogs/account-menu.en';
import { useT } from '@/lib/i18n/i18n-context';

// The header's way to the messages (clients and coaches), with the unread count.
export function MessagesLink({ user }: { user: TCurrentUser }) {
  const [location] = useLocation();
  const hasMessages = user.role === 'client' || user.role === 'coach';
  const unread = useUnreadCount(hasMessages).data?.unread ?? 0;
  const t = useT(accountMenuEn);
  if (!hasMessages) return null;
  const label = unread > 0 ? t('account-menu.messagesUnread', { count: unread }) : t('account-menu.messages');
  return (
    <Link
      href="/messages"
      aria-label={label}
      title={label}
      aria-current={location.startsWith('/messages') ? 'page' : undefined}
      className="relative inline-flex size-10 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
    >
      <MessageSquare className="size-5" aria-hidden="true" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute right-0.5 top-0.5 min-w-5 rounded-full bg-primary px-1 text-center text-[11px] font-semibold leading-5 text-primary-foreground"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
