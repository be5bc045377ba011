import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.js';

// Abuse limits (src/server/http/rate-limit): one row per limited key, e.g.
// "login-ip:203.0.113.7", counting hits in a window that starts at the first
// hit and ends at reset_at. Shared by every server process; expired rows are
// deleted by a scheduled job.
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: instant('reset_at').notNull(),
  },
  (t) => [index('rate_limit_counters_reset_at_idx').on(t.resetAt)],
);
