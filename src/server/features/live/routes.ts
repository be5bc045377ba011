// GET /api/live: the signed-in tab's event stream (docs/decisions/0059-live-updates.md).
// Authorised like the rest of the API (the session cookie, 401 without one);
// the stream belongs to the session that opened it and closes when that
// session is signed out or its user deactivated, on any process.
import type { FastifyInstance } from 'fastify';
import type { liveEndpoints } from '../../../shared/api/endpoints/live.js';
import type { EndpointHandlers } from '../../http/endpoint-routes.js';
import { requireUser } from '../../http/guards.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { readSessionToken } from '../../http/session.js';
import { hashSessionToken } from '../auth/session-token.js';
import { createConversationsService } from '../conversations/service.js';
import { createLiveHub, type LiveHub, type LiveHubOptions } from './live-hub.js';

export type LiveRouteDeps = RouteDeps &
  Pick<Parameters<typeof createConversationsService>[0], 'email'> & { hubOptions?: Partial<LiveHubOptions> };

export function liveHandlers(app: FastifyInstance, deps: LiveRouteDeps): EndpointHandlers<typeof liveEndpoints.endpoints> {
  const { config, database, live, now, email } = deps;
  const conversations = createConversationsService({ db: database.db, config, email, log: app.log, now });
  const hub = createLiveHub({
    bus: live,
    unreadFor: async (viewer) => (viewer.role === 'admin' ? undefined : conversations.unreadCount(viewer)),
    warn: (detail, message) => app.log.warn(detail, message),
    ...deps.hubOptions,
  });
  app.decorate('liveHub', hub);
  // Before the server waits for open requests to finish: a stream never would.
  app.addHook('preClose', async () => hub.close());

  return {
    openLiveStream: async (request, reply) => {
      const user = requireUser(request);
      const token = readSessionToken(request, config) ?? '';
      const lastEventId = request.headers['last-event-id'];
      const out = hub.open({
        viewer: user,
        tokenHash: hashSessionToken(token),
        lastEventId: typeof lastEventId === 'string' && lastEventId.length <= 40 ? lastEventId : undefined,
      });
      // The tab went away (closed, reloaded, offline): its stream goes too.
      reply.raw.on('close', () => out.destroy());
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          // nginx and similar proxies would otherwise hold the events back in their buffers.
          .header('x-accel-buffering', 'no')
          .send(out)
      );
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    liveHub: LiveHub;
  }
}
