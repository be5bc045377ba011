// One fuzz case = who sends it, to which concrete URL, with which body bytes
// and content type. Bodies are mostly the route's valid body with one or two
// fields broken, so most cases reach the handler, not just the validator.
import fc from 'fast-check';
import type { ActorName, FuzzWorld } from './fuzz-world.js';
import {
  deepNesting,
  hostileNumber,
  hostileString,
  hostileValue,
  malformedJson,
  pathSegment,
  POLLUTION_KEYS,
  queryString,
  withPollutionKey,
} from './hostile-values.js';
import { routeKey, type WriteRoute } from './write-routes.js';

export type FuzzCase = { actor: ActorName; url: string; payload?: string; contentType?: string; kind: string };

// Routes a visitor uses. Signed in, a failed login would (by design) end the
// current session first, which is a write; the fuzz wants visitors here.
const VISITOR_ROUTES = new Set(['POST /api/register', 'POST /api/login', 'POST /api/logout']);

// Whose data a route writes, so most cases get past the role check into the
// handler. The other roles still get a share (they must be refused cleanly);
// a route not listed here gets all three alike.
function ownerOf(url: string): ActorName | undefined {
  if (url.startsWith('/api/admin/')) return 'admin';
  if (url.startsWith('/api/coach/') || url.startsWith('/api/coaches') || url.endsWith('/notes')) return 'coach';
  if (['/api/reviews', '/api/bookings', '/api/create-payment-intent'].includes(url)) return 'client';
  return undefined;
}

function actorArbitrary(route: WriteRoute): fc.Arbitrary<ActorName> {
  if (VISITOR_ROUTES.has(routeKey(route))) return fc.constant('visitor');
  const owner = ownerOf(route.url);
  const roles: ActorName[] = ['client', 'coach', 'admin'];
  return fc.oneof(...roles.map((role) => ({ weight: role === owner ? 6 : 1, arbitrary: fc.constant(role) })));
}

// Keys of a zod object body, looking through optional/nullable wrappers and pipes.
export function bodyKeysOf(schema: unknown, depth = 0): string[] {
  if (!schema || typeof schema !== 'object' || depth > 6) return [];
  const s = schema as { shape?: unknown; in?: unknown; def?: { innerType?: unknown } };
  if (s.shape && typeof s.shape === 'object') return Object.keys(s.shape);
  if (s.def?.innerType) return bodyKeysOf(s.def.innerType, depth + 1);
  if (s.in) return bodyKeysOf(s.in, depth + 1);
  return [];
}

// Fields a client might add hoping the server trusts them.
const SMUGGLED_KEYS = [
  'id',
  'userId',
  'role',
  'isAdmin',
  'isActive',
  'status',
  'paymentStatus',
  'totalPrice',
  'clientId',
  'coachId',
  'planType',
];
const OTHER_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/jsonx',
  '',
];

// Hostile values of the same JSON kind as a valid sample value.
function sameKindHostile(sample: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (typeof sample === 'number') return hostileNumber;
  if (typeof sample === 'string') return hostileString;
  if (typeof sample === 'boolean') return fc.boolean();
  if (depth < 2 && Array.isArray(sample))
    return fc.array(sample.length > 0 ? sameKindHostile(sample[0], depth + 1) : hostileValue, { maxLength: 60 });
  if (depth < 2 && sample && typeof sample === 'object') {
    const fields = Object.entries(sample).map(([key, value]) => [key, fc.oneof(sameKindHostile(value, depth + 1), hostileValue)] as const);
    return fc.record(Object.fromEntries(fields), { requiredKeys: [] });
  }
  return hostileValue;
}

function bodyArbitrary(route: WriteRoute, world: FuzzWorld) {
  const example = world.validBodies[routeKey(route)] ?? {};
  const keys = [...new Set([...bodyKeysOf(route.bodySchema), ...Object.keys(example)])];
  const fieldKeys = keys.length > 0 ? keys : ['value'];
  const json = (kind: string) => (value: unknown) => ({ kind, payload: JSON.stringify(value) });

  // A field's new value: mostly the same kind as its valid value (so the body
  // often still passes validation and the handler has to cope), else anything;
  // undefined (fc.option's nil) leaves the field out.
  const fieldValue = (field: string) =>
    fc.option(fc.oneof({ weight: 3, arbitrary: sameKindHostile(example[field]) }, { weight: 2, arbitrary: hostileValue }), {
      freq: 8,
      nil: undefined,
    });
  const brokenFields = fc
    .subarray(fieldKeys, { minLength: 1, maxLength: Math.min(2, fieldKeys.length) })
    .chain((fields) => fc.tuple(...fields.map((field) => fieldValue(field).map((value) => [field, value] as const))))
    .map((changes) => {
      const body: Record<string, unknown> = { ...example };
      for (const [field, value] of changes) {
        if (value === undefined) delete body[field];
        else body[field] = value;
      }
      return body;
    })
    .map(json('broken field'));
  const allHostile = fc
    .record(Object.fromEntries(fieldKeys.map((k) => [k, hostileValue])), { requiredKeys: [] })
    .map(json('all fields hostile'));
  const smuggled = fc
    .tuple(fc.constantFrom(...SMUGGLED_KEYS), hostileValue)
    .map(([key, value]) => ({ ...example, [key]: value }))
    .map(json('extra field'));
  const polluted = fc
    .tuple(
      fc.constantFrom(...POLLUTION_KEYS),
      fc.constantFrom<unknown>({ isAdmin: true, polluted: 1 }, { prototype: { polluted: 1 } }, 'x', null),
    )
    .map(([key, value]) => ({ kind: 'prototype key', payload: withPollutionKey(example, key, value) }));

  return fc.oneof(
    { weight: 6, arbitrary: brokenFields },
    { weight: 1, arbitrary: fc.constant({ kind: 'valid', payload: JSON.stringify(example) }) },
    { weight: 2, arbitrary: allHostile },
    { weight: 1, arbitrary: smuggled },
    { weight: 1, arbitrary: polluted },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map(json('any JSON')) },
    { weight: 2, arbitrary: malformedJson.map((payload) => ({ kind: 'malformed JSON', payload })) },
    { weight: 1, arbitrary: deepNesting.map((payload) => ({ kind: 'deep nesting', payload })) },
    { weight: 1, arbitrary: fc.constant({ kind: 'no body', payload: undefined as string | undefined }) },
  );
}

export function fuzzCaseArbitrary(route: WriteRoute, world: FuzzWorld): fc.Arbitrary<FuzzCase> {
  const params = route.url.split('/').filter((part) => part.startsWith(':'));
  const segments = fc.array(pathSegment(world.realIds), { minLength: params.length, maxLength: params.length });
  const contentType = fc.oneof(
    { weight: 12, arbitrary: fc.constant('application/json') },
    { weight: 1, arbitrary: fc.constantFrom(...OTHER_CONTENT_TYPES) },
  );

  return fc
    .record({ actor: actorArbitrary(route), segments, query: queryString, body: bodyArbitrary(route, world), contentType })
    .map(({ actor, segments: values, query, body, contentType: type }) => {
      let index = 0;
      const path = route.url
        .split('/')
        .map((part) => (part.startsWith(':') ? (values[index++] ?? '') : part))
        .join('/');
      return {
        actor,
        url: path + query,
        payload: body.payload,
        contentType: body.payload === undefined ? undefined : type || undefined,
        kind: body.kind,
      };
    });
}
