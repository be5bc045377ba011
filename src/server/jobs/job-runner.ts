// Runs the scheduled jobs every interval (main.ts starts it; tests call
// runDueJobs(now) with their own clock instead). Jobs are idempotent and claim
// their rows in the database, so several server processes may run them at
// once; one failing job is logged and does not stop the others.
import type { FastifyBaseLogger } from 'fastify';

export type Job = {
  name: string;
  // Returns how many items it handled (for the log).
  run: (now: Date) => Promise<number>;
};

export type JobRunner = {
  runDueJobs: (now?: Date) => Promise<Record<string, number>>;
  start: () => void;
  stop: () => Promise<void>;
};

export function createJobRunner({ jobs, now, log, intervalMs }: { jobs: Job[]; now: () => Date; log: FastifyBaseLogger; intervalMs: number }): JobRunner {
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<unknown> | undefined;

  async function runDueJobs(at: Date = now()): Promise<Record<string, number>> {
    const handled: Record<string, number> = {};
    for (const job of jobs) {
      try {
        handled[job.name] = await job.run(at);
      } catch (error) {
        handled[job.name] = 0;
        log.error({ err: error, job: job.name }, 'scheduled job failed');
      }
    }
    const busy = Object.entries(handled).filter(([, count]) => count > 0);
    if (busy.length > 0) log.info({ jobs: Object.fromEntries(busy) }, 'scheduled jobs ran');
    return handled;
  }

  return {
    runDueJobs,
    start() {
      if (timer) return;
      const tick = () => {
        // A slow pass is never overlapped by the next tick in the same process.
        if (inFlight) return;
        inFlight = runDueJobs().finally(() => (inFlight = undefined));
      };
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await inFlight;
    },
  };
}
