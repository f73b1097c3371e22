import { defineConfig } from 'vitest/config';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'examples/**/*.test.ts', 'eslint/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One PostgreSQL for the run (embedded, or TEST_DATABASE_URL); each data test file makes its
    // own database on it. Two cores do not profit from more workers.
    globalSetup: ['./src/test/global-setup.ts', './examples/demo-agency/generator/global-setup.ts'],
    // Files the tests write (uploads, the feed's photos) go to a folder of their own, never .data.
    env: {
      DATA_DIR: path.join(
        tmpdir(),
        `vitrine-test-data-${createHash('sha256').update(process.cwd()).digest('hex').slice(0, 12)}`,
      ),
    },
    maxWorkers: 2,
    // next-intl imports 'next/navigation' without an extension, which Node's ESM resolver refuses;
    // run through Vite, its localized routes (getPathname) work in the data tests as they do in Next.
    server: { deps: { inline: ['next-intl'] } },
  },
});
