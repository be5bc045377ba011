import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./src/client', import.meta.url)),
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Integration files each start their own database; two cores, so keep it modest.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'utc', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'], env: { TZ: 'UTC' } },
      },
      {
        // The pure time rules again with the machine in a zone with a half-hour
        // offset, so nothing silently depends on the process time zone.
        extends: true,
        test: { name: 'kolkata', include: ['src/shared/**/*.test.ts'], env: { TZ: 'Asia/Kolkata' } },
      },
    ],
  },
});
