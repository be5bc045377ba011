// The app's own list of write routes (POST/PUT/PATCH/DELETE under /api),
// learnt through buildApp's onRoute option, so a route added tomorrow is
// fuzzed without anyone touching these tests.
import type { RouteOptions } from 'fastify';
import type { ZodType } from 'zod';

export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type WriteMethod = (typeof WRITE_METHODS)[number];

export type WriteRoute = {
  method: WriteMethod;
  url: string;
  // The route's zod body schema, if it declares one (used to shape fuzz bodies).
  bodySchema?: ZodType;
  // A route-level body limit (uploads) overrides the app's BODY_LIMIT_BYTES.
  bodyLimit?: number;
};

export function routeKey(route: Pick<WriteRoute, 'method' | 'url'>): string {
  return `${route.method} ${route.url}`;
}

export function createWriteRouteCollector() {
  const routes = new Map<string, WriteRoute>();
  function onRoute(options: RouteOptions) {
    if (!options.url.startsWith('/api/')) return;
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    const schema = options.schema as { body?: ZodType } | undefined;
    for (const method of methods) {
      const upper = method.toUpperCase();
      if (!(WRITE_METHODS as readonly string[]).includes(upper)) continue;
      const route: WriteRoute = { method: upper as WriteMethod, url: options.url, bodySchema: schema?.body, bodyLimit: options.bodyLimit };
      routes.set(routeKey(route), route);
    }
  }
  return { onRoute, routes: () => [...routes.values()].sort((a, b) => routeKey(a).localeCompare(routeKey(b))) };
}
