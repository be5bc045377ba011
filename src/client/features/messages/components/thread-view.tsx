import { ArrowLeft } from 'lucide-react';
import { ReportButton } from '@/components/report/report-dialog';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { CoachAvatar } from '@/components/coach-avatar';
import { Loading, LoadError } from '@/components/load-state';
import { cn } from '@/lib/utils';
import { useThread } from '../api/get-thread';
import { useMarkRead } from '../api/mark-read';
import { messageTime } from '../lib/message-time';
import { BlockClientButton } from './block-client-button';
import { MessageComposer } from './message-composer';
import { ThreadSessions } from './thread-sessions';
import { messagesEn } from '@/i18n/catalogs/messages.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';

// One conversation: who it is with, their sessions, the messages (as text,
// never as markup) and the form, or why the viewer cannot write.
export function ThreadView({ conversationId, timeZone }: { conversationId: string; timeZone: string }) {
  const thread = useThread(conversationId);
  const markRead = useMarkRead();
  const t = useT(messagesEn);
  const locale = useLocale();
  const endRef = useRef<HTMLDivElement>(null);
  const newest = thread.data?.messages.at(-1)?.id;
  const newestFromOther = thread.data?.messages.findLast((m) => !m.mine)?.id;

  // Opening the thread, and every new message while it is open, marks it read.
  const { mutate: markReadMutate } = markRead;
  const numericId = thread.data?.id;
  useEffect(() => {
    if (numericId !== undefined && newestFromOther !== undefined && document.visibilityState === 'visible') {
      markReadMutate({ conversationId: numericId, upTo: newestFromOther });
    }
  }, [numericId, newestFromOther, markReadMutate]);

  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [newest]);

  if (thread.isPending) return <Loading label={t('messages.loadingConversation')} />;
  if (thread.isError) return <LoadError what={t('messages.thisConversation')} error={thread.error} className="p-6" />;

  const { other, messages, sessions, cannotWrite, viewerRole, blockedByMe, id } = thread.data;
  const name = `${other.firstName} ${other.lastName}`;
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex items-center gap-3 border-b border-border px-3 py-2 md:px-4">
        <Link
          href="/messages"
          className="rounded-md p-2 text-muted-foreground hover:bg-muted md:hidden"
          aria-label={t('messages.allConversations')}
        >
          <ArrowLeft className="size-5" aria-hidden="true" />
        </Link>
        <CoachAvatar person={other} className="size-9" fallbackClassName="text-sm" />
        <h2 className="min-w-0 flex-1 truncate font-semibold">
          {other.coachProfileId !== null ? (
            <Link href={`/coaches/${other.coachProfileId}`} className="hover:underline">
              {name}
            </Link>
          ) : (
            name
          )}
        </h2>
        {viewerRole === 'coach' && <BlockClientButton conversationId={id} clientName={name} blocked={blockedByMe} />}
      </div>
      <ThreadSessions sessions={sessions} timeZone={timeZone} />
      <div className="min-h-0 flex-1 overflow-y-auto px-3 py-4 md:px-4" aria-label={t('messages.messagesWith', { name })} role="log">
        {messages.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">
            {viewerRole === 'client' ? t('messages.askAnything', { name: other.firstName }) : t('messages.noMessages')}
          </p>
        ) : (
          <ol className="space-y-3">
            {messages.map((m) => (
              <li key={m.id} data-message-id={m.id} className={cn('flex flex-col', m.mine ? 'items-end' : 'items-start')}>
                <p
                  className={cn(
                    'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-sm [overflow-wrap:anywhere] md:max-w-[70%]',
                    m.mine ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted text-foreground',
                  )}
                >
                  <span className="sr-only">{m.mine ? t('messages.youPrefix') : t('messages.otherPrefix', { name: other.firstName })}</span>
                  {m.body}
                </p>
                <div className="mt-1 flex items-center gap-1 px-1">
                  <time dateTime={m.createdAt} className="text-xs text-muted-foreground">
                    {messageTime(new Date(m.createdAt), timeZone, new Date(), locale)}
                  </time>
                  {/* Only the other party's messages: one's own is not reported (the server refuses it too). */}
                  {m.mine ? null : (
                    <ReportButton
                      target={{ kind: 'message', messageId: m.id }}
                      subject={t('messages.reportSubject', { name: other.firstName })}
                      className="h-7 px-1.5 text-xs"
                    />
                  )}
                </div>
              </li>
            ))}
          </ol>
        )}
        <div ref={endRef} />
      </div>
      {cannotWrite ? (
        <p role="status" className="border-t border-border px-4 py-4 text-sm text-muted-foreground">
          {cannotWrite}
        </p>
      ) : (
        <MessageComposer conversationId={id} recipientName={other.firstName} />
      )}
    </div>
  );
}
