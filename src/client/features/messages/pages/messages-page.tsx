import { useParams } from 'wouter';
import { Card } from '@/components/ui/card';
import { Loading, LoadError } from '@/components/load-state';
import { browserTimeZone } from '@/lib/time-zones';
import { usePageMeta } from '@/lib/use-page-meta';
import { cn } from '@/lib/utils';
import { useConversations } from '../api/get-conversations';
import { ConversationList } from '../components/conversation-list';
import { ThreadView } from '../components/thread-view';
import { messagesEn } from '@/i18n/catalogs/messages.en';
import { useT } from '@/lib/i18n/i18n-context';

// /messages and /messages/:id (docs/product/messages.md): the list beside the
// thread on wide screens; on a phone the list, then the thread on its own.
export function MessagesPage() {
  const { id } = useParams<{ id?: string }>();
  const conversations = useConversations();
  const timeZone = browserTimeZone();
  const t = useT(messagesEn);
  usePageMeta(t('messages.title'));

  return (
    <section className="mx-auto w-full max-w-6xl px-0 py-0 sm:px-6 sm:py-6">
      <h1 className={cn('px-4 pb-3 pt-5 font-serif text-2xl font-semibold tracking-tight sm:px-0 sm:pt-0', id && 'sr-only md:not-sr-only')}>
        {t('messages.title')}
      </h1>
      <Card className="grid h-[calc(100dvh-4rem)] min-h-[26rem] overflow-hidden rounded-none border-x-0 sm:h-[calc(100dvh-11rem)] sm:rounded-xl sm:border-x md:grid-cols-[20rem_1fr]">
        <nav
          aria-label={t('messages.conversations')}
          className={cn('min-h-0 overflow-y-auto border-border md:block md:border-r', id ? 'hidden' : 'block')}
        >
          {conversations.isPending ? (
            <Loading label={t('messages.loadingConversations')} />
          ) : conversations.isError ? (
            <LoadError what={t('messages.yourConversations')} error={conversations.error} className="p-4" />
          ) : (
            <ConversationList conversations={conversations.data.conversations} activeId={id ? Number(id) : undefined} timeZone={timeZone} />
          )}
        </nav>
        <div className={cn('min-h-0 md:block', id ? 'block' : 'hidden')}>
          {id ? (
            <ThreadView key={id} conversationId={id} timeZone={timeZone} />
          ) : (
            <p className="flex h-full items-center justify-center p-6 text-sm text-muted-foreground">{t('messages.choose')}</p>
          )}
        </div>
      </Card>
    </section>
  );
}
