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
 * An island takes the buttons pressed in its server HTML before the page's code ran (it presses
 * the last one again once its component is live, as it does for a press made after the code came).
 */
export function takeEarlyPress(root: Element | null): Element | null {
  const state = bootState();
  if (!state || !root) return null;
  const mine = state.presses.filter((button) => root.contains(button));
  state.presses = state.presses.filter((button) => !root.contains(button));
  return mine.at(-1) ?? null;
}

/**
 * The page is live: the buttons pressed before (a cookie choice, a heart, a menu) are pressed
 * again, now that they do something, and no later press is kept. Those in an island are the
 * island's (takeEarlyPress).
 */
export function replayEarlyPresses(): void {
  const state = bootState();
  if (!state || state.live) return;
  state.live = true;
  const presses = state.presses.splice(0);
  for (const button of presses)
    if (button.isConnected && button instanceof HTMLElement && !button.closest('[data-island]')) button.click();
}
