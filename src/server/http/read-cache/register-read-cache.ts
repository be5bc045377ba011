// Answers the public read routes (directory, profile, reviews, specializations)
// from a per-process cache of finished responses; response-cache.ts has the
// invalidation rule. Hooked per route, after @fastify/compress's own hooks:
// - onRequest (after the app-wide hooks: session, same-origin) answers a hit
//   with the stored status, headers and bytes. The app-wide onSend hooks still
//   run (cookies, security headers, the test-only leak audit); compression sees
//   Content-Encoding already set and leaves the body alone.
// - onSend, the last one, keeps a 200 answer as it leaves: compressed and with
//   every header the uncached path gave it.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { DatabaseHandle } from '../../db/client.js';
import { CACHED_ROUTES, cacheKeyOf } from './cache-key.js';
import { createResponseCache, type CachedResponse, type ResponseCache } from './response-cache.js';

// The channel migration 0008_public_read_cache notifies on.
export const PUBLIC_READ_CHANNEL = 'public_read_changed';

declare module 'fastify' {
  interface FastifyInstance {
    publicReadCache: ResponseCache;
  }
}

// Fastify writes Date and Content-Length on every answer; a Set-Cookie belongs to one visitor;
// X-Cache says whether this answer came from the cache (the bench reads the hit rate from it).
const UNSHARED_HEADERS = new Set(['date', 'content-length', 'set-cookie', 'x-cache']);

function sharedHeaders(reply: FastifyReply): CachedResponse['headers'] {
  const headers: CachedResponse['headers'] = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && !UNSHARED_HEADERS.has(name)) headers[name] = value;
  }
  return headers;
}

const conditions = new WeakMap<FastifyRequest, () => Promise<boolean>>();

// A handler whose answer also depends on what NOTIFY does not announce says
// how to tell, before each reuse, that it still holds (checked after the
// generation: docs/decisions/0047-availability-index.md, "Directory answers"
// and "Reusing answers").
export function keepAnswerWhile(request: FastifyRequest, stillValid: () => Promise<boolean>): void {
  conditions.set(request, stillValid);
}

const tickets = new WeakMap<FastifyRequest, number>();

// The cache generation this request's answer started in, when the cache is in
// use for it: every commit made before the request arrived has been announced
// and counted. What is kept per generation (the in-memory directory,
// docs/decisions/0066-in-memory-directory.md) may answer it; null: read the database.
export function readGenerationOf(request: FastifyRequest): number | null {
  return tickets.get(request) ?? null;
}

function asArray<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

export function registerPublicReadCache(app: FastifyInstance, database: DatabaseHandle, options: { maxEntries?: number } = {}) {
  const cache = createResponseCache({
    notifier: (handlers) => database.listen(PUBLIC_READ_CHANNEL, handlers),
    maxEntries: options.maxEntries,
  });
  app.decorate('publicReadCache', cache);
  app.addHook('onClose', async () => cache.close());

  const started = new WeakMap<FastifyRequest, { key: string; ticket: number }>();

  async function keepAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const miss = started.get(request);
    if (!miss || reply.statusCode !== 200) return payload;
    // An answer that says so is not shared: a public page the server could not render.
    if (String(reply.getHeader('cache-control') ?? '').includes('no-store')) return payload;
    // A stream (a body too large for one-shot compression) is sent, not kept.
    const body = typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : undefined;
    if (body) {
      const stillValid = conditions.get(request);
      cache.store(miss.key, miss.ticket, { statusCode: 200, headers: sharedHeaders(reply), body, ...(stillValid && { stillValid }) });
    }
    return payload;
  }

  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.method !== 'GET' || !CACHED_ROUTES.has(route.url)) return;
    const routeUrl = route.url;
    async function answerFromCache(request: FastifyRequest, reply: FastifyReply) {
      const key = cacheKeyOf(request, routeUrl);
      if (key === undefined) return;
      // A condition that cannot be checked (the database is unreachable) counts as false: the handler answers or fails itself.
      const check = (entry: CachedResponse) => (entry.stillValid ? entry.stillValid().catch(() => false) : Promise.resolve(true));
      // The condition of the answer held now is checked at once, beside the
      // catch-up rather than after it: its read is sent after this request
      // arrived either way, and the two round trips overlap. Its result counts
      // only if the same answer is still held once the cache has caught up.
      const early = cache.peek(key);
      const earlyCheck = early && check(early);
      if (!(await cache.usable())) return;
      const hit = cache.lookup(key);
      if (hit && (await (hit === early && earlyCheck ? earlyCheck : check(hit)))) {
        return reply.code(hit.statusCode).headers(hit.headers).header('x-cache', 'hit').send(hit.body);
      }
      if (hit) cache.drop(key);
      reply.header('x-cache', 'miss');
      // Before the handler reads anything: a commit announced from here on means this answer may be stale.
      const ticket = cache.begin();
      if (ticket !== null) {
        started.set(request, { key, ticket });
        tickets.set(request, ticket);
      }
    }
    // New arrays: Fastify's automatic HEAD route shares the GET route's original options.
    route.onRequest = [...asArray(route.onRequest), answerFromCache] as RouteOptions['onRequest'];
    route.onSend = [...asArray(route.onSend), keepAnswer] as RouteOptions['onSend'];
  });
}
