import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoints } from '../../../shared/api/endpoint.js';
import type { ListedEndpoint } from '../../../shared/api/endpoint-table.js';
import { buildOpenApiDocument, openApiPath } from './openapi-document.js';

// A small table with one of each thing the real one may hold.
type Tree = { name: string; children: Tree[] };
const ZTree: z.ZodType<Tree> = z.object({
  name: z.string(),
  get children() {
    return z.array(ZTree);
  },
});
const ZSlot = z.object({ start: z.iso.datetime(), end: z.iso.datetime() }).meta({ id: 'Slot' });
const synthetic = defineEndpoints('Synthetic', {
  listThings: {
    method: 'GET',
    path: '/api/things',
    summary: 'Things, a page at a time.',
    access: 'public',
    query: z.strictObject({
      page: z.coerce.number().int().min(1).default(1),
      q: z.string().max(50).optional().describe('Words to look for'),
    }),
    responses: { 200: z.object({ items: z.array(z.object({ id: z.number(), at: z.date() })), total: z.number() }) },
  },
  updateThing: {
    method: 'PUT',
    path: '/api/things/:id/parts/:partId',
    summary: 'Changes one part of a thing.',
    access: ['coach', 'admin'],
    params: z.object({ id: z.string(), partId: z.string() }),
    body: z
      .object({
        label: z
          .string()
          .min(1)
          .transform((v) => v.trim()),
        slots: z.array(ZSlot),
      })
      .refine((b) => b.label !== 'x', 'not x'),
    responses: { 200: z.object({ tree: ZTree, slots: z.array(ZSlot) }), 204: z.undefined(), 409: z.object({ reason: z.string() }) },
    limit: 'report',
  },
  downloadThing: {
    method: 'GET',
    path: '/api/things/:id.ics',
    summary: 'A thing as a calendar file.',
    access: 'signed-in',
    params: z.object({ id: z.string() }),
    responses: { 200: z.string() },
    produces: 'text/calendar',
  },
  receiveHook: {
    method: 'POST',
    path: '/api/things/hook',
    summary: 'A signed delivery from elsewhere.',
    access: 'public',
    rawBody: true,
    responses: { 200: z.object({ received: z.literal(true) }) },
  },
});
const TABLE: ListedEndpoint[] = Object.entries(synthetic.endpoints).map(([name, endpoint]) => ({ ...endpoint, name, tag: synthetic.tag }));
const document = buildOpenApiDocument(TABLE, { version: '9.8.7', sessionCookie: 'sid' });
// The generated JSON, walked freely (a missing key fails the expectation that reads it).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;
const operation = (path: string, method: string) => document.paths[path]?.[method] as unknown as Loose;

// Every $ref of the document points at something in it.
function danglingRefs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(danglingRefs);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    if (key !== '$ref' || typeof inner !== 'string') return danglingRefs(inner);
    const target = inner
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], document);
    return target === undefined ? [inner] : [];
  });
}

describe('the OpenAPI document of a table', () => {
  it('is a valid OpenAPI 3.1 document whose references all resolve', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(danglingRefs(document)).toEqual([]);
    expect(document.info).toMatchObject({ title: 'Stillpoint API', version: '9.8.7' });
  });

  it("turns Fastify's path parameters into OpenAPI's", () => {
    expect(openApiPath('/api/things/:id/parts/:partId')).toEqual({ path: '/api/things/{id}/parts/{partId}', names: ['id', 'partId'] });
    expect(openApiPath('/api/n/:id(^\\d+)')).toEqual({ path: '/api/n/{id}', names: ['id'] });
    const update = operation('/api/things/{id}/parts/{partId}', 'put');
    expect(update.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
      { name: 'partId', in: 'path', required: true, schema: { type: 'string' } },
    ]);
    expect(Object.keys(document.paths['/api/things/{id}.ics'] ?? {})).toEqual(['get']);
  });

  it('lists the query schema’s properties as query parameters, as the client writes them', () => {
    const list = operation('/api/things', 'get');
    expect(list.parameters).toEqual([
      { name: 'page', in: 'query', required: false, schema: expect.objectContaining({ type: 'integer', minimum: 1, default: 1 }) },
      { name: 'q', in: 'query', required: false, description: 'Words to look for', schema: { type: 'string', maxLength: 50 } },
    ]);
  });

  it('documents bodies as sent (before transforms), answers as received, and dates as ISO strings', () => {
    const update = operation('/api/things/{id}/parts/{partId}', 'put');
    const body = update.requestBody.content['application/json'].schema;
    expect(body.properties.label).toEqual({ type: 'string', minLength: 1 });
    expect(body.required).toEqual(['label', 'slots']);
    const list = operation('/api/things', 'get');
    const item = list.responses['200'].content['application/json'].schema.properties.items.items;
    expect(item.properties.at).toEqual({ type: 'string', format: 'date-time' });
    expect(list.responses['200'].content['application/json'].schema.additionalProperties).toBe(false);
  });

  it('moves recursive and named schemas to components, where references reach them', () => {
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(['Error', 'Slot']));
    const answer = operation('/api/things/{id}/parts/{partId}', 'put').responses['200'].content['application/json'].schema;
    expect(answer.properties.tree.$ref).toMatch(/^#\/components\/schemas\//);
    expect(JSON.stringify(document)).not.toContain('#/$defs/');
    // The input side of Slot differs from its output side (extra keys allowed): a name of its own.
    const inputSlot = operation('/api/things/{id}/parts/{partId}', 'put').requestBody.content['application/json'].schema.properties.slots
      .items;
    expect(inputSlot.$ref).not.toBe(answer.properties.slots.items.$ref);
  });

  it('answers each declared status, with its own content type, and the error body otherwise', () => {
    const update = operation('/api/things/{id}/parts/{partId}', 'put');
    expect(Object.keys(update.responses).sort()).toEqual(['200', '204', '400', '401', '403', '404', '409', '429', 'default']);
    expect(update.responses['204']).toEqual({ description: 'No Content' });
    expect(update.responses['409'].content['application/json'].schema.properties.reason).toEqual({ type: 'string' });
    expect(update.responses.default).toEqual({ $ref: '#/components/responses/Error' });
    expect(update['x-rate-limit']).toBe('report');
    const download = operation('/api/things/{id}.ics', 'get');
    expect(Object.keys(download.responses['200'].content)).toEqual(['text/calendar']);
    expect(Object.keys(download.responses).sort()).toEqual(['200', '400', '401', '404', 'default']);
    const errorBody = document.components.schemas.Error as unknown as Loose;
    expect(errorBody.required).toEqual(['message', 'code']);
    expect(errorBody.properties.code.enum).toContain('TOO_MANY_REQUESTS');
  });

  it('keeps a raw body raw, outside the same-origin rule', () => {
    const hook = operation('/api/things/hook', 'post');
    expect(Object.keys(hook.requestBody.content)).toEqual(['application/json', 'application/octet-stream']);
    expect(hook.responses['403']).toBeUndefined();
    expect(hook.description).toContain('raw bytes');
  });

  it('says who may call: no security for public endpoints, the session cookie otherwise, with the roles', () => {
    expect(document.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'sid' });
    const list = operation('/api/things', 'get');
    expect(list.security).toBeUndefined();
    expect(list.description).toContain('anyone');
    expect(operation('/api/things/{id}.ics', 'get').security).toEqual([{ session: [] }]);
    expect(operation('/api/things/{id}.ics', 'get').description).toContain('any signed-in user');
    const update = operation('/api/things/{id}/parts/{partId}', 'put');
    expect(update.security).toEqual([{ session: [] }]);
    expect(update.description).toContain('coach or admin');
    expect(update).toMatchObject({ operationId: 'updateThing', tags: ['Synthetic'], summary: 'Changes one part of a thing.' });
    expect(document.tags).toEqual([{ name: 'Synthetic' }]);
    expect(String(document.info.description)).toContain('Sec-Fetch-Site');
  });
});
