// The STRIPE_* settings of loadConfig: test mode unless a secret key is set,
// and a half-configured Stripe fails at start-up with a clear message.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';

const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };

describe('payments configuration', () => {
  it('uses the built-in test mode when no Stripe key is set', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'test' });
  });

  it('uses Stripe when all three settings are present', () => {
    expect(loadConfig(STRIPE).payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_abc123',
      publishableKey: 'pk_test_abc123',
      webhookSecret: 'whsec_abc123',
    });
    expect(loadConfig({ ...STRIPE, STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' }).payments).toMatchObject({
      provider: 'stripe',
    });
  });

  it('parses STRIPE_API_BASE into the client options', () => {
    expect(loadConfig({ ...STRIPE, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).payments).toMatchObject({
      apiBase: { host: '127.0.0.1', port: 12111, protocol: 'http' },
    });
    expect(loadConfig({ ...STRIPE, STRIPE_API_BASE: 'https://stripe.internal' }).payments).toMatchObject({
      apiBase: { host: 'stripe.internal', port: 443, protocol: 'https' },
    });
  });

  it.each([
    [{ STRIPE_SECRET_KEY: 'sk_test_abc' }, /STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is set/],
    [{ ...STRIPE, STRIPE_WEBHOOK_SECRET: undefined }, /STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is set/],
    [{ STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' }, /STRIPE_SECRET_KEY: required when STRIPE_PUBLISHABLE_KEY is set/],
    [{ ...STRIPE, STRIPE_SECRET_KEY: 'pk_test_abc' }, /STRIPE_SECRET_KEY must be a secret key starting with sk_test_ or sk_live_/],
    [{ ...STRIPE, STRIPE_PUBLISHABLE_KEY: 'sk_test_abc' }, /STRIPE_PUBLISHABLE_KEY must start with pk_test_ or pk_live_/],
    [{ ...STRIPE, STRIPE_WEBHOOK_SECRET: 'secret' }, /STRIPE_WEBHOOK_SECRET must start with whsec_/],
    [{ ...STRIPE, STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' }, /must be a pk_test_ key to match the test STRIPE_SECRET_KEY/],
    [{ ...STRIPE, STRIPE_API_BASE: 'ftp://fake' }, /STRIPE_API_BASE must be an http:\/\/ or https:\/\/ URL/],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never puts a key into an error message', () => {
    const error = (() => {
      try {
        loadConfig({ STRIPE_SECRET_KEY: 'sk_test_do_not_print', STRIPE_PUBLISHABLE_KEY: 'nope' });
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error?.message).toBeDefined();
    expect(error?.message).not.toContain('sk_test_do_not_print');
  });
});
