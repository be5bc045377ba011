// Compression as a browser sees it: large JSON arrives compressed and decodes
// to the same data; small answers and images are sent as they are.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../db/schema.js';
import { callEndpoint, createTestApp, type TestApp } from '../test-support/test-app.js';
import { insertClient, insertCoachesInBulk, insertSpecialization } from '../test-support/coaches.js';
import * as api from '../../shared/api/api-routes.generated.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertCoachesInBulk(t.database.db, 12, await insertSpecialization(t.database.db, 'Compression'));
});
afterAll(async () => {
  await t.close();
});

describe('response compression', () => {
  it('sends a directory page gzip- or brotli-compressed, decoding to the same JSON', async () => {
    const plain = await callEndpoint(t.app, api.listCoaches);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const gzip = await callEndpoint(t.app, api.listCoaches, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());

    const br = await callEndpoint(t.app, api.listCoaches, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves small answers alone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('does not recompress images, which keep their immutable caching', async () => {
    const ownerId = await insertClient(t.database.db);
    const [image] = await t.database.db
      .insert(images)
      .values({ ownerId, contentType: 'image/webp', data: Buffer.alloc(4096, 7), width: 64, height: 64 })
      .returning({ id: images.id });
    const response = await callEndpoint(t.app, api.getImage, {
      params: { id: String(image?.id) },
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBe(4096);
  });
});
