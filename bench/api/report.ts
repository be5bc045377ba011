// Budgets (docs/decisions/0021-performance.md, docs/decisions/0034-fast-checkout.md,
// docs/decisions/0047-availability-index.md) and the printed table. The bench
// reports; it fails the process on a missed budget only with BENCH_STRICT=1.
import type { Argon2Baseline } from './argon2-baseline.js';
import type { LoadResult } from './load.js';
import type { ScenarioKind } from './scenarios.js';

export type EndpointResult = {
  name: string;
  label: string;
  kind: ScenarioKind;
  app: LoadResult;
  bare: LoadResult;
  // app requests/s divided by the bare server's for the same bytes.
  ratio: number;
  memory?: { peakMiB: number; meanMiB: number };
  // The server process's CPU time (user + system) over the measured run per answered request:
  // what a request costs the server, hardly moved by other work on a shared machine (p99 is).
  serverCpuMsPerRequest?: number;
  // A mix of queries: the answer cache's hit rate and how many distinct queries were asked.
  cacheHitRate?: number;
  distinctQueries?: number;
};

export type Budget = { budget: string; target: string; actual: string; met: boolean };

export const READ_RATIO_MIN = 0.4;
export const READ_P99_MAX_MS = 50;
// The visitors' mix reaches the directory itself for most queries: issue 31 asks 30% of the ceiling.
const READ_RATIO_MIN_BY_SCENARIO: Readonly<Record<string, number>> = { 'coaches-search-mix': 0.3 };
// Stricter for a coach's calendar (docs/decisions/0047-availability-index.md, "Directory answers"): the profile's booking calendar waits on it.
const READ_P99_MAX_MS_BY_SCENARIO: Readonly<Record<string, number>> = { availability: 30 };
export const BOOKING_P99_MAX_MS = 100;
// Login is "dominated by the password hash" when it reaches this share of the bare argon2 verify rate.
export const LOGIN_HASH_SHARE_MIN = 0.75;

export function evaluateBudgets(endpoints: readonly EndpointResult[], argon2: Argon2Baseline, peakMemoryMiB: number | undefined): Budget[] {
  const budgets: Budget[] = [];
  for (const e of endpoints) {
    if (e.kind === 'read') {
      const ratioMin = READ_RATIO_MIN_BY_SCENARIO[e.name] ?? READ_RATIO_MIN;
      budgets.push({
        budget: `${e.label}: share of the ceiling`,
        target: `>= ${ratioMin * 100}%`,
        actual: `${(e.ratio * 100).toFixed(1)}%`,
        met: e.ratio >= ratioMin,
      });
      const p99MaxMs = READ_P99_MAX_MS_BY_SCENARIO[e.name] ?? READ_P99_MAX_MS;
      budgets.push({
        budget: `${e.label}: p99`,
        target: `<= ${p99MaxMs} ms`,
        actual: `${e.app.p99Ms} ms`,
        met: e.app.p99Ms <= p99MaxMs,
      });
    } else if (e.kind === 'booking') {
      budgets.push({
        budget: `${e.label}: p99`,
        target: `<= ${BOOKING_P99_MAX_MS} ms`,
        actual: `${e.app.p99Ms} ms`,
        met: e.app.p99Ms <= BOOKING_P99_MAX_MS,
      });
    } else {
      const share = e.app.requestsPerSecond / argon2.verifiesPerSecond;
      budgets.push({
        budget: `${e.label}: rate vs bare argon2 verify (${argon2.verifiesPerSecond.toFixed(0)}/s)`,
        target: `>= ${LOGIN_HASH_SHARE_MIN * 100}%`,
        actual: `${(share * 100).toFixed(1)}%`,
        met: share >= LOGIN_HASH_SHARE_MIN,
      });
    }
  }
  // Issue 26: booking with a credit costs the server no more than paying by card, measured in the same run.
  const card = endpoints.find((e) => e.name === 'booking')?.serverCpuMsPerRequest;
  const credit = endpoints.find((e) => e.name === 'booking-credit')?.serverCpuMsPerRequest;
  if (card !== undefined && credit !== undefined)
    budgets.push({
      budget: 'booking-credit: server CPU per request vs the card checkout',
      target: '<= 100%',
      actual: `${credit.toFixed(2)} vs ${card.toFixed(2)} ms (${((credit / card) * 100).toFixed(0)}%)`,
      met: credit <= card,
    });
  // Issue 27: a 12-session series costs the server at most 3 single card checkouts, measured in the same run.
  const series = endpoints.find((e) => e.name === 'booking-series')?.serverCpuMsPerRequest;
  if (card !== undefined && series !== undefined)
    budgets.push({
      budget: 'booking-series (12 sessions): server CPU per request vs the card checkout',
      target: '<= 3x',
      actual: `${series.toFixed(2)} vs ${card.toFixed(2)} ms (${(series / card).toFixed(2)}x)`,
      met: series <= 3 * card,
    });
  // Issue 28: the public list of programs at least as fast as the cached directory, relative to the ceiling.
  const directory = endpoints.find((e) => e.name === 'coaches')?.ratio;
  const programs = endpoints.find((e) => e.name === 'programs')?.ratio;
  if (directory !== undefined && programs !== undefined)
    budgets.push({
      budget: 'programs: share of the ceiling vs the cached directory',
      target: '>= directory',
      actual: `${(programs * 100).toFixed(1)}% vs ${(directory * 100).toFixed(1)}%`,
      met: programs >= directory,
    });
  // Issue 28: a seat bought under contention costs the server no more than a single card checkout.
  const seat = endpoints.find((e) => e.name === 'seat')?.serverCpuMsPerRequest;
  if (card !== undefined && seat !== undefined)
    budgets.push({
      budget: 'seat (contended): server CPU per request vs the card checkout',
      target: '<= 100%',
      actual: `${seat.toFixed(2)} vs ${card.toFixed(2)} ms (${((seat / card) * 100).toFixed(0)}%)`,
      met: seat <= card,
    });
  budgets.push({
    budget: 'server memory (RSS) under load',
    target: 'reported',
    actual: peakMemoryMiB ? `peak ${peakMemoryMiB.toFixed(0)} MiB` : 'n/a (no /proc)',
    met: true,
  });
  return budgets;
}

export function printTables(endpoints: readonly EndpointResult[], budgets: readonly Budget[]) {
  console.info('\nThroughput and latency (app = production build; bare = node:http answering the same bytes)');
  console.table(
    endpoints.map((e) => ({
      endpoint: e.label,
      'app req/s': Math.round(e.app.requestsPerSecond),
      'app p50 ms': e.app.p50Ms,
      'app p99 ms': e.app.p99Ms,
      'bare req/s': Math.round(e.bare.requestsPerSecond),
      'bare p99 ms': e.bare.p99Ms,
      ratio: `${(e.ratio * 100).toFixed(1)}%`,
      'bytes/resp': Math.round(e.app.bytesPerResponse),
      'non-2xx': e.app.non2xx + e.app.errors,
      'RSS peak MiB': e.memory ? Math.round(e.memory.peakMiB) : '',
      'server CPU ms/req': e.serverCpuMsPerRequest?.toFixed(2) ?? '',
      'cache hits': e.cacheHitRate === undefined ? '' : `${(e.cacheHitRate * 100).toFixed(1)}% of ${e.distinctQueries} queries`,
    })),
  );
  console.info('Budgets');
  console.table(budgets.map((b) => ({ budget: b.budget, target: b.target, actual: b.actual, status: b.met ? 'met' : 'NOT MET' })));
}
