import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../../db/schema.js';
import { callEndpoint, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { signIn } from '../../test-support/sign-in.js';
import * as api from '../../../shared/api/api-routes.generated.js';

let t: TestApp;
let imageId: string;
let bytes: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  const user = await signIn(t, { via: 'registration' });
  bytes = await sharp({ create: { width: 8, height: 4, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer();
  const [row] = await t.database.db
    .insert(images)
    .values({ ownerId: user.id, contentType: 'image/png', data: bytes, width: 8, height: 4 })
    .returning({ id: images.id });
  imageId = row?.id ?? '';
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/images/:id', () => {
  it('serves the stored bytes with their type and long-lived caching headers', async () => {
    const response = await callEndpoint(t.app, api.getImage, { params: { id: imageId } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers.etag).toBe(`"${imageId}"`);
  });

  it('answers a revalidation with the same ETag with 304 and no body', async () => {
    const response = await callEndpoint(t.app, api.getImage, {
      params: { id: imageId },
      headers: { 'if-none-match': `W/"other", "${imageId}"` },
    });
    expect(response.statusCode).toBe(304);
    expect(response.rawPayload.length).toBe(0);
    const stale = await callEndpoint(t.app, api.getImage, { params: { id: imageId }, headers: { 'if-none-match': '"something-else"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('accepts the id in upper case', async () => {
    const response = await callEndpoint(t.app, api.getImage, { params: { id: imageId.toUpperCase() } });
    expect(response.statusCode).toBe(200);
  });

  it.each([randomUUID(), 'not-a-uuid', "1'; drop table images; --", '123'])('answers %s with a JSON 404', async (id) => {
    const response = await callEndpoint(t.app, api.getImage, { params: { id } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Image not found.', code: 'NOT_FOUND' });
    expect(response.headers['cache-control']).toBeUndefined();
  });
});
