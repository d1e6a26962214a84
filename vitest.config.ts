import { defineConfig } from 'vitest/config';

// Suites run separately by scripts/test.ts: fast unit tests, the web app's component tests (happy-dom) and
// API integration tests on a real database.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['apps/web/app/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/test/setup.ts'],
          // Above Testing Library's 15 s wait (test/setup.ts), so a slow CI run fails on the assertion that
          // waited, not on a bare timeout.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts'],
          // Moves, backups and restores of whole databases take tens of seconds: `npm run test:data` (decision 102).
          exclude: ['apps/server/test/database-copies/**'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'data',
          environment: 'node',
          include: ['apps/server/test/database-copies/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
