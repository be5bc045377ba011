import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { signIn } from '../../test-support/sign-in.js';
import { NOW } from '../../test-support/bookings.js';

describe('GET /api/dev/mailbox outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the latest messages, newest first, to admins only', async () => {
    await t.app.emailDelivery.enqueue(
      Array.from({ length: 55 }, (_, i) => ({ to: `person${i}@example.com`, subject: `Message ${i}`, text: `Body ${i}` })),
    );
    const admin = await signIn(t, { role: 'admin' });
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox', headers: { cookie: admin.cookie } });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list).toHaveLength(50);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      to: 'person54@example.com',
      subject: 'Message 54',
      text: 'Body 54',
      html: null,
      status: expect.stringMatching(/^(pending|sent)$/),
      hasInvite: false,
      createdAt: expect.any(String),
    });

    const client = await signIn(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/mailbox', headers: { cookie: client.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(401);
  });

  it('shows the HTML part of an e-mail beside its text', async () => {
    await t.app.emailDelivery.enqueue([
      { to: 'html@example.com', subject: 'With HTML', text: 'Plain', html: '<!doctype html><html lang="de"><p>Hallo</p></html>' },
    ]);
    const admin = await signIn(t, { role: 'admin' });
    const list = (await t.app.inject({ method: 'GET', url: '/api/dev/mailbox', headers: { cookie: admin.cookie } })).json();
    expect(list[0]).toMatchObject({ subject: 'With HTML', text: 'Plain', html: '<!doctype html><html lang="de"><p>Hallo</p></html>' });
  });
});

describe('GET /api/dev/mailbox in production', () => {
  it('does not exist', async () => {
    const t = await createTestApp({ now: NOW, env: { NODE_ENV: 'production' } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
