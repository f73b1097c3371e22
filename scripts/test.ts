/**
 * `npm test`: lint, type check, unit and data tests (Vitest), then the browser journeys
 * (Playwright with Debian's Chromium). Stops at the first failing step.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureChromium } from './lib/chromium';

const steps: [string, string, string[]][] = [
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
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

const only = process.argv[2];
for (const [name, command, args] of steps) if (!only || only === 'unit') run(name, command, args);
if (!only || only === 'e2e') {
  const chrome = ensureChromium();
  if (!existsSync(chrome)) process.exit(1);
  run('browser tests', 'npx', ['playwright', 'test'], { ...process.env, CHROME_PATH: chrome });
}
