// Routes registered from the endpoint table (src/shared/api/endpoint-table.ts):
// the table gives the method, path, schemas, who may call and the abuse
// limit; a feature adds only its handlers, and the compiler wants one for
// each of its group's endpoints (docs/decisions/0054-endpoint-table.md).
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import type {
  EndpointAccess,
  EndpointBody,
  EndpointGroup,
  EndpointParams,
  EndpointQuery,
  EndpointReply,
  EndpointSpec,
  LimitClass,
} from '../../shared/api/endpoint.js';
import { ENDPOINT_LIST } from '../../shared/api/endpoint-table.js';
import { mustBeSignedIn, mustHaveRole } from './guards.js';
import type { RouteLimits } from './rate-limit/route-limits.js';

export type EndpointRequest<E> = FastifyRequest<{ Params: EndpointParams<E>; Querystring: EndpointQuery<E>; Body: EndpointBody<E> }>;
// A handler answers with its body (sent with the lowest declared status) or
// sends through the reply itself (another status, headers, a file).
export type EndpointHandler<E> = (request: EndpointRequest<E>, reply: FastifyReply) => Promise<EndpointReply<E> | FastifyReply>;
export type EndpointHandlers<T extends Record<string, EndpointSpec>> = { [K in keyof T]: EndpointHandler<T[K]> };

// What the table cannot say for a route: an upload's own body limit and its error mapping.
type RouteExtras = Pick<RouteShorthandOptions, 'bodyLimit' | 'errorHandler'>;
export type EndpointExtras<T> = { [K in keyof T]?: RouteExtras };

// A limit counts after the body is parsed (it may need the username), except
// the image upload's, which must refuse before megabytes are read.
const LIMIT_PHASE: Record<LimitClass, 'onRequest' | 'preHandler'> = {
  login: 'preHandler',
  register: 'preHandler',
  profileImage: 'onRequest',
  bookingCreate: 'preHandler',
  report: 'preHandler',
  messageSend: 'preHandler',
  busyCalendarSync: 'preHandler',
};

// The status a returned body is sent with: the lowest success the table declares.
function successStatus(endpoint: EndpointSpec): number {
  const declared = Object.keys(endpoint.responses)
    .map(Number)
    .filter((status) => status >= 200 && status < 300);
  return declared.length ? Math.min(...declared) : 200;
}

function accessGuard(access: EndpointAccess): onRequestHookHandler[] {
  if (access === 'public') return [];
  if (access === 'signed-in') return [mustBeSignedIn];
  return [mustHaveRole(...access)];
}

// The security requirement and the roles, for the OpenAPI document.
function documentation(name: string, tag: string, endpoint: EndpointSpec) {
  const roles = typeof endpoint.access === 'string' ? endpoint.access : endpoint.access.join(', ');
  return {
    operationId: name,
    tags: [tag],
    summary: endpoint.summary,
    description: `Who may call: ${roles}.`,
    ...(endpoint.access === 'public' ? {} : { security: [{ session: [] }] }),
  };
}

function routeOptions(name: string, tag: string, endpoint: EndpointSpec, limits: RouteLimits, extras: RouteExtras | undefined) {
  const limit = endpoint.limit ? limits[endpoint.limit] : undefined;
  const phase = endpoint.limit ? LIMIT_PHASE[endpoint.limit] : undefined;
  const json = endpoint.produces === undefined;
  return {
    method: endpoint.method,
    url: endpoint.path,
    onRequest: [...accessGuard(endpoint.access), ...(limit && phase === 'onRequest' ? [limit] : [])],
    ...(limit && phase === 'preHandler' && { preHandler: [limit as preHandlerHookHandler] }),
    ...extras,
    schema: {
      ...documentation(name, tag, endpoint),
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && !endpoint.rawBody && { body: endpoint.body }),
      // A document that is not JSON is sent as it is; its schema only describes it.
      ...(json && { response: endpoint.responses }),
    },
  };
}

// Every group's endpoints, once each; buildApp asks at the end whether any is missing.
export function createEndpointRegistry(app: FastifyInstance, limits: RouteLimits) {
  const registered = new Set<string>();
  return {
    async register<T extends Record<string, EndpointSpec>>(
      group: EndpointGroup<T>,
      handlers: EndpointHandlers<T>,
      extras: EndpointExtras<T> = {},
    ) {
      for (const [name, endpoint] of Object.entries(group.endpoints)) {
        const answer = handlers[name] as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
        const status = successStatus(endpoint);
        const handler = (request: FastifyRequest, reply: FastifyReply) => answer(request, reply.code(status));
        const options = { ...routeOptions(name, group.tag, endpoint, limits, extras[name]), handler };
        if (endpoint.rawBody) {
          // The signature covers the exact bytes sent: this route alone keeps the body raw.
          await app.register(async (raw) => {
            raw.removeAllContentTypeParsers();
            raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
            raw.route(options);
          });
        } else {
          app.route(options);
        }
        registered.add(name);
      }
    },
    // The names of the table's endpoints no handler was registered for (optional ones aside).
    missing(optional: ReadonlySet<string> = new Set()): string[] {
      return ENDPOINT_LIST.filter(({ name }) => !registered.has(name) && !optional.has(name)).map(({ name }) => name);
    },
  };
}

export type EndpointRegistry = ReturnType<typeof createEndpointRegistry>;
