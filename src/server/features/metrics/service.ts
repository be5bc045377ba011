// What an operator watches (docs/operations.md, the Grafana dashboard in
// docs/operations/grafana-dashboard.json): requests by route pattern (never the raw URL,
// whose ids would make a series per booking), their latency and server errors,
// the event loop's lag and the process (prom-client's defaults), the database
// pool, the scheduled jobs, the work queue's attempts by outcome, and, read
// from the database at each scrape, the work queue's depth (pending and dead
// by kind), the e-mail outbox's depth and the coach transfers by state.
// One registry per app: tests build many apps in one process.
import { count } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseHandle } from '../../db/client.js';
import { emailOutbox } from '../../db/schema.js';
import { createMoneyService } from '../money/money-service.js';
import type { WorkObserver } from '../../integrations/work-queue/work-queue.js';
import { createWorkQueueRepository } from '../../integrations/work-queue/work-queue-repository.js';

// Seconds; from a cached read (~1 ms) to the statement timeout (15 s).
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15];

export type RequestSample = { method: string; route: string; status: number; seconds: number };
// One run of a scheduled job, as the job runner reports it (src/server/jobs/job-runner.ts).
export type JobRunSample = { job: string; failed: boolean; seconds: number };

export type AppMetrics = {
  registry: Registry;
  observeRequest: (sample: RequestSample) => void;
  observeJob: (run: JobRunSample) => void;
  observeWork: WorkObserver;
};

export function createAppMetrics({ database, now }: { database: DatabaseHandle; now: () => Date }): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'stillpoint_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'stillpoint_http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const serverErrors = new Counter({
    name: 'stillpoint_http_server_errors_total',
    help: 'Answers with a 5xx status, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'stillpoint_job_runs_total',
    help: 'Scheduled job runs in this process, by job and outcome (ok or failed).',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'stillpoint_job_duration_seconds',
    help: 'How long each scheduled job run took, by job.',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
    registers: [registry],
  });

  const workAttempts = new Counter({
    name: 'stillpoint_work_attempts_total',
    help: 'Attempts at queued work in this process, by kind and outcome: done, retry (failed, tried again later) or dead (gave up).',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });

  const { poolStats } = database;
  if (poolStats) {
    new Gauge({
      name: 'stillpoint_db_pool_connections',
      help: 'PostgreSQL connection pool of this process: max, total (open), idle, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        for (const state of ['max', 'total', 'idle', 'waiting'] as const) this.set({ state }, stats[state]);
      },
    });
  }

  const db = database.db;
  new Gauge({
    name: 'stillpoint_email_outbox_messages',
    help: 'E-mails in the outbox by status: pending is the depth still to send, failed gave up.',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await db.select({ status: emailOutbox.status, n: count() }).from(emailOutbox).groupBy(emailOutbox.status);
      this.reset();
      for (const status of ['pending', 'failed'] as const) this.set({ status }, rows.find((r) => r.status === status)?.n ?? 0);
    },
  });
  const work = createWorkQueueRepository(db);
  new Gauge({
    name: 'stillpoint_work_queue_jobs',
    help: 'Queued work by kind and status: pending is the depth still to do, dead gave up and waits for an admin.',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
    async collect() {
      const rows = await work.depth();
      this.reset();
      // Always a series for e-mail, so an alert on dead work has one even at zero.
      for (const status of ['pending', 'dead'] as const) this.set({ kind: 'email', status }, 0);
      for (const row of rows) this.set({ kind: row.kind, status: row.status }, row.count);
    },
  });
  const money = createMoneyService({ db, now });
  new Gauge({
    name: 'stillpoint_coach_transfers',
    help: "Coaches' transfers by state; failed ones are retried, and stay failed until they succeed.",
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await money.transferCounts();
      this.reset();
      // Failed always present, so an alert on it has a series even at zero.
      this.set({ status: 'failed' }, 0);
      for (const row of rows) this.set({ status: row.status }, row.count);
    },
  });

  return {
    registry,
    observeRequest({ method, route, status, seconds }) {
      requests.inc({ method, route, status: String(status) });
      duration.observe({ method, route }, seconds);
      if (status >= 500) serverErrors.inc({ method, route });
    },
    observeJob({ job, failed, seconds }) {
      jobRuns.inc({ job, outcome: failed ? 'failed' : 'ok' });
      jobDuration.observe({ job }, seconds);
    },
    observeWork({ kind, outcome }) {
      workAttempts.inc({ kind, outcome });
    },
  };
}
