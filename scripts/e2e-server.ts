/**
 * The server the browser tests run against: its own data folder, the production build, a fixed
 * port. Started by playwright.config.ts.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

const port = process.env.E2E_PORT ?? '3100';
const env = { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? '.data-e2e', NEXT_TELEMETRY_DISABLED: '1' };

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// A fresh database and mail folder per run: the tests add properties, leads and mails, and a
// second run must start from the same demo agency as the first (E2E_KEEP_DATA=1 keeps them).
if (process.env.E2E_KEEP_DATA !== '1') rmSync(env.DATA_DIR, { recursive: true, force: true });
run(process.execPath, ['--import', 'tsx', 'scripts/prepare-data.ts']);
if (!existsSync('.next/BUILD_ID') || process.env.E2E_BUILD !== '0') run('npx', ['next', 'build']);
const server = spawn('npx', ['next', 'start', '-p', port], {
  stdio: 'inherit',
  env: { ...env, NODE_ENV: 'production', SESSION_SECRET: 'e2e-session-secret-of-at-least-32-characters', IMPORT_TOKEN: 'e2e-import-token-of-the-agency' },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
