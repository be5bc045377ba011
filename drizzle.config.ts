import { defineConfig } from 'drizzle-kit';

// Only used to generate SQL migrations; they are applied by the app at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
