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
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'apps/web/e2e/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
