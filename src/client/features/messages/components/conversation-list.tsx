import { Link } from 'wouter';
import type { TConversationSummary } from '@shared/schemas/messages';
import { CoachAvatar } from '@/components/coach-avatar';
import { cn } from '@/lib/utils';
import { listTime } from '../lib/message-time';
import { messagesEn } from '@/i18n/catalogs/messages.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';

type Props = { conversations: TConversationSummary[]; activeId: number | undefined; timeZone: string };

// Each conversation: the other party, the newest message's start, its time and the unread count.
export function ConversationList({ conversations, activeId, timeZone }: Props) {
  const t = useT(messagesEn);
  const locale = useLocale();
  if (conversations.length === 0) {
    return <p className="px-4 py-10 text-center text-sm text-muted-foreground">{t('messages.none')}</p>;
  }
  return (
    <ul className="divide-y divide-border" aria-label={t('messages.conversations')}>
      {conversations.map((c) => {
        const name = `${c.other.firstName} ${c.other.lastName}`;
        const active = c.id === activeId;
        return (
          <li key={c.id}>
            <Link
              href={`/messages/${c.id}`}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex items-start gap-3 px-4 py-3 transition-colors hover:bg-muted',
                active && 'bg-indigo-50 hover:bg-indigo-50',
              )}
            >
              <CoachAvatar person={c.other} className="size-10" fallbackClassName="text-sm" />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span className={cn('truncate text-sm', c.unread > 0 ? 'font-semibold' : 'font-medium')}>{name}</span>
                  {c.lastMessage && (
                    <time dateTime={c.lastMessage.createdAt} className="shrink-0 text-xs text-muted-foreground">
                      {listTime(new Date(c.lastMessage.createdAt), timeZone, new Date(), locale)}
                    </time>
                  )}
                </span>
                <span className="mt-0.5 flex items-center justify-between gap-2">
                  <span className={cn('truncate text-sm', c.unread > 0 ? 'text-foreground' : 'text-muted-foreground')}>
                    {c.lastMessage ? `${c.lastMessage.mine ? t('messages.youPrefix') : ''}${c.lastMessage.body}` : ''}
                  </span>
                  {c.unread > 0 && (
                    <span className="shrink-0 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                      {c.unread}
                      <span className="sr-only">{t('messages.unread')}</span>
                    </span>
                  )}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
