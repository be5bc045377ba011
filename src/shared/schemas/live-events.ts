// What the live stream (GET /api/live, docs/decisions/0059-live-updates.md)
// tells a signed-in tab. Each event names only what changed and where, never
// its content: the browser refetches what it shows, through the same
// authorised reads as before, so a stream can carry nothing its reader may
// not see.
import { z } from 'zod';
import { ZRowId } from './ids.js';

// A booking's change as its parties see it: declined is a pending request
// cancelled, proposal any step of the coach's proposed time.
export const BOOKING_CHANGES = ['confirmed', 'declined', 'cancelled', 'moved', 'proposal', 'completed'] as const;
export type TBookingChange = (typeof BOOKING_CHANGES)[number];

export const ZLiveEvent = z.discriminatedUnion('type', [
  // A message was written in one of the reader's conversations (by either party).
  z.object({ type: z.literal('message'), conversationId: ZRowId }),
  // Who may write in a conversation changed (the coach blocked or unblocked the client).
  z.object({ type: z.literal('conversation'), conversationId: ZRowId }),
  // The reader read a conversation (in another tab): its list and badge change.
  z.object({ type: z.literal('read'), conversationId: ZRowId }),
  // The reader's unread messages over all conversations (the header's badge).
  z.object({ type: z.literal('unread'), unread: z.number().int().nonnegative() }),
  z.object({ type: z.literal('booking'), bookingId: ZRowId, change: z.enum(BOOKING_CHANGES) }),
  // Events may have been missed (the stream resumed past what the server
  // keeps): everything live is to be read again.
  z.object({ type: z.literal('reset') }),
]);
export type TLiveEvent = z.infer<typeof ZLiveEvent>;

// How long the browser waits before reconnecting a dropped stream (the SSE `retry` field).
export const LIVE_RETRY_MS = 3_000;
// The server writes a comment this often so proxies and the browser keep an idle stream open.
export const LIVE_HEARTBEAT_MS = 25_000;
