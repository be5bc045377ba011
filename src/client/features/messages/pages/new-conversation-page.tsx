import { useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Loading } from '@/components/load-state';
import { errorMessage } from '@/lib/error-text';
import { usePageMeta } from '@/lib/use-page-meta';
import { useStartConversation } from '../api/start-conversation';
import { messagesEn } from '@/i18n/catalogs/messages.en';
import { useT } from '@/lib/i18n/i18n-context';

// /messages/new?coach=<profile id> (a coach's "Message" button) or
// ?booking=<id> (a coach writing to a booking's client): opens the pair's
// conversation, made on first use, and goes to its thread.
export function NewConversationPage() {
  const search = new URLSearchParams(useSearch());
  const coachId = Number(search.get('coach'));
  const bookingId = Number(search.get('booking'));
  const [, navigate] = useLocation();
  const start = useStartConversation();
  const t = useT(messagesEn);
  usePageMeta(t('messages.title'));

  const { mutate } = start;
  useEffect(() => {
    const input = coachId > 0 ? { coachId } : bookingId > 0 ? { bookingId } : undefined;
    if (!input) return;
    mutate(input, { onSuccess: ({ id }) => navigate(`/messages/${id}`, { replace: true }) });
  }, [coachId, bookingId, mutate, navigate]);

  const failed = start.isError || !(coachId > 0 || bookingId > 0);
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-16 text-center">
      {failed ? (
        <>
          <p role="alert" className="text-destructive">
            {start.error ? errorMessage(start.error, t('messages.openFailed')) : t('messages.chooseWho')}
          </p>
          <Link href="/messages" className="mt-4 inline-block text-sm font-medium text-primary hover:underline">
            {t('messages.goToMessages')}
          </Link>
        </>
      ) : (
        <Loading label={t('messages.opening')} />
      )}
    </section>
  );
}
