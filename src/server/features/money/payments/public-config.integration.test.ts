// GET /api/config/public: what the browser needs to pick a payment form, and
// never a secret. POST /api/payments/webhook only exists in Stripe mode.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEndpoint, createTestApp, type TestApp } from '../../../test-support/test-app.js';
import * as api from '../../../../shared/api/api-routes.generated.js';

const ZOOM_ENV = { ZOOM_ACCOUNT_ID: 'acct-1', ZOOM_CLIENT_ID: 'zoom-client', ZOOM_CLIENT_SECRET: 'zoom-secret123' };
const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_secret123',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_public123',
  STRIPE_WEBHOOK_SECRET: 'whsec_secret123',
};

describe('in test mode (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('describes test mode, with no platform fee during beta, Jitsi Meet as the meeting service and the default crisis link', async () => {
    const response = await callEndpoint(t.app, api.getPublicConfig);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      appName: 'Stillpoint',
      beta: true,
      proFeePercent: 0,
      freeFeePercent: 0,
      payments: { provider: 'test', mode: 'test' },
      meetings: { provider: 'jitsi' },
      crisisResourcesUrl: 'https://findahelpline.com/',
    });
  });

  it('has no webhook endpoint', async () => {
    const response = await callEndpoint(t.app, api.receiveStripeWebhook, {
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      invalidBody: '{}',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('in Stripe mode with Zoom, beta over', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { ...STRIPE_ENV, ...ZOOM_ENV, BETA: 'false', APP_NAME: 'Calm Place', CRISIS_RESOURCES_URL: 'https://help.example.org/crisis' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("gives the publishable key, the plan fees, Zoom as the meeting service and the operator's crisis link, and nothing secret", async () => {
    const response = await callEndpoint(t.app, api.getPublicConfig);
    expect(response.json()).toEqual({
      appName: 'Calm Place',
      beta: false,
      proFeePercent: 5,
      freeFeePercent: 12,
      payments: { provider: 'stripe', mode: 'test', publishableKey: 'pk_test_public123' },
      meetings: { provider: 'zoom' },
      crisisResourcesUrl: 'https://help.example.org/crisis',
    });
    expect(response.body).not.toMatch(/sk_|rk_|whsec_|secret123|acct-1|zoom-client/);
  });
});
