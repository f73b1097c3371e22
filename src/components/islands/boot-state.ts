import type { BootState } from '@/domain/edge/boot-after-paint';
import { typed } from './field-snapshot';

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
 * Gives a field changed before the page's code ran to its component: React follows a field by the
 * last value it saw (set through the element), so the field first shows it another value that way,
 * then the visitor's through the prototype, and the event a person's change makes follows.
 */
function giveAgain(field: Element): void {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    const chosen = field.checked;
    field.checked = !chosen;
    field.click(); // React follows boxes and radios by their clicks
    if (field.checked !== chosen) field.checked = chosen;
    return;
  }
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || field.type === 'file') return;
  const value = field.value;
  // Through the field's own setter first: React then holds another value, and sees this one come.
  field.value = value === '' ? ' ' : '';
  typed(field, value);
}

const inIsland = (element: Element) => element.closest('[data-island]') !== null;

/**
 * The page is live: the fields changed before (a price typed in the estimate, a region chosen) are
 * given to their components and the buttons pressed before (a cookie choice, a heart, a menu) are
 * pressed again, now that they do something; nothing later is kept. Those in an island are the
 * island's (takeEarlyPress, and its own field snapshot).
 */
export function replayEarlyWork(): void {
  const state = bootState();
  if (!state || state.live) return;
  state.live = true;
  for (const field of (state.fields ?? []).splice(0)) if (field.isConnected && !inIsland(field)) giveAgain(field);
  for (const button of state.presses.splice(0))
    if (button.isConnected && button instanceof HTMLElement && !inIsland(button)) button.click();
}
