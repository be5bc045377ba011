// Stopping a process without failing a request that already reached it
// (docs/decisions/0065-shutdown-drain.md). nginx opens one connection per
// request and writes the request as soon as the kernel has completed the
// connection, so nginx counts the request as sent and will not resend a POST.
// Closing the listening socket resets every connection still waiting in the
// kernel's accept queue (a busy event loop has not accepted it yet): nginx
// answered such a booking with 502. So a shutdown lets the event loop accept
// what is queued, then closes the listening socket (new connections are then
// refused and nginx sends them elsewhere), and waits, briefly, until every
// accepted connection has delivered its request before Fastify's close.
import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

// Loopback: a request follows its connection within milliseconds, even on a
// busy machine. A client that connects and says nothing costs this much, once,
// and is then disconnected.
export const DRAIN_LIMIT_MS = 2_000;

export type ConnectionDrain = {
  // Closes the listening socket and resolves once no accepted connection is
  // waiting to be read (closing the ones still silent after limitMs).
  // Requests keep being answered.
  stopAccepting: (limitMs?: number) => Promise<void>;
};

// Call before listen: every connection is followed from its accept.
export function trackUnreadConnections(server: HttpServer): ConnectionDrain {
  const unread = new Set<Socket>();
  let onChange: (() => void) | undefined;
  server.on('connection', (socket: Socket) => {
    unread.add(socket);
    socket.once('close', () => {
      unread.delete(socket);
      onChange?.();
    });
  });
  server.on('request', (request: IncomingMessage) => {
    unread.delete(request.socket);
    onChange?.();
  });

  return {
    async stopAccepting(limitMs = DRAIN_LIMIT_MS) {
      // One turn of the event loop first: its poll phase accepts the
      // connections already waiting in the kernel's queue, which closing the
      // listening socket would reset (nginx: 502 after the request was sent).
      await new Promise((resolve) => setImmediate(resolve));
      // net's close, not http's: http's also closes idle connections, and the
      // wait below is for the ones that have not been read yet.
      if (server.listening) NetServer.prototype.close.call(server);
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(limit);
          onChange = undefined;
          resolve();
        };
        const limit = setTimeout(done, limitMs);
        onChange = () => {
          if (unread.size === 0) done();
        };
        onChange();
      });
      // Silent past the limit: no request is coming (nginx writes its request
      // at once), and Node would wait a minute for its headers before closing.
      for (const socket of unread) socket.destroy();
    },
  };
}
