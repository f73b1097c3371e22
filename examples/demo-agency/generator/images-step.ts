import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/** Draws the demo photos once (public/demo is generated, not committed). */
export async function ensureDemoImages(): Promise<void> {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'examples/demo-agency/generator/images.ts'], {
    stdio: 'inherit',
  });
  if (result.status !== 0 || !existsSync('public/demo/manifest.json')) {
    throw new Error('demo images: generation failed (see above)');
  }
}
