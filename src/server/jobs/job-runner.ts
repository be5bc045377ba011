// Runs the scheduled jobs every interval (main.ts starts it; tests call
// runDueJobs(now) with their own clock instead). Jobs are idempotent and claim
// their rows in the database, so several server processes may run them at
// once; one failing job is logged and does not stop the others.
import type { FastifyBaseLogger } from 'fastify';

// Limits a run to some bookings: end-to-end tests move the clock for their
// own bookings only, so a test never completes or expires another test's.
export type BookingScope = { bookingIds: number[] };
// Limits a run to some memberships: an end-to-end test renews its own
// purchases a month ahead without renewing another test's.
export type PurchaseScope = { purchaseIds: number[] };
// Limits a run to some group programs: an end-to-end test lets its own
// waitlist offers lapse, or its own programs miss their minimum, hours ahead.
export type ProgramScope = { programIds: number[] };

export type Job = {
  name: string;
  // Returns how many items it handled (for the log). Jobs that take a scope
  // say so; a scoped run skips every other job.
  run: (now: Date, scope?: BookingScope) => Promise<number>;
  takesBookingScope?: true;
  // A job that can run for some purchases only; a run scoped to purchases runs only these.
  runForPurchases?: (now: Date, purchaseIds: number[]) => Promise<number>;
  // Likewise for programs: a run scoped to programs runs only these.
  runForPrograms?: (now: Date, programIds: number[]) => Promise<number>;
};

export type JobRunner = {
  runDueJobs: (now?: Date, scope?: BookingScope | PurchaseScope | ProgramScope) => Promise<Record<string, number>>;
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

  async function runDueJobs(at: Date = now(), scope?: BookingScope | PurchaseScope | ProgramScope): Promise<Record<string, number>> {
    const handled: Record<string, number> = {};
    const purchaseIds = scope && 'purchaseIds' in scope ? scope.purchaseIds : undefined;
    const programIds = scope && 'programIds' in scope ? scope.programIds : undefined;
    const bookingScope = scope && 'bookingIds' in scope ? scope : undefined;
    for (const job of jobs) {
      if (purchaseIds ? !job.runForPurchases : programIds ? !job.runForPrograms : bookingScope && !job.takesBookingScope) continue;
      const startedAt = performance.now();
      let failed = false;
      try {
        handled[job.name] = await (purchaseIds && job.runForPurchases
          ? job.runForPurchases(at, purchaseIds)
          : programIds && job.runForPrograms
            ? job.runForPrograms(at, programIds)
            : job.run(at, bookingScope));
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
