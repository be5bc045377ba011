// The Fastify hooks that apply the limits of rules.ts to routes. buildApp makes
// one set per app (registerRateLimits) and hands it to the routes in their deps.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';
import { clientAddressKey, usernameKey } from './client-address.js';
import type { CounterStore } from './counter-store.js';
import { createPostgresCounterStore } from './postgres-counter-store.js';
import { createRateLimiter, RateLimitedError, type RateLimitCheck, type RateLimiter } from './rate-limiter.js';
import { createRedisCounterStore } from './redis-counter-store.js';
import { RATE_LIMITS } from './rules.js';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export type RouteLimits = {
  // preHandler of POST /api/login (needs the parsed body for the username).
  login: Hook;
  // preHandler of POST /api/register (after validation: a form the schema refuses is not counted).
  register: Hook;
  // onRequest of POST /api/user/profile-image, after the sign-in check and before the body is read.
  profileImage: Hook;
  // preHandler of POST /api/bookings.
  bookingCreate: Hook;
  // preHandler of POST /api/reports.
  report: Hook;
  // preHandler of POST /api/conversations/:id/messages (after validation: an empty or too long message is not counted).
  messageSend: Hook;
  // preHandler of PUT /api/coach/busy-calendar and POST /api/coach/busy-calendar/sync (each fetches the calendar).
  busyCalendarSync: Hook;
};

function hook(limiter: RateLimiter, checksFor: (request: FastifyRequest) => RateLimitCheck[]): Hook {
  return async (request, reply) => {
    const checks = checksFor(request);
    if (checks.length === 0) return;
    try {
      await limiter.hit(checks);
    } catch (error) {
      if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  };
}

const address = (request: FastifyRequest) => clientAddressKey(request.ip);

export function createRouteLimits(limiter: RateLimiter): RouteLimits {
  return {
    login: hook(limiter, (request) => {
      const { username } = request.body as { username: string };
      return [
        { rule: RATE_LIMITS.loginPerAddress, subject: address(request) },
        { rule: RATE_LIMITS.loginPerUsername, subject: usernameKey(username) },
      ];
    }),
    register: hook(limiter, (request) => [{ rule: RATE_LIMITS.registerPerAddress, subject: address(request) }]),
    // Without a user the route answers 401 itself; there is nobody to count.
    profileImage: hook(limiter, (request) =>
      request.user ? [{ rule: RATE_LIMITS.profileImagePerUser, subject: String(request.user.id) }] : [],
    ),
    bookingCreate: hook(limiter, (request) =>
      request.user ? [{ rule: RATE_LIMITS.bookingPerUser, subject: String(request.user.id) }] : [],
    ),
    report: hook(limiter, (request) => (request.user ? [{ rule: RATE_LIMITS.reportPerUser, subject: String(request.user.id) }] : [])),
    messageSend: hook(limiter, (request) => (request.user ? [{ rule: RATE_LIMITS.messagePerUser, subject: String(request.user.id) }] : [])),
    busyCalendarSync: hook(limiter, (request) =>
      request.user ? [{ rule: RATE_LIMITS.busyCalendarSyncPerUser, subject: String(request.user.id) }] : [],
    ),
  };
}

export function createCounterStore(config: AppConfig, database: DatabaseHandle, app: FastifyInstance): CounterStore {
  const redis = config.rateLimit.redis;
  return redis ? createRedisCounterStore({ ...redis, log: app.log }) : createPostgresCounterStore(database.db);
}

// One store and limiter per app; the Redis connection closes with the app.
export function registerRateLimits(
  app: FastifyInstance,
  { config, database, now }: { config: AppConfig; database: DatabaseHandle; now: () => Date },
): RouteLimits {
  const store = createCounterStore(config, database, app);
  app.addHook('onClose', async () => store.close());
  return createRouteLimits(createRateLimiter({ store, now, scale: config.rateLimit.scale, log: app.log }));
}
