// Scheduled job: deletes the database counters whose window has ended, so the
// table holds only live counters (run by every process; deleting is idempotent).
// With REDIS_URL the table stays empty and this costs one indexed query.
import type { Database } from '../db/client.js';
import type { Job } from './job-runner.js';
import { createPostgresCounterStore } from '../http/rate-limit/postgres-counter-store.js';

export function rateLimitCleanupJob(db: Database): Job {
  const store = createPostgresCounterStore(db);
  return { name: 'delete-expired-rate-limit-counters', run: (now) => store.deleteExpired(now) };
}
