// The live streams' bus (docs/decisions/0059-live-updates.md). Features
// publish after their change has committed: the message is queued here and
// sent on the next turn of the event loop, in one batch with whatever else was
// published meanwhile, so a request never waits for it and a failure to send
// never fails the request (it is logged; the browser's next reconnect or
// reset reads everything again). Every process, the sender included, hears
// each message through the transport, in one order.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TLiveEvent } from '../../../shared/schemas/live-events.js';
import { decodeLiveMessage, encodeLiveMessage, type LiveMessage } from './live-message.js';
import type { LiveTransport } from './live-transport.js';

// What features see: fire and forget, after commit.
export type LivePublisher = {
  toUsers: (userIds: readonly number[], event: TLiveEvent) => void;
  // A signed-out session's streams close (its token's hash, as the sessions table keeps it).
  sessionEnded: (tokenHash: string) => void;
  // Every stream of a deactivated user closes.
  userSignedOut: (userId: number) => void;
};

export type LiveSubscriber = {
  onMessage: (message: LiveMessage) => void;
  onListening: () => void;
  onLost: () => void;
};

export type LiveBus = LivePublisher & {
  subscribe: (subscriber: LiveSubscriber) => void;
  // Resolves when everything published so far has been handed to the transport.
  flushed: () => Promise<void>;
  close: () => Promise<void>;
};

export function createLiveBus(transport: LiveTransport, log: FastifyBaseLogger): LiveBus {
  // Event ids are unique across processes: this process's prefix and a counter.
  const prefix = randomBytes(4).toString('base64url');
  let counter = 0;
  let queue: string[] = [];
  let sending: Promise<void> = Promise.resolve();
  let scheduled = false;
  let closed = false;
  const subscribers = new Set<LiveSubscriber>();

  function flush() {
    scheduled = false;
    const batch = queue;
    queue = [];
    // One batch at a time, so this process's messages keep their order.
    sending = sending.then(() =>
      transport.send(batch).catch((error: unknown) => log.warn({ err: error, messages: batch.length }, 'live updates could not be sent')),
    );
  }

  function publish(message: LiveMessage) {
    if (closed) return;
    queue.push(encodeLiveMessage(message));
    if (scheduled) return;
    scheduled = true;
    setImmediate(flush);
  }

  let listening = false;
  function startListening() {
    if (listening) return;
    listening = true;
    transport.listen({
      onPayload(payload) {
        const message = decodeLiveMessage(payload);
        if (message) for (const subscriber of subscribers) subscriber.onMessage(message);
      },
      onListening: () => subscribers.forEach((subscriber) => subscriber.onListening()),
      onLost: () => subscribers.forEach((subscriber) => subscriber.onLost()),
    });
  }

  return {
    toUsers(userIds, event) {
      const to = [...new Set(userIds)];
      if (to.length === 0) return;
      counter += 1;
      publish({ kind: 'event', id: `${prefix}.${counter.toString(36)}`, to, event });
    },
    sessionEnded: (tokenHash) => publish({ kind: 'session-ended', tokenHash }),
    userSignedOut: (userId) => publish({ kind: 'user-signed-out', userId }),
    subscribe(subscriber) {
      subscribers.add(subscriber);
      startListening();
    },
    async flushed() {
      if (scheduled) flush();
      await sending;
    },
    async close() {
      if (scheduled) flush();
      closed = true;
      await sending;
      subscribers.clear();
      await transport.close();
    },
  };
}
