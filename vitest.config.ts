import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // 'server-only' guards the Next.js bundles; in tests every module runs on the server.
      'server-only': fileURLToPath(new URL('./src/test/empty-module.ts', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One PostgreSQL for the run (embedded, or TEST_DATABASE_URL); each data test file makes its
    // own database on it. Two cores do not profit from more workers.
    globalSetup: ['./src/test/global-setup.ts'],
    maxWorkers: 2,
  },
});
