import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { contentSecurityPolicy } from './security-headers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('security headers', () => {
  it('forbid foreign and inline scripts, framing and sniffing on every response', async () => {
    for (const url of ['/api/specializations', '/api/user', '/api/nope']) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it("allow Stripe's domains only when Stripe is on", () => {
    const test = contentSecurityPolicy({ payments: { provider: 'test' } } as never);
    expect(test).not.toContain('stripe.com');
    const stripe = contentSecurityPolicy({ payments: { provider: 'stripe' } } as never);
    expect(stripe).toContain("script-src 'self' https://js.stripe.com");
    expect(stripe).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
  });
});
