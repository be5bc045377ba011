// The address of an endpoint with its path and query filled in: what the
// browser fetches, and the query key its answer is kept under (the server
// renders pages into the same keys: src/client/app/routing/server-rendered-routes.ts).
// The integration tests' typed caller builds its addresses with it too
// (src/server/test-support/test-app.ts). Query values keep the order given;
// undefined ones are left out.
import type { ApiRoute, CallInput, EndpointSpec, QueryValue } from './endpoint.js';

export function apiUrl<E extends EndpointSpec>(route: ApiRoute<E>, input: Pick<CallInput<E>, 'params' | 'query'> = {} as never): string {
  // The types ask for every parameter the path names.
  const params = (input.params ?? {}) as Record<string, string | number>;
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] as string));
  const search = new URLSearchParams();
  // An array's text is its items joined with commas (ids=1,2).
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, QueryValue>))
    if (value != null) search.set(name, String(value));
  const query = `${search}`;
  return query ? path + '?' + query : path;
}
