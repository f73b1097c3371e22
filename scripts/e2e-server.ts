/**
 * The server the browser tests run against: its own data folder (with its own embedded
 * PostgreSQL), the production build, a fixed port. Started by playwright.config.ts.
 */
import { spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stopEmbedded } from '../src/db/embedded/server';
import { parseEnv } from '../src/env';
import { runSite } from '../src/server/site';
import { demoWhereAllowed } from './lib/demo-step';
import { copyDatabase, databaseName, E2E_TEMPLATE_DATABASE } from './lib/database-copy';

process.env.PORT = process.env.E2E_PORT ?? '3100';
// Links, redirects and mails are built on SITE_URL: the address the tests reach.
process.env.SITE_URL ??= `http://localhost:${process.env.PORT}`;
process.env.DATA_DIR = process.env.E2E_DATA_DIR ?? '.data-e2e';
process.env.NEXT_TELEMETRY_DISABLED = '1';

async function main(): Promise<void> {
  // A fresh database and mail folder per run: the tests add properties, leads and mails, and a
  // second run must start from the same demo agency as the first (E2E_KEEP_DATA=1 keeps them).
  if (process.env.E2E_KEEP_DATA !== '1') {
    await stopEmbedded(process.env.DATA_DIR!);
    rmSync(process.env.DATA_DIR!, { recursive: true, force: true });
  }
  // The site's log (a JSON line per request) is read by the log test (forms.spec.ts), not printed.
  mkdirSync(process.env.DATA_DIR!, { recursive: true });
  const logFile = createWriteStream(path.join(process.env.DATA_DIR!, 'server.log'), { flags: 'a' });
  process.stdout.write = logFile.write.bind(logFile) as typeof process.stdout.write;
  await runSite({
    mode: 'start',
    example: demoWhereAllowed(parseEnv({ ...process.env, NEXT_PHASE: 'phase-production-build' })),
    // The demo agency as prepared, before any test changes it: each variant server starts on a copy.
    prepared: (url) => copyDatabase(url, databaseName(url), E2E_TEMPLATE_DATABASE),
    beforeServe: () => {
      if (existsSync('.next/BUILD_ID') && process.env.E2E_BUILD === '0') return;
      const result = spawnSync(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), 'build'], {
        stdio: 'inherit',
      });
      if (result.status !== 0) throw new Error(`next build failed (${result.status})`);
    },
    // The feed's photos come from a server of the test on this machine (feed-files.spec.ts). The
    // tests play the reverse proxy (TRUSTED_PROXIES=1): the X-Forwarded-For entry they write last
    // is the visitor, so each test is a visitor of its own; abuse.spec.ts checks a server with none.
    env: {
      LOG_FORMAT: 'json',
      SESSION_SECRET: 'e2e-session-secret-of-at-least-32-characters',
      IMPORT_TOKEN: 'e2e-import-token-of-the-agency',
      IMPORT_ALLOW_PRIVATE: '1',
      TRUSTED_PROXIES: '1',
    },
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
