// GET /metrics as Prometheus scrapes it: only with the token, requests by
// route pattern with their latency and server errors, the jobs, the outbox
// and, on PostgreSQL, the connection pool. Without METRICS_TOKEN /metrics is a
// 404 to everyone: the authorization matrix checks that (its app has no token).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../paths.js';
import { emailOutbox } from '../../db/schema.js';
import { callEndpoint, createTestApp, type TestApp } from '../../test-support/test-app.js';
import * as api from '../../../shared/api/api-routes.generated.js';

const TOKEN = 'a-scrape-token-of-at-least-32-characters';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { METRICS_TOKEN: TOKEN },
    addRoutes: (app) => app.get('/api/test-fails', async () => Promise.reject(new Error('broken on purpose'))),
  });
});
afterAll(async () => {
  await t.close();
});

async function scrape(): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

// The value of one series, e.g. value(text, 'stillpoint_http_requests_total', {route: '/x'}).
function value(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && wanted.every((pair) => l.slice(0, l.indexOf('}')).includes(pair)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('/metrics', () => {
  it('answers only the scraper that sends the token', async () => {
    const without = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(without.statusCode).toBe(401);
    expect(without.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN.replace('a', 'b')}` } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('stillpoint_');
  });

  it('counts requests by route pattern, not by URL, with latency histograms and server errors', async () => {
    for (const id of [999_001, 999_002, 999_003]) await callEndpoint(t.app, api.getCoach, { params: { id } });
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'GET', url: '/api/test-fails' });
    const text = await scrape();

    expect(value(text, 'stillpoint_http_requests_total', { method: 'GET', route: '/api/coaches/:id', status: '404' })).toBe(3);
    expect(text).not.toContain('999001');
    expect(value(text, 'stillpoint_http_requests_total', { route: '/healthz', status: '200' })).toBe(1);
    expect(value(text, 'stillpoint_http_request_duration_seconds_count', { method: 'GET', route: '/api/coaches/:id' })).toBe(3);
    expect(value(text, 'stillpoint_http_request_duration_seconds_bucket', { route: '/healthz', le: '+Inf' })).toBe(1);
    expect(value(text, 'stillpoint_http_server_errors_total', { method: 'GET', route: '/api/test-fails' })).toBe(1);
    expect(value(text, 'stillpoint_http_server_errors_total', { route: '/healthz' })).toBeUndefined();
  });

  it('shows the event loop, the jobs run, and the outbox depth', async () => {
    await t.db.insert(emailOutbox).values([
      { toAddress: 'one@example.com', subject: 'One', textBody: 'One' },
      { toAddress: 'two@example.com', subject: 'Two', textBody: 'Two' },
    ]);
    expect(value(await scrape(), 'stillpoint_email_outbox_messages', { status: 'pending' })).toBe(2);
    await t.app.jobs.runDueJobs(t.clock.now);
    const text = await scrape();
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(value(text, 'stillpoint_job_runs_total', { job: 'sync-busy-calendars', outcome: 'ok' })).toBe(1);
    expect(value(text, 'stillpoint_job_duration_seconds_count', { job: 'sync-busy-calendars' })).toBe(1);
    expect(value(text, 'stillpoint_coach_transfers', { status: 'failed' })).toBe(0);
    if (t.database.kind === 'postgres') {
      expect(value(text, 'stillpoint_db_pool_connections', { state: 'max' })).toBe(10);
      expect(value(text, 'stillpoint_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    } else {
      expect(text).not.toContain('stillpoint_db_pool_connections');
    }
  });

  it("has every series the operators' Grafana dashboard draws", async () => {
    const dashboard = readFileSync(join(projectRoot, 'docs/operations/grafana-dashboard.json'), 'utf8');
    const drawn = [...new Set(dashboard.match(/\b(stillpoint|nodejs|process)_\w+/g))].map((name) =>
      name.replace(/_(bucket|count|sum)$/, ''),
    );
    const text = await scrape();
    expect(drawn.length).toBeGreaterThan(8);
    // The embedded database has no connection pool to report.
    const expected = t.database.kind === 'postgres' ? drawn : drawn.filter((name) => name !== 'stillpoint_db_pool_connections');
    expect(expected.filter((name) => !new RegExp(`^${name}(_bucket|_count|_sum)?[{ ]`, 'm').test(text))).toEqual([]);
  });
});
