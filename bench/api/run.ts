// `npm run bench`: the API under load at directory scale, each endpoint as a
// ratio against a bare node:http server answering the same bytes in the same
// run (the ceiling on this machine). See docs/benchmarks.md.
//
// Environment (all optional):
//   BENCH_DATABASE_URL / TEST_DATABASE_URL  PostgreSQL server for the throw-away database
//   BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3), BENCH_CONNECTIONS (50)
//   BENCH_ONLY=coaches,login      only these scenarios (programs: the public list of workshops and courses; seat: buying seats of one program at once;
//                                 booking-series: 12-session series paid with credits; live: 2,000 idle live streams, delivery across two processes, an idle tab's requests;
//                                 caldav-write: bookings onto a CalDAV calendar, needs Radicale)
//   BENCH_LIVE_MESSAGES (200)     messages timed from one process to a stream on the other
//   BENCH_TAB_SECONDS (30)        how long the idle tab's requests are counted, polling and with the stream
//   BENCH_CALDAV_ROUNDS (3)       confirmation bursts in the caldav-write scenario
//   BENCH_OUT=bench/results.json  where the results go
//   BENCH_ACCEPT_ENCODING         what the load sends as Accept-Encoding ('gzip, deflate, br'; '' for none)
//   BENCH_LOG_LEVEL (info)        the server's LOG_LEVEL, as deployed
//   BENCH_STRICT=1                exit 1 when a budget is missed
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { measureArgon2, type Argon2Baseline } from './argon2-baseline.js';
import { cpuMs, ensureProductionBuild, residentMiB, sampleMemory, startAppServer, type AppServer } from './app-server.js';
import { benchServerUrl, createBenchDatabase } from './bench-database.js';
import { rawRequest, runLoad } from './load.js';
import { evaluateBudgets, printTables, type EndpointResult } from './report.js';
import {
  bookingScenario,
  creditBookingScenario,
  loginScenario,
  readScenarios,
  seatScenario,
  seriesBookingScenario,
  type Scenario,
} from './scenarios.js';
import { prepareBenchDatabase } from './prepare.js';
import { freePort } from '../../src/server/test-support/free-port.js';
import { BENCH_PASSWORD, COUNTS } from './seed-large.js';
import { measureIdleStreams, type IdleStreamsResult } from './live-streams.js';
import { measureDelivery, type DeliveryResult } from './live-delivery.js';
import { measureIdleTab, type IdleTabResult } from './idle-tab.js';
import { measureCalDavWrites, type CalDavWritesResult } from './caldav-writes.js';

const env = process.env;
const settings = {
  seconds: Number(env.BENCH_SECONDS ?? 10),
  warmupSeconds: Number(env.BENCH_WARMUP_SECONDS ?? 3),
  connections: Number(env.BENCH_CONNECTIONS ?? 50),
  acceptEncoding: env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br',
  logLevel: env.BENCH_LOG_LEVEL ?? 'info',
  // Abuse limits would turn most of the load into 429s; the bench measures the work behind them.
  rateLimitScale: '1000000',
  caldavRounds: Number(env.BENCH_CALDAV_ROUNDS ?? 3),
  only: env.BENCH_ONLY ? new Set(env.BENCH_ONLY.split(',').map((s) => s.trim())) : undefined,
  out: env.BENCH_OUT ?? 'bench/results.json',
};

const log = (line: string) => console.info(line);

async function startBareServer() {
  const child = fork(join(import.meta.dirname, 'bare-server.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const [message] = (await once(child, 'message')) as [{ port: number }];
  return {
    child,
    url: `http://127.0.0.1:${message.port}`,
    async serve(response: { status: number; headers: Record<string, string | string[]>; body: Buffer }) {
      child.send({ type: 'serve', status: response.status, headers: response.headers, body: response.body.toString('base64') });
      await once(child, 'message');
    },
  };
}

async function measure(
  scenario: Scenario,
  app: AppServer,
  bare: Awaited<ReturnType<typeof startBareServer>>,
  bareTwin: Scenario,
): Promise<EndpointResult> {
  const headers: Record<string, string> = settings.acceptEncoding ? { 'accept-encoding': settings.acceptEncoding } : {};
  const sample = await rawRequest(app.url, scenario.method, scenario.next(), headers);
  if (sample.status !== scenario.expectStatus) {
    throw new Error(
      `${scenario.label} answered ${sample.status} instead of ${scenario.expectStatus}: ${sample.body.toString('utf8').slice(0, 300)}`,
    );
  }
  const load = { connections: settings.connections, headers };
  log(`\n${scenario.label}: warm-up ${settings.warmupSeconds} s, then ${settings.seconds} s at ${settings.connections} connections`);
  await runLoad(app.url, scenario, { ...load, seconds: settings.warmupSeconds });
  const stopSampling = sampleMemory(app.pid);
  const cpuBefore = cpuMs(app.pid);
  const appResult = await runLoad(app.url, scenario, { ...load, seconds: settings.seconds });
  const cpuAfter = cpuMs(app.pid);
  const memory = stopSampling();
  const serverCpuMsPerRequest =
    cpuBefore !== undefined && cpuAfter !== undefined && appResult.requests > 0 ? (cpuAfter - cpuBefore) / appResult.requests : undefined;

  const cacheHitRate = scenario.distinct ? await sampleHitRate(app.url, scenario, headers) : undefined;
  const distinctQueries = scenario.distinct?.();
  if (cacheHitRate !== undefined)
    log(`  ${distinctQueries} distinct queries asked; answer cache hit rate ${(cacheHitRate * 100).toFixed(1)}% (sampled after the run)`);

  await bare.serve(sample);
  await runLoad(bare.url, bareTwin, { ...load, seconds: Math.min(settings.warmupSeconds, 2) });
  const bareResult = await runLoad(bare.url, bareTwin, { ...load, seconds: settings.seconds });
  const ratio = appResult.requestsPerSecond / bareResult.requestsPerSecond;
  log(
    `  app ${appResult.requestsPerSecond.toFixed(0)} req/s (p99 ${appResult.p99Ms} ms, server CPU ${serverCpuMsPerRequest?.toFixed(2) ?? '?'} ms/request), bare ${bareResult.requestsPerSecond.toFixed(0)} req/s: ${(ratio * 100).toFixed(1)}%`,
  );
  if (appResult.non2xx > 0 || appResult.errors > 0)
    log(`  WARNING: ${appResult.non2xx} non-2xx answers and ${appResult.errors} errors/timeouts`);
  return {
    name: scenario.name,
    label: scenario.label,
    kind: scenario.kind,
    app: appResult,
    bare: bareResult,
    ratio,
    memory,
    serverCpuMsPerRequest,
    ...(cacheHitRate !== undefined && { cacheHitRate, distinctQueries }),
  };
}

// The answer cache's hit rate in the mix's steady state: the next requests of the same draw,
// one at a time, counted by the server's X-Cache header.
async function sampleHitRate(url: string, scenario: Scenario, headers: Record<string, string>, count = 2_000): Promise<number> {
  let hits = 0;
  for (let i = 0; i < count; i += 1) {
    const answer = await rawRequest(url, scenario.method, scenario.next(), headers);
    if (answer.headers['x-cache'] === 'hit') hits += 1;
  }
  return hits / count;
}

async function main() {
  ensureProductionBuild(log);
  const serverUrl = benchServerUrl();
  const database = await createBenchDatabase(serverUrl);
  log(`Database ${database.name} on ${new URL(serverUrl).host} (dropped at the end)`);
  let app: AppServer | undefined;
  let second: AppServer | undefined;
  let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
  try {
    const { clients, pool, creditPool, seriesPool, seatPool, listedCoachIds } = await prepareBenchDatabase(
      database,
      log,
      !settings.only || settings.only.has('booking-series'),
    );
    const logFile = join(tmpdir(), `stillpoint-bench-server-${process.pid}.log`);
    const serverEnv = {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      LOG_LEVEL: settings.logLevel,
      RATE_LIMIT_SCALE: settings.rateLimitScale,
      // Production requires it (calendar passwords are stored encrypted); one per run, as nothing is kept.
      CALDAV_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      // As the app units are deployed (docs/operations.md): the scheduled jobs
      // run in their own process. Left on, their first run over the seeded
      // history (the ledger's reconciliation of 10,000 rows, the transfers)
      // overlapped the first scenario measured and took its CPU and database time.
      RUN_JOBS: 'false',
    };
    app = await startAppServer({ port: await freePort(), logFile, env: serverEnv });
    bare = await startBareServer();
    const idleMiB = residentMiB(app.pid);
    log(`Server pid ${app.pid} ready (RSS ${idleMiB?.toFixed(0) ?? '?'} MiB); its log: ${logFile}`);

    const booking = bookingScenario(pool);
    const creditBooking = creditBookingScenario(creditPool);
    const seriesBooking = seriesBookingScenario(seriesPool);
    const seat = seatScenario(seatPool);
    const scenarios: Array<[Scenario, Scenario]> = [
      ...readScenarios(listedCoachIds).map((s, i) => [s, readScenarios(listedCoachIds)[i] as Scenario] as [Scenario, Scenario]),
      [booking.scenario, bookingScenario(pool).scenario],
      [creditBooking.scenario, creditBookingScenario(creditPool).scenario],
      [seriesBooking.scenario, seriesBookingScenario(seriesPool).scenario],
      [seat.scenario, seatScenario(seatPool).scenario],
      [loginScenario(clients, BENCH_PASSWORD), loginScenario(clients, BENCH_PASSWORD)],
    ];
    const selected = scenarios.filter(([s]) => !settings.only || settings.only.has(s.name));

    let argon2: Argon2Baseline = { verifyMs: 0, verifiesPerSecond: Number.NaN };
    if (selected.some(([s]) => s.kind === 'login')) {
      log('\nBare argon2 verify (same hash parameters, same concurrency)...');
      argon2 = await measureArgon2(BENCH_PASSWORD, { concurrency: settings.connections, seconds: Math.max(3, settings.seconds / 2) });
      log(
        `  ${argon2.verifyMs.toFixed(1)} ms each alone, ${argon2.verifiesPerSecond.toFixed(1)} verifies/s at ${settings.connections} concurrent`,
      );
    }

    const endpoints: EndpointResult[] = [];
    for (const [scenario, twin] of selected) endpoints.push(await measure(scenario, app, bare, twin));
    let liveStreams: IdleStreamsResult | undefined;
    let liveDelivery: DeliveryResult | undefined;
    let idleTab: IdleTabResult | undefined;
    if (!settings.only || settings.only.has('live')) {
      liveStreams = await measureIdleStreams(app, clients, log);
      // A second production process on the same database, as behind a load balancer (docs/operations.md).
      second = await startAppServer({ port: await freePort(), logFile: `${logFile}.b`, env: serverEnv });
      const [client, coachProfileId] = [clients[0], listedCoachIds[0]];
      if (!client || coachProfileId === undefined) throw new Error('no bench client or listed coach');
      liveDelivery = await measureDelivery({ sender: app, receiver: second, databaseUrl: database.url, client, coachProfileId }, log);
      idleTab = await measureIdleTab(app, client, liveDelivery.conversationId, log);
    }
    if (booking.used() > pool.length) log(`WARNING: the booking pool (${pool.length}) ran out; later requests were replays`);
    if (creditBooking.used() > creditPool.length)
      log(`WARNING: the credit pool (${creditPool.length}) ran out; later requests were refused replays`);
    if (seat.used() > seatPool.length) log(`WARNING: the seat pool (${seatPool.length}) ran out; later requests were refused replays`);
    if (seriesBooking.used() > seriesPool.length)
      log(`WARNING: the series pool (${seriesPool.length}) ran out; later requests were refused replays`);
    let caldavWrites: CalDavWritesResult | undefined;
    if (!settings.only || settings.only.has('caldav-write')) {
      // Its own server (see caldav-writes.ts): this one must not claim the writes.
      await app.stop();
      app = undefined;
      await second?.stop();
      second = undefined;
      caldavWrites = await measureCalDavWrites({
        databaseUrl: database.url,
        pool: pool.slice(booking.used()),
        env: { DATABASE_URL: database.url, LOG_LEVEL: settings.logLevel, RATE_LIMIT_SCALE: settings.rateLimitScale },
        logFile: join(tmpdir(), `stillpoint-bench-caldav-server-${process.pid}.log`),
        connections: settings.connections,
        rounds: settings.caldavRounds,
        log,
      });
    }

    const peakMiB = Math.max(...endpoints.map((e) => e.memory?.peakMiB ?? 0)) || undefined;
    const budgets = evaluateBudgets(endpoints, argon2, peakMiB);
    printTables(endpoints, budgets);
    const results = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, node: process.version },
      settings: { ...settings, only: settings.only ? [...settings.only] : undefined },
      dataSet: {
        coaches: COUNTS.coaches,
        clients: COUNTS.clients,
        bookings: COUNTS.coaches * COUNTS.bookingsPerCoach,
        reviews: COUNTS.reviews,
      },
      memory: { idleMiB, peakUnderLoadMiB: peakMiB },
      argon2,
      endpoints,
      budgets,
      liveStreams,
      liveDelivery,
      idleTab,
      caldavWrites,
    };
    writeFileSync(settings.out, `${JSON.stringify(results, null, 2)}\n`);
    log(`\nWrote ${settings.out}`);
    if (env.BENCH_STRICT === '1' && budgets.some((b) => !b.met)) process.exitCode = 1;
  } finally {
    bare?.child.kill();
    await app?.stop();
    await second?.stop();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
