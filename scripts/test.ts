/**
 * `npm test`: format check, lint, unused code (knip), type check, unit and data tests (Vitest), then the browser journeys
 * (Playwright with Debian's Chromium). Stops after the first phase with a failing step.
 *
 * On two cores the steps share the machine: the checks run in two lanes (the type check beside
 * format, lint and knip), and the production build for the browser tests runs beside Vitest, which
 * leaves a third of the machine idle waiting on PostgreSQL. `npm test -- unit` runs the checks and
 * Vitest only; `npm test -- e2e` the browser tests only (their server builds what it needs).
 */
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './lib/chromium';

type Step = { name: string; command: string; args: string[]; env?: Record<string, string>; quiet?: boolean };

const CHECKS: Step[][] = [
  [
    { name: 'format', command: 'npx', args: ['prettier', '--check', '.'], quiet: true },
    { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings=0'], quiet: true },
    { name: 'unused code', command: 'npx', args: ['knip'], quiet: true },
  ],
  [{ name: 'type check', command: 'npx', args: ['tsc', '--noEmit'], quiet: true }],
];
const UNIT: Step = { name: 'unit and data tests', command: 'npx', args: ['vitest', 'run'] };
const BUILD: Step = {
  name: 'production build',
  command: process.execPath,
  args: [path.resolve('node_modules/next/dist/bin/next'), 'build'],
  // The type check passed just before on these sources: the build need not repeat it (next.config.ts).
  env: { VITRINE_TYPES_CHECKED: '1' },
  quiet: true,
};

/**
 * Runs one step; a quiet step's output is kept and printed when it ends (in full when it fails, so
 * that two steps side by side never mix their lines), the others print as they go.
 */
function run(step: Step): Promise<boolean> {
  const started = Date.now();
  if (!step.quiet) console.log(`\n▶ ${step.name}: ${step.command} ${step.args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      stdio: step.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...step.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        if (step.quiet && step.name !== 'production build' && output.trim()) console.log(output.trimEnd());
        console.log(`✓ ${step.name} (${seconds} s)`);
      } else {
        if (step.quiet) console.log(`\n▶ ${step.name}: ${step.command} ${step.args.join(' ')}\n${output.trimEnd()}`);
        console.error(`✗ ${step.name} failed (${seconds} s)`);
      }
      resolve(code === 0);
    });
  });
}

/** Runs the lanes side by side, each lane's steps one after the other; false when any step failed. */
async function lanes(...all: Step[][]): Promise<boolean> {
  const results = await Promise.all(
    all.map(async (lane) => {
      for (const step of lane) if (!(await run(step))) return false;
      return true;
    }),
  );
  return results.every(Boolean);
}

async function main(): Promise<void> {
  // next-intl writes messages/en.d.json.ts at build time; a stale one would hide new message keys
  // from the type check, so the check reads the JSON itself.
  rmSync('messages/en.d.json.ts', { force: true });
  rmSync('tsconfig.tsbuildinfo', { force: true });
  const only = process.argv[2];
  const unit = !only || only === 'unit';
  const e2e = !only || only === 'e2e';
  if (unit) {
    if (!(await lanes(...CHECKS))) process.exit(1);
    // Beside Vitest, the build the browser tests run on (their server then skips its own: E2E_BUILD=0).
    if (!(await lanes([UNIT], ...(e2e ? [[BUILD]] : [])))) process.exit(1);
  }
  if (e2e) {
    const chrome = ensureChromium();
    if (!existsSync(chrome)) process.exit(1);
    const built: Record<string, string> = unit ? { E2E_BUILD: '0' } : {};
    const ok = await run({
      name: 'browser tests',
      command: 'npx',
      args: ['playwright', 'test'],
      env: { ...built, PLAYWRIGHT_CHROME: chrome },
    });
    if (!ok) process.exit(1);
  }
}

void main();
