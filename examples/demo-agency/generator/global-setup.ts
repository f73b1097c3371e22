import { ensureDemoImages } from './images-step';

/**
 * Vitest's global set-up for the demo's own tests (and the commands' tests that apply the demo):
 * the demo is seeded through its feed folder, whose photos are the drawn demo pictures: drawn once
 * here (skipped when up to date), before test files seed at the same time.
 */
export async function setup(): Promise<void> {
  await ensureDemoImages();
}
