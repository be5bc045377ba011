// Start-up: configuration -> database -> migrations -> demo data -> listen -> scheduled jobs.
// Shuts down gracefully on SIGTERM/SIGINT: stop accepting, finish requests, close the database.
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDemoData } from './db/seed/demo.js';
import { clientDistDir } from './paths.js';

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = await openDatabase(config.database);
  await database.migrate();
  if (config.demoMode) await seedDemoData(database.db);

  const app = await buildApp({ config, database, clientDistDir });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    // Let a running job pass finish before the database goes away.
    await app.jobs.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Reminders, completions, expiries, refunds, held cards, sessions and e-mail (src/server/jobs).
  app.jobs.start();
  app.log.info(
    { database: database.kind, demoMode: config.demoMode, startupMs: Math.round(performance.now() - startedAt) },
    `${config.appName} is running on http://localhost:${config.port}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Stillpoint failed to start:', error);
  }
  process.exit(1);
});
