import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Every run gets an empty embedded database (plus the demo data), so tests never
// see leftovers from an earlier run. Run `npm run build` first (test:e2e does).
const dataDir = mkdtempSync(join(tmpdir(), 'stillpoint-e2e-'));
// The server audits every response for leaked private data and reports here;
// the global teardown fails the run on any leak. Set once in the main process
// (workers inherit it) and removed by the teardown.
process.env.LEAK_AUDIT_DIR ??= mkdtempSync(join(tmpdir(), 'stillpoint-leak-audit-'));
// E2E_PORT lets two runs (say, CI and a developer) share a machine.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  // Per port, so two runs on one machine do not wipe each other's artefacts.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  globalTeardown: './e2e/support/leak-audit-teardown.ts',
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu', '--no-first-run'],
        },
      },
    },
  ],
  webServer: {
    command: 'node dist/server/main.js',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DEMO_MODE: 'true',
      TEST_HOOKS: 'true',
      DATA_DIR: dataDir,
      LEAK_AUDIT_DIR: process.env.LEAK_AUDIT_DIR,
      // The whole suite signs the demo users in (and registers new ones) from
      // 127.0.0.1 with 2 workers, far more than one person would in a minute;
      // 50x keeps the limits on (10 sign-ins a minute -> 500) with room to spare.
      RATE_LIMIT_SCALE: '50',
    },
  },
});
