import { existsSync, mkdtempSync } from 'node:fs';
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
// Chromium's headless shell (Debian: chromium-headless-shell) where installed:
// it has no browser UI to run, and on a 2-core machine it took half the CPU of
// the full browser in new headless mode for the same suite
// (docs/decisions/0023-end-to-end-tests-on-two-cores.md). CHROME_PATH wins; the
// full browser is the fallback.
const chromePath =
  process.env.CHROME_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';

const CATALOGUE_SPECS = /\/(coach-directory|landing|coach-profile)\.spec\.ts$/;
const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: chromePath,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-gpu',
      '--no-first-run',
    ],
  },
};

export default defineConfig({
  testDir: 'e2e',
  // Per port, so two runs on one machine do not wipe each other's artefacts.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: false,
  // Measured on 2 cores with one core kept busy (docs/decisions/0023-end-to-end-tests-on-two-cores.md):
  // slowest test 13.5 s, slowest expectation 1.5 s.
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  globalTeardown: './e2e/support/leak-audit-teardown.ts',
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    // DOM snapshots without the screencast: recording screenshots for every
    // test doubled the browser's CPU and quadrupled the compositor's. The
    // failure screenshot below still shows the page as it was.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
  // Specs that read the demo catalogue as seeded (the directory's pages and
  // price bands, the landing page's specializations, a demo coach's reviews)
  // run first; the journeys, which onboard coaches and add specializations of
  // their own, start once those are done.
  projects: [
    { name: 'demo-catalogue', testMatch: CATALOGUE_SPECS, use: browser },
    { name: 'journeys', testIgnore: CATALOGUE_SPECS, dependencies: ['demo-catalogue'], use: browser },
  ],
  webServer: {
    // The production server plus the leak audit (src/server/test-support/leak-audit/audited-server.ts).
    command: 'node dist/server/audited-server.js',
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
      // The whole suite registers its own users and signs them in from
      // 127.0.0.1 with 2 workers, far more than one person would in a minute;
      // 50x keeps the limits on (10 sign-ins a minute -> 500) with room to spare.
      RATE_LIMIT_SCALE: '50',
      // e2e/busy-calendar.spec.ts serves a coach's calendar from 127.0.0.1 (tests only; config.ts).
      BUSY_CALENDAR_ALLOW_LOOPBACK: 'true',
    },
  },
});
