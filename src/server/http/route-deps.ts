import type { AppConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import type { AuthService } from '../features/auth/service.js';
import type { RouteLimits } from './rate-limit/route-limits.js';

// What every feature's routes plugin receives. Features build their own
// repository and service from the database handle.
export type RouteDeps = {
  config: AppConfig;
  database: DatabaseHandle;
  auth: AuthService;
  now: () => Date;
  // Abuse limits for the routes that need them (src/server/http/rate-limit).
  rateLimits: RouteLimits;
};
