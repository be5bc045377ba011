// The OpenAPI 3.1 document of the API, generated from the endpoint table
// (src/shared/api/endpoint-table.ts) and nothing else: paths, parameters,
// bodies and answers come from each endpoint's zod schemas through zod's own
// z.toJSONSchema, who may call from its `access`, the error answers from
// ZErrorBody (docs/decisions/0053-openapi-document.md).
import { STATUS_CODES } from 'node:http';
import { z } from 'zod';
import type { EndpointAccess } from '../../../shared/api/endpoint.js';
import type { ListedEndpoint } from '../../../shared/api/endpoint-table.js';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth.js';
import { ZErrorBody } from '../../../shared/schemas/errors.js';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: Record<string, unknown>;
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, unknown>;
    securitySchemes: Record<string, unknown>;
  };
};

export type OpenApiOptions = {
  // package.json's version.
  version: string;
  // The session cookie's name in this deployment (src/server/http/session.ts).
  sessionCookie: string;
};

// Sent in the request: what the client writes, before defaults and
// transforms. Answered: the serializer encodes the handler's value
// (z.safeEncode), so what is sent has the output's shape (defaults filled,
// unknown keys stripped); a Date there leaves as its ISO string.
type Side = 'input' | 'output';

function toJsonSchema(schema: z.ZodType, io: Side): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: ({ zodSchema }) => (zodSchema._zod.def.type === 'date' ? { type: 'string', format: 'date-time' } : 'any'),
    // z.int() bounds itself to the safe integers: true, but it says nothing
    // to a reader, and example values would start at -9007199254740991.
    override: ({ jsonSchema }) => {
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
    },
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

// Fastify's '/api/x/:id' (a ':id(^\\d+)' pattern too) as OpenAPI's '/api/x/{id}'.
export function openApiPath(path: string): { path: string; names: string[] } {
  const names: string[] = [];
  const converted = path.replace(/:(\w+)(\([^)]*\))?/g, (_match, name: string) => {
    names.push(name);
    return `{${name}}`;
  });
  return { path: converted, names };
}

export function whoMayCall(access: EndpointAccess): string {
  if (access === 'public') return 'anyone, signed in or not';
  if (access === 'signed-in') return 'any signed-in user';
  return `signed-in users with the role ${access.join(' or ')}`;
}

// Every schema's $defs (cycles, schemas with a `.meta({ id })`) move to
// components.schemas, where a $ref of the document can reach them: inside an
// OpenAPI document '#/$defs/x' would point at the document's root.
function createComponents(schemas: Record<string, JsonSchema>) {
  const rewrite = (value: unknown, renamed: Map<string, string>): unknown => {
    if (Array.isArray(value)) return value.map((inner) => rewrite(inner, renamed));
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === '$ref' && typeof inner === 'string' ? (renamed.get(inner) ?? inner) : rewrite(inner, renamed),
      ]),
    );
  };
  return function hoist(json: JsonSchema, prefix: string): JsonSchema {
    const defs = json.$defs as Record<string, JsonSchema> | undefined;
    if (!defs) return json;
    delete json.$defs;
    // Zod names a def by its `.meta({ id })`, or '__schemaN' when anonymous:
    // those, and an id already taken by another shape (an id'd schema's
    // input side differs from its output side), get this schema's prefix.
    const named = (unique: (name: string) => boolean) =>
      new Map(
        Object.keys(defs).map((name) => {
          const own = `${prefix}_${name.replace(/^_+/, '')}`;
          return [name, name.startsWith('__schema') || !unique(name) ? own : name];
        }),
      );
    const refs = (names: Map<string, string>) =>
      new Map([...names].map(([name, component]) => [`#/$defs/${name}`, `#/components/schemas/${component}`]));
    let names = named(() => true);
    const clashes = (name: string) => {
      const component = names.get(name) ?? name;
      const existing = schemas[component];
      return existing !== undefined && JSON.stringify(existing) !== JSON.stringify(rewrite(defs[name], refs(names)));
    };
    names = named((name) => !clashes(name));
    const renamed = refs(names);
    for (const [name, component] of names) schemas[component] = rewrite(defs[name], renamed) as JsonSchema;
    return rewrite(json, renamed) as JsonSchema;
  };
}

// An object schema's properties as parameters; anything else as one form-style object.
function parametersOf(schema: JsonSchema, where: 'path' | 'query'): Record<string, unknown>[] {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (!properties) return [{ name: where, in: where, required: where === 'path', style: 'form', explode: true, schema }];
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(typeof description === 'string' && { description }),
      schema: rest,
    };
  });
}

const describe = (status: number) => STATUS_CODES[status] ?? `Status ${status}`;

// The error answers that apply to an endpoint; each body is ZErrorBody.
const ERROR_RESPONSES = {
  BadRequest: {
    description: 'The path, query or body does not match the schema (`errors` names each field at fault).',
    example: {
      message: 'Please check the highlighted fields.',
      code: 'BAD_REQUEST',
      errors: { rating: 'Too small: expected number to be >=1' },
    },
  },
  Unauthorized: {
    description: 'Not signed in: no valid session cookie.',
    example: { message: AUTH_MESSAGES.notAuthenticated, code: 'UNAUTHORIZED' },
  },
  Forbidden: {
    description: 'Signed in without a role this endpoint needs, or a state-changing request from another site.',
    // src/server/http/same-origin.ts's CROSS_SITE_MESSAGE (the integration test compares).
    example: { message: 'This request came from another site and was refused.', code: 'FORBIDDEN' },
  },
  NotFound: {
    description: 'No such resource, or not one of yours (ids reveal nothing).',
    example: { message: 'Not found.', code: 'NOT_FOUND' },
  },
  TooManyRequests: {
    description: 'Over the rate limit of this endpoint; retry after the time in Retry-After.',
    example: { message: 'Too many attempts. Please try again later.', code: 'TOO_MANY_REQUESTS' },
  },
  Error: {
    description: 'Any other failure, with the same body: 409 Conflict, 413, 415, 500, 503 and the above.',
    example: { message: 'That time is no longer available.', code: 'CONFLICT' },
  },
} as const satisfies Record<string, { description: string; example: z.input<typeof ZErrorBody> }>;

function errorResponsesOf(endpoint: ListedEndpoint, pathNames: string[]): Record<string, unknown> {
  const writes = endpoint.method !== 'GET';
  const refs: Record<string, keyof typeof ERROR_RESPONSES> = {};
  if (endpoint.params || endpoint.query || (endpoint.body && !endpoint.rawBody)) refs['400'] = 'BadRequest';
  if (endpoint.access !== 'public') refs['401'] = 'Unauthorized';
  if (Array.isArray(endpoint.access) || (writes && !endpoint.rawBody)) refs['403'] = 'Forbidden';
  if (pathNames.length > 0) refs['404'] = 'NotFound';
  if (endpoint.limit) refs['429'] = 'TooManyRequests';
  refs.default = 'Error';
  return Object.fromEntries(Object.entries(refs).map(([status, name]) => [status, { $ref: `#/components/responses/${name}` }]));
}

const SAME_ORIGIN_RULE = [
  '**Same-origin rule (cross-site request forgery).** There is no CSRF token: every request other than GET, HEAD and OPTIONS',
  'under /api/ must come from this site. A browser says where a request comes from, and the request is refused with 403 when',
  '`Sec-Fetch-Site` is anything but `same-origin` or `none`, or `Origin` is `null` or names another host than the request’s `Host`.',
  'A client that is not a browser (curl, a server) sends neither header and is let through; it carries no victim’s cookie.',
  'Bodies are JSON only (`Content-Type: application/json`): a plain-text body, all a cross-site form could send without CORS, is refused (415).',
  'Signed webhook deliveries are exempt and check their own signature.',
].join(' ');

function describeOperation(endpoint: ListedEndpoint): string {
  const lines = [`Who may call: ${whoMayCall(endpoint.access)}.`];
  if (endpoint.limit) lines.push(`Rate limit: counts against the \`${endpoint.limit}\` limit (429 when over it).`);
  if (endpoint.rawBody)
    lines.push('The body is read as raw bytes (a signed delivery): its signature is checked over the exact bytes sent.');
  else if (endpoint.method !== 'GET') lines.push('A browser must send it from this site (see the same-origin rule above).');
  return lines.join('\n\n');
}

export function buildOpenApiDocument(endpoints: readonly ListedEndpoint[], options: OpenApiOptions): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = {};
  const hoist = createComponents(schemas);
  schemas.Error = toJsonSchema(ZErrorBody, 'output');
  const paths: OpenApiDocument['paths'] = {};
  const tags: string[] = [];

  for (const endpoint of endpoints) {
    if (!tags.includes(endpoint.tag)) tags.push(endpoint.tag);
    const { path, names } = openApiPath(endpoint.path);
    const convert = (schema: z.ZodType, io: Side, part: string) => hoist(toJsonSchema(schema, io), `${endpoint.name}_${part}`);

    const pathParameters = endpoint.params ? parametersOf(convert(endpoint.params, 'input', 'params'), 'path') : [];
    // A path name the params schema leaves out is still a required text parameter.
    for (const name of names) {
      if (!pathParameters.some((parameter) => parameter.name === name))
        pathParameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
    }
    const parameters = [...pathParameters, ...(endpoint.query ? parametersOf(convert(endpoint.query, 'input', 'query'), 'query') : [])];

    let requestBody: Record<string, unknown> | undefined;
    if (endpoint.rawBody) {
      // Whatever the sender sends (Stripe: its event as JSON), kept as bytes.
      const schema = endpoint.body ? convert(endpoint.body, 'input', 'body') : {};
      requestBody = { required: true, content: { 'application/json': { schema }, 'application/octet-stream': {} } };
    } else if (endpoint.body) {
      requestBody = { required: true, content: { 'application/json': { schema: convert(endpoint.body, 'input', 'body') } } };
    }

    const responses: Record<string, unknown> = errorResponsesOf(endpoint, names);
    for (const [status, schema] of Object.entries(endpoint.responses)) {
      const code = Number(status);
      const json = convert(schema, 'output', `response${status}`);
      const body = code === 204 || code === 304 ? {} : { content: { [endpoint.produces ?? 'application/json']: { schema: json } } };
      responses[status] = { description: describe(code), ...body };
    }

    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = {
      operationId: endpoint.name,
      tags: [endpoint.tag],
      summary: endpoint.summary,
      description: describeOperation(endpoint),
      ...(endpoint.access === 'public' ? {} : { security: [{ session: [] }] }),
      ...(endpoint.limit && { 'x-rate-limit': endpoint.limit }),
      ...(parameters.length > 0 && { parameters }),
      ...(requestBody && { requestBody }),
      responses,
    };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Stillpoint API',
      version: options.version,
      description: [
        "The JSON API behind Stillpoint's pages: every endpoint is declared once in the endpoint table, and this document is generated from it.",
        `**Signing in.** \`POST /api/login\` sets the session cookie \`${options.sessionCookie}\` (HttpOnly, SameSite=Lax); endpoints marked with a lock need it, and each says which roles may call it. Not signed in: 401; the wrong role: 403.`,
        SAME_ORIGIN_RULE,
        '**Errors.** Every failed request answers with the `Error` body: a message for people, a stable `code`, and for a rejected request the message for each field at fault in `errors`.',
      ].join('\n\n'),
    },
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas,
      responses: Object.fromEntries(
        Object.entries(ERROR_RESPONSES).map(([name, { description, example }]) => [
          name,
          { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example } } },
        ]),
      ),
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: options.sessionCookie,
          description: `The session cookie set by POST /api/login (\`__Host-sid\` in production over HTTPS, \`sid\` elsewhere). Non-GET requests must also pass the same-origin rule.`,
        },
      },
    },
  };
}
