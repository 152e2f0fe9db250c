import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // Node loads graphql's CommonJS build for the server's libraries; the tests must share that copy,
    // or errors thrown by our code are not recognised as GraphQL errors.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    testTimeout: 30_000,
    // Two files at a time: a journey spends much of its time waiting on its browser and server.
    maxWorkers: 2,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit and integration',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
          // Migrates and seeds one database per run; each test file starts from a copy of it.
          globalSetup: ['apps/server/src/testing/prepared-database.ts'],
          // The files of a worker share its loaded modules (the whole API is loaded once per worker,
          // not once per file); each file still starts its own app on its own database.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['apps/web/e2e/**/*.test.ts'],
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          testTimeout: 60_000,
          // A page's figures may take a while on a loaded machine; a poll waits as long as a locator does.
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
