import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINT_LIST } from '../../../shared/api/endpoint-table.js';
import { CROSS_SITE_MESSAGE } from '../../http/same-origin.js';
import { projectRoot } from '../../paths.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { openApiPath } from './openapi-document.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Operation = { operationId: string; security?: unknown[]; tags: string[] };
type Document = { openapi: string; info: { title: string; version: string }; paths: Record<string, Record<string, Operation>> };

async function fetchDocument(): Promise<Document> {
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json<Document>();
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document titled for the API, at the version of package.json', async () => {
    const document = await fetchDocument();
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    const { version } = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string };
    expect(document.info).toMatchObject({ title: 'Stillpoint API', version });
  });

  it('has every endpoint of the table under its method and path, named and tagged as there', async () => {
    const document = await fetchDocument();
    const missing = ENDPOINT_LIST.filter((endpoint) => {
      const operation = document.paths[openApiPath(endpoint.path).path]?.[endpoint.method.toLowerCase()];
      return operation?.operationId !== endpoint.name || operation.tags[0] !== endpoint.tag;
    }).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(missing).toEqual([]);
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations).toHaveLength(ENDPOINT_LIST.length);
  });

  it('asks for the session cookie on endpoints that need a user, and on public ones for nothing', async () => {
    const document = await fetchDocument();
    const signedIn = ENDPOINT_LIST.find((endpoint) => endpoint.access !== 'public');
    expect(signedIn, 'the table has an endpoint that needs a user').toBeDefined();
    if (signedIn) {
      expect(document.paths[openApiPath(signedIn.path).path]?.[signedIn.method.toLowerCase()]?.security).toEqual([{ session: [] }]);
    }
    const body = JSON.stringify(document);
    // In test runs (not production), the cookie has its plain name.
    expect(body).toContain('"securitySchemes":{"session":{"type":"apiKey","in":"cookie","name":"sid"');
    // The examples of the error answers are the server's own messages.
    expect(body).toContain(JSON.stringify({ message: CROSS_SITE_MESSAGE, code: 'FORBIDDEN' }));
    for (const endpoint of ENDPOINT_LIST.filter((e) => e.access === 'public')) {
      expect(document.paths[openApiPath(endpoint.path).path]?.[endpoint.method.toLowerCase()]?.security).toBeUndefined();
    }
  });
});

describe('GET /api/docs', () => {
  it('is an HTML page whose scripts and styles all come from this server, under the app’s own CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(page.body).not.toMatch(/<script>/);
    const assets = [...page.body.matchAll(/<(?:script src|link rel="stylesheet" href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(assets.length).toBeGreaterThanOrEqual(3);
    for (const url of assets) {
      expect(url, 'served from here, not another host').toMatch(/^\/api\/docs\/assets\//);
      const asset = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(asset.statusCode, url).toBe(200);
      expect(asset.headers['content-type'], url).toMatch(/^(text\/css|text\/javascript)/);
      expect(asset.rawPayload.length, url).toBeGreaterThan(100);
    }
    // The start-up script reads the document from here and sends it to no online validator.
    const initializer = await t.app.inject({ method: 'GET', url: assets.find((url) => url.includes('docs.js')) ?? '' });
    expect(initializer.body).toContain("url: '/api/openapi.json'");
    expect(initializer.body).toContain('validatorUrl: null');
  });

  it('serves the bundle compressed once, and nothing outside its list', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/docs/assets/swagger-ui-bundle.js' });
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/api/docs/assets/swagger-ui-bundle.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    for (const file of ['package.json', '..%2Fpackage.json', 'index.html', 'constructor']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/docs/assets/${file}` })).statusCode, file).toBe(404);
    }
  });
});
