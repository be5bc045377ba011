// Start-up: configuration -> database -> migrations -> demo data -> listen -> scheduled jobs.
// Shuts down gracefully on SIGTERM/SIGINT: stop accepting, read what was already
// accepted, finish requests, close the database.
// The HTTP app's modules are imported while the database starts, not before
// (docs/decisions/0036-start-up.md): PGlite's start waits on file reads and
// WebAssembly compilation that the module loading fills.
import { assertStartUpSecrets, ConfigError, loadConfig } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { trackUnreadConnections } from './http/connection-drain.js';
import { clientDistDir } from './paths.js';
import type { AppConfig } from './config.js';
import type { BuildAppOptions } from './app.js';

// Test instrumentation an entry other than main.ts may add (the end-to-end
// server's leak audit: src/server/test-support/leak-audit/audited-server.ts).
export type Instrument = (config: AppConfig) => BuildAppOptions['auditResponses'];

const FIRST_JOB_PASS_AFTER_MS = 3_000;

async function prepareData(database: DatabaseHandle, demoMode: boolean) {
  await database.migrate();
  if (!demoMode) return;
  const { seedDemoData } = await import('./db/seed/demo.js');
  await seedDemoData(database.db);
}

async function runServer(instrument?: Instrument) {
  const startedAt = performance.now();
  const config = loadConfig();
  assertStartUpSecrets(config);
  const database = await openDatabase(config.database);
  const [{ buildApp }] = await Promise.all([import('./app.js'), prepareData(database, config.demoMode)]);

  const app = await buildApp({ config, database, clientDistDir, auditResponses: instrument?.(config) });
  const connections = trackUnreadConnections(app.server);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    // New connections go to the other processes at once; the ones already
    // accepted deliver their requests (docs/decisions/0065-shutdown-drain.md).
    // Meanwhile a running job pass finishes before the database goes away.
    await Promise.all([connections.stopAccepting(), app.jobs.stop()]);
    // A keep-alive connection whose request ends after the close began goes
    // idle only then: closed then too, rather than held until its timeout.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 250);
    await app.close();
    clearInterval(closeIdle);
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Reminders, completions, expiries, refunds, held cards, sessions and e-mail (src/server/jobs).
  // The first pass waits a moment: a restart's first visitors are answered
  // before the catch-up queries queue on the database (docs/decisions/0036-start-up.md).
  if (config.runJobs) app.jobs.start({ firstPassAfterMs: FIRST_JOB_PASS_AFTER_MS });
  app.log.info(
    { database: database.kind, demoMode: config.demoMode, startupMs: Math.round(performance.now() - startedAt) },
    `${config.appName} is running on http://localhost:${config.port}`,
  );
}

export function startOrExit(instrument?: Instrument) {
  runServer(instrument).catch((error: unknown) => {
    if (error instanceof ConfigError) {
      console.error(error.message);
    } else {
      console.error('Stillpoint failed to start:', error);
    }
    process.exit(1);
  });
}
