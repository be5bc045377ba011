// Every endpoint of the endpoint table, called as each of seven actors
// (visitor, client A and B, coach X and Y, admin, a deactivated user),
// against the rows in authorization-matrix.ts. A new endpoint without a row
// fails here until someone decides who may call it, and so does a route the
// server registers outside the table.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, createAuthorizationFixtures, type Actor, type Fixtures, type Person } from './authorization-fixtures.js';
import { ENDPOINT_LIST, routeOf } from '../../../shared/api/endpoint-table.js';
import { MATRIX, OUTSIDE_THE_TABLE, type Expected, type MatrixRow } from './authorization-matrix.js';

let fx: Fixtures;
beforeAll(async () => {
  fx = await createAuthorizationFixtures();
}, 120_000);
afterAll(async () => {
  const closing = fx?.close();
  // The stream rows' sockets (see streamStatus) must not hold the server open.
  fx?.app.server.closeAllConnections();
  await closing;
});

const checked = { cells: 0, authFirst: 0 };

function fill(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${path}`);
    return encodeURIComponent(String(value));
  });
}

// An event stream's status: its headers arrive at once, its body never ends, so it is read no further.
let streamBase: string | undefined;
async function streamStatus(path: string, caller: Person, query?: string): Promise<LightMyRequestResponse> {
  streamBase ??= await fx.app.listen({ port: 0, host: '127.0.0.1' });
  const controller = new AbortController();
  const response = await fetch(`${streamBase}${path}${query ? `?${query}` : ''}`, {
    headers: caller.cookie ? { cookie: caller.cookie } : {},
    signal: controller.signal,
  });
  const body = response.status === 200 ? '' : await response.text();
  controller.abort();
  return { statusCode: response.status, body } as LightMyRequestResponse;
}

// One call as one actor. `spoiled` swaps the body (or, without one, the query)
// for something no schema accepts, to see which check comes first.
async function call(row: MatrixRow, caller: Person, spoiled = false): Promise<LightMyRequestResponse> {
  const [method, path] = row.route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
  const request = row.request ? await row.request(fx, caller) : {};
  const withBody = method !== 'GET' && method !== 'DELETE';
  const query = spoiled && !withBody ? 'unexpectedField=1' : request.query;
  const body = spoiled && withBody ? { unexpectedField: true } : request.body;
  if (row.stream) return streamStatus(fill(path, request.params), caller, query);
  return fx.app.inject({
    method,
    url: fill(path, request.params) + (query ? `?${query}` : ''),
    headers: caller.cookie ? { cookie: caller.cookie } : {},
    ...(body !== undefined && { payload: body as object }),
  });
}

const callerFor = async (row: MatrixRow, actor: Actor) => (row.standIns ? fx.standIn(actor) : fx.people[actor]);

describe('the authorization matrix', () => {
  const tableRoutes = ENDPOINT_LIST.map(routeOf);
  const twiceIn = (list: string[]) => list.filter((route, i) => list.indexOf(route) !== i);

  it('has one row for every endpoint of the table and every route outside it', () => {
    const wanted = [...tableRoutes, ...OUTSIDE_THE_TABLE];
    const listed: string[] = MATRIX.map((row) => row.route);
    expect(
      { missing: wanted.filter((route) => !listed.includes(route)), twice: twiceIn(listed) },
      'Each endpoint needs exactly one row in src/server/test-audits/authorization/authorization-matrix.ts (see docs/decisions/0015-authorization-matrix.md)',
    ).toEqual({ missing: [], twice: [] });
  });

  it('serves nothing outside the table but the routes listed as such', () => {
    const registered = [...new Set(fx.routes.map((r) => `${r.method} ${r.url}`))];
    const declared: string[] = [...tableRoutes, ...OUTSIDE_THE_TABLE];
    expect({
      undeclared: registered.filter((route) => !declared.includes(route)),
      unserved: declared.filter((route) => !registered.includes(route)),
    }).toEqual({ undeclared: [], unserved: [] });
  });

  it.each(MATRIX.map((row) => [row.route, row] as const))('%s answers each actor as the table says', async (_route, row) => {
    const actual = {} as Expected;
    const bodies: string[] = [];
    for (const actor of ACTORS) {
      const response = await call(row, await callerFor(row, actor));
      actual[actor] = response.statusCode;
      checked.cells += 1;
      if (response.statusCode !== row.expect[actor]) bodies.push(`${actor}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    expect(actual, bodies.join('\n')).toEqual(row.expect);
  });

  // Who is asking is settled before the body or query is validated (role
  // checks in onRequest), so a visitor gets 401 and a wrong role 403 whatever
  // they send, and nothing about the expected input is revealed to them.
  const refusing = (row: MatrixRow) => ACTORS.filter((actor) => row.expect[actor] === 401 || row.expect[actor] === 403);
  const withRefusals = MATRIX.filter((row) => !row.identityInBody && refusing(row).length > 0);
  it.each(withRefusals.map((row) => [row.route, row] as const))('%s refuses before looking at what was sent', async (_route, row) => {
    const actual: Partial<Expected> = {};
    const wanted: Partial<Expected> = {};
    for (const actor of refusing(row)) {
      actual[actor] = (await call(row, await callerFor(row, actor), true)).statusCode;
      wanted[actor] = row.expect[actor];
      checked.authFirst += 1;
    }
    expect(actual).toEqual(wanted);
  });

  it('checked every route as every actor', () => {
    const routes = MATRIX.length;
    expect(checked.cells).toBe(routes * ACTORS.length);
    expect(checked.authFirst).toBe(withRefusals.reduce((sum, row) => sum + refusing(row).length, 0));
    console.info(
      `authorization matrix: ${routes} routes × ${ACTORS.length} actors = ${checked.cells} checks, ` +
        `plus ${checked.authFirst} refusals re-checked with an invalid body or query`,
    );
  });
});
