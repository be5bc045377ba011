import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';

describe('abuse-limit settings', () => {
  it('default to full limits with the counters in the database', () => {
    expect(loadConfig({}).rateLimit).toEqual({ scale: 1, redis: undefined });
  });

  it('take a Redis URL, a key prefix and a scale', () => {
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379/2', REDIS_KEY_PREFIX: 'sp:', RATE_LIMIT_SCALE: '2.5' }).rateLimit).toEqual({
      scale: 2.5,
      redis: { url: 'redis://cache:6379/2', keyPrefix: 'sp:' },
    });
    expect(loadConfig({ REDIS_URL: 'rediss://cache:6380' }).rateLimit.redis).toEqual({
      url: 'rediss://cache:6380',
      keyPrefix: 'stillpoint:',
    });
  });

  it('refuse a scale that would switch the limits off or is not a number, and a non-Redis URL', () => {
    expect(() => loadConfig({ RATE_LIMIT_SCALE: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ RATE_LIMIT_SCALE: '-1' })).toThrow(/RATE_LIMIT_SCALE/);
    expect(() => loadConfig({ RATE_LIMIT_SCALE: 'lots' })).toThrow(/RATE_LIMIT_SCALE/);
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
  });
});
