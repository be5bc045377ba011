import { fileURLToPath, URL } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { catalogChunks } from './scripts/catalog-chunks';

const alias = {
  '@': fileURLToPath(new URL('./src/client', import.meta.url)),
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
};

const SYSTEM_TESTS = 'src/server/system-tests/**/*.system.test.ts';

export default defineConfig({
  // Each language's catalog chunks, as the build makes them (the catalog tests read them).
  plugins: [catalogChunks()],
  resolve: { alias },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Integration files each start their own database; two cores, so keep it modest.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'utc',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, SYSTEM_TESTS],
          env: { TZ: 'UTC' },
          // Every response of the integration tests is checked for leaked private data.
          setupFiles: ['src/server/test-support/leak-audit/vitest-setup.ts'],
          globalSetup: ['src/server/test-support/leak-audit/vitest-global-setup.ts'],
        },
      },
      {
        // The pure time rules again with the machine in a zone with a half-hour
        // offset, so nothing silently depends on the process time zone.
        extends: true,
        test: { name: 'kolkata', include: ['src/shared/**/*.test.ts'], env: { TZ: 'Asia/Kolkata' } },
      },
      // Real server processes (the production build) on a real PostgreSQL
      // server: several processes, a killed process, a database restart. Only
      // where PostgreSQL is at hand (TEST_DATABASE_URL, always set in CI).
      ...(process.env.TEST_DATABASE_URL
        ? [{ extends: true as const, test: { name: 'system', include: [SYSTEM_TESTS], env: { TZ: 'UTC' }, testTimeout: 120_000 } }]
        : []),
    ],
  },
});
