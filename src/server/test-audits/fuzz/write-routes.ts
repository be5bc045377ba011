// The write endpoints of the endpoint table (POST/PUT/PATCH/DELETE under
// /api) with their body schemas, so an endpoint added tomorrow is fuzzed
// without anyone touching these tests. Route-level body limits (uploads) are
// the server's own setting, learnt through buildApp's onRoute option, as is
// which endpoints this app serves (the test hooks only with TEST_HOOKS).
import type { RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import { ENDPOINT_LIST, routeOf } from '../../../shared/api/endpoint-table.js';

export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type WriteMethod = (typeof WRITE_METHODS)[number];

export type WriteRoute = {
  method: WriteMethod;
  url: string;
  // The endpoint's zod body schema, if it declares one (used to shape fuzz bodies).
  bodySchema?: ZodType;
  // A route-level body limit (uploads) overrides the app's BODY_LIMIT_BYTES.
  bodyLimit?: number;
};

export function routeKey(route: Pick<WriteRoute, 'method' | 'url'>): string {
  return `${route.method} ${route.url}`;
}

const isWrite = (method: string): method is WriteMethod => (WRITE_METHODS as readonly string[]).includes(method);

export function createWriteRouteCollector() {
  const served = new Map<string, number | undefined>();
  function onRoute(options: RouteOptions) {
    for (const method of [options.method].flat()) served.set(`${method.toUpperCase()} ${options.url}`, options.bodyLimit);
  }
  function routes(): WriteRoute[] {
    return ENDPOINT_LIST.filter(
      (endpoint) => endpoint.path.startsWith('/api/') && isWrite(endpoint.method) && served.has(routeOf(endpoint)),
    )
      .map((endpoint) => ({
        method: endpoint.method as WriteMethod,
        url: endpoint.path,
        bodySchema: endpoint.body,
        bodyLimit: served.get(routeOf(endpoint)),
      }))
      .sort((a, b) => routeKey(a).localeCompare(routeKey(b)));
  }
  return { onRoute, routes };
}
