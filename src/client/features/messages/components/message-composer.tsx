import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX, MESSAGE_TEXT } from '@shared/schemas/messages';
import { INTL_TAG } from '@shared/i18n/locales';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-text';
import { cn } from '@/lib/utils';
import { useSendMessage } from '../api/send-message';
import { messagesEn } from '@/i18n/catalogs/messages.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';

// Writing a message: a counter, the limit's message before sending, and the
// text kept when sending fails (it is cleared only once the server has it).
export function MessageComposer({ conversationId, recipientName }: { conversationId: number; recipientName: string }) {
  const [text, setText] = useState('');
  const send = useSendMessage();
  const t = useT(messagesEn);
  const locale = useLocale();
  const counterId = useId();
  const errorId = useId();
  const tooLong = text.length > MESSAGE_MAX;
  const blank = text.trim().length === 0;
  const problem = tooLong ? MESSAGE_TEXT.tooLong : send.error ? errorMessage(send.error, t('messages.sendFailed')) : null;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (blank || tooLong || send.isPending) return;
    send.mutate({ conversationId, body: text }, { onSuccess: () => setText('') });
  }

  // Enter writes a new line; Ctrl/Cmd+Enter sends.
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  }

  return (
    <form onSubmit={submit} className="border-t border-border p-3">
      <label htmlFor={`${counterId}-text`} className="sr-only">
        {t('messages.messageTo', { name: recipientName })}
      </label>
      <textarea
        id={`${counterId}-text`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (send.error) send.reset();
        }}
        onKeyDown={onKeyDown}
        rows={3}
        placeholder={t('messages.writeTo', { name: recipientName })}
        aria-invalid={tooLong || undefined}
        aria-describedby={`${counterId} ${problem ? errorId : ''}`.trim()}
        className="block w-full resize-y rounded-md border border-input bg-card px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      />
      <div className="mt-2 flex items-center justify-between gap-3">
        <div className="min-w-0 text-xs">
          <span id={counterId} className={cn('text-muted-foreground', tooLong && 'font-semibold text-destructive')}>
            {text.length.toLocaleString(INTL_TAG[locale])} / {MESSAGE_MAX.toLocaleString(INTL_TAG[locale])}
          </span>
          {problem && (
            <p id={errorId} role="alert" className="mt-1 text-sm text-destructive">
              {problem}
            </p>
          )}
        </div>
        <Button type="submit" disabled={blank || tooLong || send.isPending}>
          {send.isPending ? t('messages.sending') : t('messages.send')}
        </Button>
      </div>
    </form>
  );
}
