import type { AppConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import type { LiveBus } from '../integrations/live-events/live-bus.js';
import type { RouteLimits } from './rate-limit/route-limits.js';
import type { Sessions } from './session.js';

// What every feature's routes plugin receives. Features build their own
// repository and service from the database handle.
export type RouteDeps = {
  config: AppConfig;
  database: DatabaseHandle;
  auth: Sessions;
  now: () => Date;
  // Abuse limits for the routes that need them (src/server/http/rate-limit).
  rateLimits: RouteLimits;
  // Live updates to signed-in tabs, published after a change commits (docs/decisions/0059-live-updates.md).
  live: LiveBus;
};
