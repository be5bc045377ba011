// The limiter over the database store: RATE_LIMIT_SCALE, several checks at
// once, and the wait it reports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import { uniqueName } from '../../test-support/test-app.js';
import { createPostgresCounterStore } from './postgres-counter-store.js';
import { createRateLimiter, RateLimitedError } from './rate-limiter.js';
import type { RateLimitRule } from './rules.js';
import { describeWait } from './rules.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const now = new Date('2030-03-04T10:00:00Z');
const log = { warn: () => {} } as never;
const rule = (allowance: number, windowMs = 60_000): RateLimitRule => ({
  name: uniqueName('rule'),
  allowance,
  windowMs,
  message: (wait) => `wait ${wait}`,
});
const limiterWith = (scale: number) => createRateLimiter({ store: createPostgresCounterStore(database.db), now: () => now, scale, log });

async function allowedHits(limiter: ReturnType<typeof limiterWith>, tested: RateLimitRule, tries: number) {
  let allowed = 0;
  for (let attempt = 0; attempt < tries; attempt++) {
    try {
      await limiter.hit([{ rule: tested, subject: 'someone' }]);
      allowed += 1;
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
    }
  }
  return allowed;
}

describe('createRateLimiter', () => {
  it('multiplies every allowance by the scale, and never goes below one', async () => {
    expect(await allowedHits(limiterWith(1), rule(10), 15)).toBe(10);
    expect(await allowedHits(limiterWith(2.5), rule(10), 30)).toBe(25);
    expect(await allowedHits(limiterWith(0.25), rule(10), 5)).toBe(2);
    expect(await allowedHits(limiterWith(0.001), rule(10), 5)).toBe(1);
  });

  it('counts every check of a request and reports the longest wait', async () => {
    const limiter = limiterWith(1);
    const short = rule(1, 60_000);
    const long = rule(1, 600_000);
    await limiter.hit([
      { rule: short, subject: 'a' },
      { rule: long, subject: 'b' },
    ]);
    const refusal = await limiter
      .hit([
        { rule: short, subject: 'a' },
        { rule: long, subject: 'b' },
      ])
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RateLimitedError);
    expect(refusal).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 600, message: 'wait 600' });
  });
});

describe('describeWait', () => {
  it('says the wait in whole minutes, rounded up', () => {
    expect(describeWait(1)).toBe('a minute');
    expect(describeWait(60)).toBe('a minute');
    expect(describeWait(61)).toBe('2 minutes');
    expect(describeWait(3600)).toBe('60 minutes');
  });
});
