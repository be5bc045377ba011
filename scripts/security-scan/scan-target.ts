// One target of the scan: a route, the role it is called as, its untouched
// request and the answer that request must get. The list itself is in
// scan-targets.ts.
import { call, type HttpMethod, type Role, type Sessions } from './scan-http.js';

export type ScanTarget = {
  title: string;
  as: Role;
  method: HttpMethod;
  // With :name placeholders, filled from params.
  path: string;
  // Path parameters. On routes without a body they are injection points too.
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: Record<string, unknown>;
  // Statuses the untouched request must get, so we know it reaches the route's code.
  expect: number[];
  // The User-Agent is stored with a new session: tested where sessions start.
  testUserAgent?: boolean;
  // Statuses sqlmap should read as ordinary answers. By default it gives up on
  // a 401, which after a good baseline means the session was lost.
  ignoreCodes?: number[];
  // Targets with the same key never run side by side: where one writes what
  // the other answers with, the other's answers would change with the first
  // one's payloads, which sqlmap reads as content that changes by itself (seen
  // as boolean-based candidates it then withdraws).
  exclusive?: string;
};

// The URL for a plain request (baseline) or for sqlmap, where '*' marks an injection point.
// sqlmap only tests marked points once one is marked, so with path parameters
// the query values are marked too. Routes with a body get their JSON fields
// tested instead (sqlmap's JSON support); their path ids are tested on the
// routes without a body, which share the id parsing.
export function targetUrl(baseUrl: string, target: ScanTarget, withMarkers: boolean): string {
  const markPath = withMarkers && target.body === undefined && Object.keys(target.params ?? {}).length > 0;
  const mark = markPath ? '*' : '';
  const path = target.path.replace(/:(\w+)/g, (_, name: string) => `${encodeURIComponent(String(target.params?.[name] ?? ''))}${mark}`);
  const query = Object.entries(target.query ?? {})
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}${mark}`)
    .join('&');
  return `${baseUrl}${path}${query ? `?${query}` : ''}`;
}

// sqlmap names marked points '#1*', '#2*', ... in URL order.
export function markerNames(target: ScanTarget): string[] {
  if (target.body !== undefined || Object.keys(target.params ?? {}).length === 0) return [];
  const pathNames = [...target.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  return [...pathNames, ...Object.keys(target.query ?? {})];
}

// What a target sends as its body. A POST without input still sends an empty
// JSON object: sqlmap would otherwise send an empty form body, which the app
// (JSON bodies only) refuses with 415 before the route's code runs.
export function requestBody(target: ScanTarget): Record<string, unknown> | undefined {
  return target.body ?? (target.method === 'POST' ? {} : undefined);
}

export async function checkBaseline(baseUrl: string, target: ScanTarget, sessions: Sessions): Promise<{ ok: boolean; status: number }> {
  const url = targetUrl(baseUrl, target, false).slice(baseUrl.length);
  const answer = await call(baseUrl, target.method, url, { cookie: sessions[target.as], body: requestBody(target) });
  return { ok: target.expect.includes(answer.status), status: answer.status };
}
