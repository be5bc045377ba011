// Runs the scheduled jobs every interval (main.ts starts it; tests call
// runDueJobs(now) with their own clock instead). Jobs are idempotent and claim
// their rows in the database, so several server processes may run them at
// once; one failing job is logged and does not stop the others.
import type { FastifyBaseLogger } from 'fastify';

// Limits a run to some bookings: end-to-end tests move the clock for their
// own bookings only, so a test never completes or expires another test's.
export type BookingScope = { bookingIds: number[] };

export type Job = {
  name: string;
  // Returns how many items it handled (for the log). Jobs that take a scope
  // say so; a scoped run skips every other job.
  run: (now: Date, scope?: BookingScope) => Promise<number>;
  takesBookingScope?: true;
};

export type JobRunner = {
  runDueJobs: (now?: Date, scope?: BookingScope) => Promise<Record<string, number>>;
  // firstPassAfterMs: main.ts lets the first visitors' requests go first.
  start: (options?: { firstPassAfterMs?: number }) => void;
  stop: () => Promise<void>;
};

// Told about every job run (the metrics count runs and failures by job).
export type JobObserver = (run: { job: string; failed: boolean; seconds: number }) => void;

export function createJobRunner({
  jobs,
  now,
  log,
  intervalMs,
  observe,
}: {
  jobs: Job[];
  now: () => Date;
  log: FastifyBaseLogger;
  intervalMs: number;
  observe?: JobObserver;
}): JobRunner {
  let timer: NodeJS.Timeout | undefined;
  let firstPass: NodeJS.Timeout | undefined;
  let inFlight: Promise<unknown> | undefined;

  async function runDueJobs(at: Date = now(), scope?: BookingScope): Promise<Record<string, number>> {
    const handled: Record<string, number> = {};
    for (const job of jobs) {
      if (scope && !job.takesBookingScope) continue;
      const startedAt = performance.now();
      let failed = false;
      try {
        handled[job.name] = await job.run(at, scope);
      } catch (error) {
        failed = true;
        handled[job.name] = 0;
        log.error({ err: error, job: job.name }, 'scheduled job failed');
      }
      observe?.({ job: job.name, failed, seconds: (performance.now() - startedAt) / 1000 });
    }
    const busy = Object.entries(handled).filter(([, count]) => count > 0);
    if (busy.length > 0) log.info({ jobs: Object.fromEntries(busy) }, 'scheduled jobs ran');
    return handled;
  }

  return {
    runDueJobs,
    start({ firstPassAfterMs = 0 } = {}) {
      if (timer) return;
      const tick = () => {
        // A slow pass is never overlapped by the next tick in the same process.
        if (inFlight) return;
        inFlight = runDueJobs().finally(() => (inFlight = undefined));
      };
      timer = setInterval(tick, intervalMs);
      timer.unref();
      if (firstPassAfterMs > 0) {
        firstPass = setTimeout(tick, firstPassAfterMs);
        firstPass.unref();
      } else {
        tick();
      }
    },
    async stop() {
      if (timer) clearInterval(timer);
      clearTimeout(firstPass);
      timer = undefined;
      await inFlight;
    },
  };
}
