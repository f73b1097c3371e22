import type { BootState } from '@/domain/edge/boot-after-paint';

/**
 * What happened on the page before its code ran, as the page's loader kept it
 * (domain/edge/boot-after-paint.ts); undefined where the page came without the loader (a page
 * rendered for a client-side navigation, a test that mounts a component).
 */
export function bootState(): BootState | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as { __vitrine?: BootState }).__vitrine;
}

/**
 * The page is live: the buttons pressed before (a cookie choice, a heart, a menu) are pressed
 * again, now that they do something, and no later press is kept.
 */
export function replayEarlyPresses(): void {
  const state = bootState();
  if (!state || state.live) return;
  state.live = true;
  const presses = state.presses.splice(0);
  for (const button of presses) if (button.isConnected && button instanceof HTMLElement) button.click();
}
