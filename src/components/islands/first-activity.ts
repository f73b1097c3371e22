/**
 * Resolves at the first sign of a person on the page: a pointer moving or pressing, a touch, a key,
 * a focus, a scroll or a wheel. On the server it is resolved at once (the HTML is always complete).
 * Lighthouse and other robots that only load the page never trigger it.
 */
import { bootState } from './boot-state';

const EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'] as const;

function watchActivity(): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      for (const type of EVENTS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of EVENTS) window.addEventListener(type, done, { capture: true, passive: true });
    // Someone already in the page (focus moved before this code ran, or the page's loader saw a
    // move, a touch or a key before the code came: decision 032): no need to wait.
    if ((document.activeElement && document.activeElement !== document.body) || bootState()?.active) done();
  });
}

// Watched from the moment this module runs (with the page's scripts, before the load event), not
// from the island's first effect after hydration: a move in between would otherwise be missed.
const activity = typeof window === 'undefined' ? Promise.resolve() : watchActivity();

export function firstActivity(): Promise<void> {
  return activity;
}

// Pointers pressed right now, followed from the start: the island must not swap its HTML between
// the press and the click that ends it, or the click would land on a removed element and be lost
// (a tap on a phone that has the code in its cache: the touch starts the load, the swap beats the
// click).
let pressedPointers = 0;
if (typeof window !== 'undefined') {
  window.addEventListener('pointerdown', () => pressedPointers++, { capture: true, passive: true });
  for (const type of ['pointerup', 'pointercancel'])
    window.addEventListener(type, () => (pressedPointers = Math.max(0, pressedPointers - 1)), {
      capture: true,
      passive: true,
    });
}

/** Resolves at once when no pointer is pressed, else once the press has ended with its click. */
export function pointerSettled(): Promise<void> {
  if (pressedPointers === 0) return Promise.resolve();
  return new Promise<void>((resolve) => {
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      window.removeEventListener('click', done, true);
      window.removeEventListener('pointercancel', done, true);
      window.removeEventListener('pointerup', later, true);
      setTimeout(resolve, 0); // after the click's own handlers
    };
    // A press that ends without a click (a drag, a scroll) ends the wait shortly after it is released.
    const later = () => setTimeout(done, 100);
    window.addEventListener('click', done, { capture: true });
    window.addEventListener('pointercancel', done, { capture: true });
    window.addEventListener('pointerup', later, { capture: true });
  });
}
