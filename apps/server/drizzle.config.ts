import { defineConfig } from 'drizzle-kit';

// Paths are relative to apps/server: run `../../node_modules/.bin/drizzle-kit generate` from there.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  strict: true,
  verbose: true,
});
