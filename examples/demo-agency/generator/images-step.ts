import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const GENERATOR = 'examples/demo-agency/generator/images.ts';

/**
 * Draws the demo photos once (public/demo is generated, not committed). A folder without the
 * generator (the standalone server, scripts/lib/standalone.ts) takes the photos drawn at its build.
 */
export async function ensureDemoImages(): Promise<void> {
  if (!existsSync(GENERATOR) && existsSync('public/demo/manifest.json')) return;
  const result = spawnSync(process.execPath, ['--import', 'tsx', GENERATOR], {
    stdio: 'inherit',
  });
  if (result.status !== 0 || !existsSync('public/demo/manifest.json')) {
    throw new Error('demo images: generation failed (see above)');
  }
}
