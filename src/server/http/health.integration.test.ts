import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postRaw, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('health checks', () => {
  it('reports the process alive and the database ready', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });
});

describe('one error format', () => {
  it('answers malformed JSON with 400 and a readable message', async () => {
    const response = await postRaw(t.app, '/api/login', 'application/json', '{"username": "abc",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'BAD_REQUEST' });
  });
});
