/**
 * `npm test`: format check, lint, unused code (knip), type check, unit and data tests (Vitest), then the browser journeys
 * (Playwright with Debian's Chromium). Stops at the first failing step.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { ensureChromium } from './lib/chromium';

const steps: [string, string, string[]][] = [
  ['format', 'npx', ['prettier', '--check', '.']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['unused code', 'npx', ['knip']],
  ['type check', 'npx', ['tsc', '--noEmit']],
  ['unit and data tests', 'npx', ['vitest', 'run']],
];

function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) {
    console.error(`✗ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

// next-intl writes messages/en.d.json.ts at build time; a stale one would hide new message keys
// from the type check, so the check reads the JSON itself.
rmSync('messages/en.d.json.ts', { force: true });
rmSync('tsconfig.tsbuildinfo', { force: true });

const only = process.argv[2];
for (const [name, command, args] of steps) if (!only || only === 'unit') run(name, command, args);
if (!only || only === 'e2e') {
  const chrome = ensureChromium();
  if (!existsSync(chrome)) process.exit(1);
  run('browser tests', 'npx', ['playwright', 'test'], { ...process.env, CHROME_PATH: chrome });
}
