// fast-check arbitraries for what a hostile or broken client sends: wrong
// types, edge numbers (past int4, past 2^53), strings the database or a
// template might choke on, prototype-pollution keys, deep nesting and bodies
// that are not JSON at all. Kept under the body limit: 413 is tested apart.
import fc from 'fast-check';

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'calm\u0000breath',
  '\ud800',
  'lone \udfff surrogate',
  '\ufeffbom',
  '\u202eright-to-left',
  'e\u0301\u0301\u0301',
  '🧘‍♀️🧘🏽‍♂️',
  'ﷺ'.repeat(40),
  'Ω≈ç√∫˜µ≤≥÷',
  '<script>window.__xss=1</script>',
  '"><svg onload=alert(1)>',
  "' OR '1'='1' --",
  '1; DROP TABLE users; --',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '${7*7}{{7*7}}',
  'null',
  'undefined',
  'NaN',
  '__proto__',
  'constructor',
  '2030-01-07T09:00:00Z',
  '2030-01-08T09:00:00+14:00',
  '2030-01-08T09:30:00.000Z',
  '2030-01-09T10:00:00.000Z',
  '2030-01-10T14:00:00Z',
  '2030-01-08T09:00:00.123456789Z',
  '2030-02-30T25:61:00+99:00',
  '9999-12-31T23:59:59Z',
  '0001-01-01T00:00:00Z',
  '1969-12-31T23:59:59Z',
  '+275760-09-13T00:00:00Z',
  'data:image/png;base64,',
  'data:image/png;base64,iVBORw0KGgo=',
  'data:image/jpeg;base64,/9j/',
  'https://',
  'javascript:alert(1)',
  'http://[::1',
  'a'.repeat(51),
  'b'.repeat(2001),
  'Mon',
  'monday',
  'Europe/Nowhere',
  '24:00',
  '23:59',
];

// Numbers at the edges the database and JavaScript disagree on.
const EDGE_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  1.5,
  15,
  240,
  999,
  1000,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  5e-324,
];

export const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 80 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  // Long, but well under the 1 MB body limit.
  {
    weight: 1,
    arbitrary: fc.constantFrom(300, 5_000, 20_001, 200_000).chain((n) => fc.constantFrom('x', 'é', '🧘', '\u0000').map((c) => c.repeat(n))),
  },
);

export const hostileNumber = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...EDGE_NUMBERS) },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.maxSafeInteger() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

// Any one JSON value a field might be replaced with.
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constantFrom({}, [], [null], ['monday', 'monday'], { $gt: '' }, [1, -1, 2 ** 31]) },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

// Bodies that are not valid JSON (or are JSON the app cannot mean), sent with content-type application/json.
const MALFORMED_JSON = [
  '',
  ' ',
  '{',
  '}',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  '[1,]',
  'NaN',
  'undefined',
  '{"coachId":1e400}',
  '{"rating":-1e400}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '\ufeff{}',
  '{"a":1}{"b":2}',
  '{"a":1,"a":2}',
  '"just a string"',
  '42',
  'true',
  'null',
  '[]',
  '{"__proto__":{"isAdmin":true,"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '\u0000',
  '\xff\xfe',
];

export const malformedJson = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...MALFORMED_JSON) },
  { weight: 2, arbitrary: fc.string({ maxLength: 60 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v).slice(0, -1)) },
);

// [[[[...]]]] and {"a":{"a":...}}: parsers and validators that recurse can overflow the stack.
export const deepNesting = fc
  .tuple(fc.constantFrom(100, 5_000, 50_000), fc.boolean())
  .map(([depth, asObject]) => (asObject ? '{"a":'.repeat(depth) + '1' + '}'.repeat(depth) : '['.repeat(depth) + ']'.repeat(depth)));

// Keys that try to reach Object.prototype, added next to a body's own keys.
// Written as JSON text: a JS object literal with "__proto__" would set the prototype instead.
export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'] as const;
export function withPollutionKey(body: Record<string, unknown>, key: string, value: unknown): string {
  const json = JSON.stringify(body);
  const extra = `${JSON.stringify(key)}:${JSON.stringify(value ?? null)}`;
  return json === '{}' ? `{${extra}}` : `{${extra},${json.slice(1)}`;
}

// Path segments for :id and friends: real ids mixed with everything else.
const NASTY_SEGMENTS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x1f',
  '%201',
  '2147483647',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999',
  'abc',
  'NaN',
  'Infinity',
  'null',
  '__proto__',
  'constructor',
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '1%00',
  '%ff',
  '%',
  "1'%20OR%20'1'%3D'1",
  '1%3B%20DROP%20TABLE%20users',
  '%F0%9F%A7%98',
  '1,2',
  '1;2',
];

export function pathSegment(realIds: number[]) {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...realIds.map(String)) },
    { weight: 3, arbitrary: fc.constantFrom(...NASTY_SEGMENTS) },
    { weight: 1, arbitrary: fc.integer().map(String) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).map(encodeURIComponent) },
  );
}

// An optional query string; write routes declare none, so all of it must be ignored or refused cleanly.
export const queryString = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '?__proto__[polluted]=1',
      '?constructor[prototype][polluted]=1',
      '?id=1&id=2',
      '?role=admin',
      "?q=' OR 1=1 --",
      '?a=%ff',
      '?%',
      `?x=${'y'.repeat(5000)}`,
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 4 })
      .map((q) => `?${new URLSearchParams(q).toString()}`),
  },
);
