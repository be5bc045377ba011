import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createJobRunner, type Job } from './job-runner.js';

const log = pino({ level: 'silent' });

afterEach(() => {
  vi.useRealTimers();
});

describe('job runner', () => {
  it('runs every job with the given time, and one failing job does not stop the others', async () => {
    const seen: Array<[string, string]> = [];
    const jobs: Job[] = [
      { name: 'first', run: async (now) => (seen.push(['first', now.toISOString()]), 2) },
      { name: 'broken', run: async () => Promise.reject(new Error('boom')) },
      { name: 'last', run: async (now) => (seen.push(['last', now.toISOString()]), 0) },
    ];
    const observed: Array<[string, boolean]> = [];
    const observe = ({ job, failed }: { job: string; failed: boolean }) => void observed.push([job, failed]);
    const runner = createJobRunner({ jobs, now: () => new Date('2030-01-01T00:00:00Z'), log, intervalMs: 60_000, observe });
    const handled = await runner.runDueJobs(new Date('2030-05-06T12:00:00Z'));
    expect(handled).toEqual({ first: 2, broken: 0, last: 0 });
    // What the metrics count: every run, and which failed.
    expect(observed).toEqual([
      ['first', false],
      ['broken', true],
      ['last', false],
    ]);
    expect(seen).toEqual([
      ['first', '2030-05-06T12:00:00.000Z'],
      ['last', '2030-05-06T12:00:00.000Z'],
    ]);
  });

  it('a run scoped to programs runs only the jobs that take programs, for those programs', async () => {
    const seen: string[] = [];
    const jobs: Job[] = [
      { name: 'bookings', run: async () => (seen.push('bookings'), 0), takesBookingScope: true },
      {
        name: 'offers',
        run: async () => (seen.push('offers for all'), 0),
        runForPrograms: async (now, ids) => (seen.push(`offers ${now.toISOString()} ${ids.join(',')}`), ids.length),
      },
    ];
    const runner = createJobRunner({ jobs, now: () => new Date('2030-01-01T00:00:00Z'), log, intervalMs: 60_000 });
    const handled = await runner.runDueJobs(new Date('2030-01-02T00:00:00Z'), { programIds: [4, 9] });
    expect(handled).toEqual({ offers: 2 });
    expect(seen).toEqual(['offers 2030-01-02T00:00:00.000Z 4,9']);
  });

  it('runs once on start with its own clock and waits for that pass on stop', async () => {
    let finished = 0;
    const runner = createJobRunner({
      jobs: [{ name: 'slow', run: async () => new Promise<number>((resolve) => setTimeout(() => resolve(++finished), 20)) }],
      now: () => new Date('2030-01-01T00:00:00Z'),
      log,
      intervalMs: 60_000,
    });
    runner.start();
    runner.start();
    await runner.stop();
    expect(finished).toBe(1);
  });

  it('can hold its first pass back, so a restart answers its first visitors first, and stop() cancels it', async () => {
    vi.useFakeTimers();
    const passes: string[] = [];
    const create = () =>
      createJobRunner({
        jobs: [{ name: 'count', run: async (now) => (passes.push(now.toISOString()), 0) }],
        now: () => new Date(),
        log,
        intervalMs: 60_000,
      });
    const runner = create();
    runner.start({ firstPassAfterMs: 3_000 });
    await vi.advanceTimersByTimeAsync(2_900);
    expect(passes).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(200);
    expect(passes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(passes).toHaveLength(2);
    await runner.stop();

    const stoppedEarly = create();
    stoppedEarly.start({ firstPassAfterMs: 3_000 });
    await stoppedEarly.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(passes).toHaveLength(2);
  });
});
