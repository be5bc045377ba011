// BENCH_ONLY=live: idle live streams (docs/decisions/0059-live-updates.md).
// Opens 2,000 streams (two per signed-in bench client, as two tabs would),
// then reports what they cost the server while nothing happens: resident
// memory per stream and CPU time per second of idling.
import { request, type ClientRequest } from 'node:http';
import { cpuMs, residentMiB, type AppServer } from './app-server.js';
import type { BenchClient } from './load-fixtures.js';

export type IdleStreamsResult = {
  streams: number;
  rssBeforeMiB: number | undefined;
  rssAfterMiB: number | undefined;
  memoryPerStreamKiB: number | undefined;
  // RSS with every stream open over RSS before any was opened (the baseline measured in the same run).
  rssRatioToBaseline: number | undefined;
  // Server CPU time per second of wall time with every stream open and idle (ms/s; 10 = 1 % of a core).
  idleCpuMsPerSecond: number | undefined;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function openStream(url: string, cookie: string): Promise<ClientRequest> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/api/live`, { agent: false, headers: { cookie, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`GET /api/live answered ${res.statusCode}`));
      res.resume();
      resolve(req);
    });
    req.on('error', reject);
    req.end();
  });
}

export async function measureIdleStreams(
  app: AppServer,
  clients: BenchClient[],
  log: (line: string) => void,
  count = 2_000,
  idleSeconds = 10,
): Promise<IdleStreamsResult> {
  log(`\nIdle live streams: opening ${count}, then ${idleSeconds} s idle`);
  const rssBeforeMiB = residentMiB(app.pid);
  const open: ClientRequest[] = [];
  try {
    // A hundred at a time: 2,000 connections at once would measure the accept queue instead.
    for (let i = 0; i < count; i += 100) {
      const batch = Array.from({ length: Math.min(100, count - i) }, (_, j) => clients[(i + j) % clients.length]!);
      open.push(...(await Promise.all(batch.map((client) => openStream(app.url, client.cookie)))));
    }
    await sleep(3_000);
    const rssAfterMiB = residentMiB(app.pid);
    const cpuBefore = cpuMs(app.pid);
    const started = performance.now();
    await sleep(idleSeconds * 1000);
    const cpuAfter = cpuMs(app.pid);
    const seconds = (performance.now() - started) / 1000;
    const result: IdleStreamsResult = {
      streams: open.length,
      rssBeforeMiB,
      rssAfterMiB,
      memoryPerStreamKiB:
        rssBeforeMiB !== undefined && rssAfterMiB !== undefined ? ((rssAfterMiB - rssBeforeMiB) * 1024) / count : undefined,
      rssRatioToBaseline: rssBeforeMiB !== undefined && rssAfterMiB !== undefined ? rssAfterMiB / rssBeforeMiB : undefined,
      idleCpuMsPerSecond: cpuBefore !== undefined && cpuAfter !== undefined ? (cpuAfter - cpuBefore) / seconds : undefined,
    };
    log(
      `  ${result.streams} streams: RSS ${rssBeforeMiB?.toFixed(0)} -> ${rssAfterMiB?.toFixed(0)} MiB, ` +
        `x${result.rssRatioToBaseline?.toFixed(2)} of the baseline, ${result.memoryPerStreamKiB?.toFixed(1)} KiB per stream; idle CPU ${result.idleCpuMsPerSecond?.toFixed(1)} ms/s`,
    );
    return result;
  } finally {
    for (const req of open) req.destroy();
  }
}
