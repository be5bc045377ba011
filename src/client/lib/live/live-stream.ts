// The tab's live stream (GET /api/live, docs/decisions/0059-live-updates.md):
// each event refreshes the queries that show what changed. Loaded only once
// someone is signed in, so the public pages do not carry it.
import type { QueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import type { TLiveEvent } from '@shared/schemas/live-events';
import { apiUrl } from '@/lib/api-client';
import { CONVERSATIONS_KEY_PREFIX, UNREAD_COUNT_QUERY_KEY } from '@/lib/messages/unread-count';
import { setLiveOpen } from './live-status';

// A stream the server refused (429: too many tabs) or that failed outright is tried again after this; the tab polls meanwhile.
const REOPEN_AFTER_MS = 30_000;

// What a booking's change shows up in: the dashboards, the booking itself, the coach's history and earnings, and the threads' session lists.
const BOOKING_VIEWS = new Set([
  apiUrl(api.listUserBookings),
  apiUrl(api.listAdminBookings),
  apiUrl(api.listCoachHistory),
  apiUrl(api.getEarnings),
]);

const keyOf = (queryKey: readonly unknown[]) => String(queryKey[0]);
const isConversationKey = (key: string) => key === CONVERSATIONS_KEY_PREFIX || key.startsWith(`${CONVERSATIONS_KEY_PREFIX}/`);

function apply(queryClient: QueryClient, event: TLiveEvent) {
  switch (event.type) {
    case 'message':
    case 'conversation': {
      const thread = apiUrl(api.getConversationThread, { params: { id: event.conversationId } });
      const list = apiUrl(api.listConversations);
      return void queryClient.invalidateQueries({ predicate: (query) => [thread, list].includes(keyOf(query.queryKey)) });
    }
    case 'read':
      return void queryClient.invalidateQueries({ queryKey: [apiUrl(api.listConversations)] });
    case 'unread':
      return void queryClient.setQueryData(UNREAD_COUNT_QUERY_KEY, { unread: event.unread });
    case 'booking': {
      const booking = apiUrl(api.getBooking, { params: { id: event.bookingId } });
      return void queryClient.invalidateQueries({
        predicate: (query) => {
          const key = keyOf(query.queryKey);
          return (
            key === booking ||
            BOOKING_VIEWS.has(key.split('?')[0]!) ||
            (isConversationKey(key) && key !== apiUrl(api.getUnreadMessageCount))
          );
        },
      });
    }
    case 'reset':
      return void queryClient.invalidateQueries();
  }
}

// Opens the stream and keeps it open until the returned function is called (sign-out, leaving the page).
export function startLiveStream(queryClient: QueryClient): () => void {
  let source: EventSource | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  function connect() {
    const stream = new EventSource(apiUrl(api.openLiveStream), { withCredentials: true });
    source = stream;
    stream.onopen = () => setLiveOpen(true);
    stream.onmessage = (message: MessageEvent<string>) => {
      try {
        apply(queryClient, JSON.parse(message.data) as TLiveEvent);
      } catch {
        // A frame this version does not understand is skipped.
      }
    };
    stream.onerror = () => {
      setLiveOpen(false);
      // CONNECTING: the browser reconnects by itself (with Last-Event-ID). CLOSED: it gave up (refused, signed out).
      if (stream.readyState !== EventSource.CLOSED || stopped) return;
      retry = setTimeout(connect, REOPEN_AFTER_MS);
    };
  }

  connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    source?.close();
    setLiveOpen(false);
  };
}
