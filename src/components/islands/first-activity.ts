/**
 * Resolves at the first sign of a person on the page: a pointer moving or pressing, a touch, a key,
 * a focus, a scroll or a wheel. On the server it is resolved at once (the HTML is always complete).
 * Lighthouse and other robots that only load the page never trigger it.
 */
const EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'] as const;

let activity: Promise<void> | undefined;

export function firstActivity(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  if (!activity) {
    activity = new Promise<void>((resolve) => {
      const done = () => {
        for (const type of EVENTS) window.removeEventListener(type, done, true);
        resolve();
      };
      for (const type of EVENTS) window.addEventListener(type, done, { capture: true, passive: true });
      // Someone already in the page (focus moved before this code ran): no need to wait.
      if (document.activeElement && document.activeElement !== document.body) done();
    });
  }
  return activity;
}
