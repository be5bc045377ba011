// This process's open live streams (docs/decisions/0059-live-updates.md):
// what the bus says goes to the streams of the users it names, a signed-out
// session's streams close, each user may hold only so many, and an idle
// stream costs a comment every 25 s and nothing else.
import { PassThrough } from 'node:stream';
import { LIVE_HEARTBEAT_MS, LIVE_RETRY_MS, type TLiveEvent } from '../../../shared/schemas/live-events.js';
import { TooManyRequestsError } from '../../errors/domain-errors.js';
import type { LiveBus } from '../../integrations/live-events/live-bus.js';
import type { LiveMessage } from '../../integrations/live-events/live-message.js';
import { createReplayBuffer } from './replay-buffer.js';

export const LIVE_TEXT = {
  tooManyStreams: 'Too many open tabs for this account; close one and reload.',
} as const;

export type LiveViewer = { id: number; role: 'client' | 'coach' | 'admin' };

export type LiveHubOptions = {
  bus: Pick<LiveBus, 'subscribe'>;
  // The viewer's unread messages, or undefined for someone without messages.
  unreadFor: (viewer: LiveViewer) => Promise<number | undefined>;
  warn: (detail: object, message: string) => void;
  now?: () => number;
  maxStreamsPerUser?: number;
  heartbeatMs?: number;
  // A stream is closed after about this long; the browser reconnects at once
  // (with Last-Event-ID), which authorises it again like any request.
  maxStreamAgeMs?: number;
  replay?: { maxEvents: number; maxAgeMs: number };
};

type Stream = {
  viewer: LiveViewer;
  tokenHash: string;
  out: PassThrough;
  closeAt: number;
};

// A tab that does not read its stream is dropped before its backlog grows.
const MAX_BACKLOG_BYTES = 256 * 1024;
export const DEFAULT_MAX_STREAMS_PER_USER = 8;

export const frameOf = (event: TLiveEvent, id?: string) => `${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(event)}\n\n`;
const RESET_FRAME = frameOf({ type: 'reset' });

export function createLiveHub(options: LiveHubOptions) {
  const now = options.now ?? Date.now;
  const maxPerUser = options.maxStreamsPerUser ?? DEFAULT_MAX_STREAMS_PER_USER;
  const heartbeatMs = options.heartbeatMs ?? LIVE_HEARTBEAT_MS;
  const maxAgeMs = options.maxStreamAgeMs ?? 30 * 60_000;
  const replay = createReplayBuffer(options.replay ?? { maxEvents: 100, maxAgeMs: 5 * 60_000 });
  const byUser = new Map<number, Set<Stream>>();
  // Unread counts being worked out, and users whose count changed again meanwhile.
  const counting = new Set<number>();
  const countAgain = new Set<number>();
  let closing = false;

  function end(stream: Stream) {
    const own = byUser.get(stream.viewer.id);
    if (!own?.delete(stream)) return;
    if (own.size === 0) byUser.delete(stream.viewer.id);
    stream.out.end();
  }

  function write(stream: Stream, text: string) {
    if (stream.out.writableLength > MAX_BACKLOG_BYTES) return end(stream);
    stream.out.write(text);
  }

  function toUser(userId: number, text: string) {
    for (const stream of byUser.get(userId) ?? []) write(stream, text);
  }

  // One count per user and process however many tabs and messages; streams opened meanwhile get it too.
  async function sendUnread(viewer: LiveViewer) {
    if (counting.has(viewer.id)) return void countAgain.add(viewer.id);
    counting.add(viewer.id);
    try {
      do {
        countAgain.delete(viewer.id);
        const unread = await options.unreadFor(viewer);
        if (unread !== undefined) toUser(viewer.id, frameOf({ type: 'unread', unread }));
      } while (countAgain.has(viewer.id) && byUser.has(viewer.id));
    } catch (error) {
      options.warn({ err: error, userId: viewer.id }, 'live updates: unread count failed');
    } finally {
      counting.delete(viewer.id);
      countAgain.delete(viewer.id);
    }
  }

  function onEvent(message: Extract<LiveMessage, { kind: 'event' }>) {
    const frame = frameOf(message.event, message.id);
    const at = now();
    for (const userId of message.to) {
      replay.add(userId, { id: message.id, at, frame });
      const streams = byUser.get(userId);
      if (!streams) continue;
      for (const stream of streams) write(stream, frame);
      const changesUnread = message.event.type === 'message' || message.event.type === 'read';
      const [first] = streams;
      if (changesUnread && first) void sendUnread(first.viewer);
    }
  }

  function endWhere(match: (stream: Stream) => boolean) {
    for (const streams of [...byUser.values()]) for (const stream of [...streams]) if (match(stream)) end(stream);
  }

  options.bus.subscribe({
    onMessage(message) {
      if (message.kind === 'event') onEvent(message);
      else if (message.kind === 'session-ended') endWhere((stream) => stream.tokenHash === message.tokenHash);
      else endWhere((stream) => stream.viewer.id === message.userId);
    },
    onListening: () => {},
    // Events and sign-outs may be missed until the bus is back: every stream
    // closes, so each reconnects, is authorised again and reads everything
    // again (its Last-Event-ID is no longer known here).
    onLost() {
      replay.clear();
      endWhere(() => true);
    },
  });

  const ticker = setInterval(() => {
    const at = now();
    replay.sweep(at);
    for (const streams of [...byUser.values()]) {
      for (const stream of [...streams]) {
        if (stream.closeAt <= at) end(stream);
        else write(stream, ':\n\n');
      }
    }
  }, heartbeatMs);
  ticker.unref();

  return {
    // A new stream for a signed-in viewer, resuming after lastEventId when given.
    open({ viewer, tokenHash, lastEventId }: { viewer: LiveViewer; tokenHash: string; lastEventId?: string }): PassThrough {
      if (closing) throw new TooManyRequestsError(LIVE_TEXT.tooManyStreams);
      const own = byUser.get(viewer.id) ?? new Set<Stream>();
      if (own.size >= maxPerUser) throw new TooManyRequestsError(LIVE_TEXT.tooManyStreams);
      const out = new PassThrough();
      // Spread, so streams opened together do not all reconnect together.
      const stream: Stream = { viewer, tokenHash, out, closeAt: now() + maxAgeMs * (0.75 + Math.random() * 0.25) };
      own.add(stream);
      byUser.set(viewer.id, own);
      out.on('close', () => end(stream));
      out.write(`retry: ${LIVE_RETRY_MS}\n\n`);
      if (lastEventId) {
        const missed = replay.since(viewer.id, lastEventId);
        out.write(missed.kind === 'reset' ? RESET_FRAME : missed.frames.join(''));
      }
      void sendUnread(viewer);
      return out;
    },

    // Open streams, by user (for the bench and tests).
    count: () => [...byUser.values()].reduce((sum, streams) => sum + streams.size, 0),

    // At shutdown: every stream ends, so the server's close does not wait for them.
    close() {
      closing = true;
      clearInterval(ticker);
      endWhere(() => true);
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
