// Counters in Redis (REDIS_URL), shared by every server process that uses the
// same Redis and key prefix. One small Lua script per hit, so the check and the
// increment are one atomic step on the Redis server.
//
// The window is decided by the app's clock (passed in as `now`), exactly as in
// the database store, so both stores behave the same and tests can move time.
// Redis's own expiry only cleans up: a key lives a little past its window.
//
// ioredis is imported when the store is made (only with REDIS_URL), and the
// store is usable at once: the first hit waits for the import, as it would
// wait for the first connection anyway.
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { CounterStore } from './counter-store.js';

// KEYS[1]: the counter; ARGV[1]: now (ms since epoch); ARGV[2]: window (ms);
// ARGV[3]: how long Redis keeps the key (ms). Returns { count, resetAt ms }.
const HIT_SCRIPT = `
local now = tonumber(ARGV[1])
local reset = tonumber(redis.call('HGET', KEYS[1], 'reset'))
if reset == nil or reset <= now then
  reset = now + tonumber(ARGV[2])
  redis.call('HSET', KEYS[1], 'count', 1, 'reset', reset)
  redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[3]))
  return {1, reset}
end
return {redis.call('HINCRBY', KEYS[1], 'count', 1), reset}
`;

// Room for clocks of different processes (or a test's clock) that disagree a little.
const EXPIRY_MARGIN_MS = 60_000;

export function createRedisCounterStore(options: { url: string; keyPrefix: string; log: FastifyBaseLogger }): CounterStore {
  const connecting = import('ioredis').then(({ Redis: RedisClient }) => connect(RedisClient, options));
  // Without this an import failure would be unhandled until the first hit.
  connecting.catch((error: unknown) => options.log.error({ err: error }, 'rate limit store (Redis) could not be loaded'));

  return {
    async hit(key, windowMs, now) {
      const redis = await connecting;
      // During an outage ioredis keeps reconnecting; waiting for it would add a
      // delay to every guarded request, so fail at once (the limiter lets the
      // request through). While the first connection is being made, commands
      // queue as usual, so a new process counts its first requests too.
      if (redis.status === 'reconnecting' || redis.status === 'close' || redis.status === 'end')
        throw new Error(`Redis is ${redis.status}`);
      const result = (await redis.eval(HIT_SCRIPT, 1, key, now.getTime(), windowMs, windowMs + EXPIRY_MARGIN_MS)) as [number, number];
      return { count: Number(result[0]), resetAt: new Date(Number(result[1])) };
    },
    deleteExpired: async () => 0,
    async close() {
      const redis = await connecting.catch(() => undefined);
      if (!redis) return;
      // QUIT waits for Redis to answer; without a connection just stop reconnecting.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}

function connect(RedisClient: typeof Redis, { url, keyPrefix, log }: { url: string; keyPrefix: string; log: FastifyBaseLogger }): Redis {
  const redis = new RedisClient(url, {
    keyPrefix,
    // A request waits at most about a second for Redis; the limiter then lets
    // it through (see rate-limiter.ts) rather than hanging sign-in.
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
  });
  // ioredis reconnects by itself; say so once per outage instead of on every retry.
  let outageReported = false;
  redis.on('error', (error: Error) => {
    if (outageReported) return;
    outageReported = true;
    log.warn({ err: error }, 'rate limit store (Redis) unreachable; limits are not enforced until it is back');
  });
  redis.on('ready', () => (outageReported = false));
  return redis;
}
