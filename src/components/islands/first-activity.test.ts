// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module per test: the wait is a page-wide promise.
beforeEach(() => {
  vi.resetModules();
  document.body.innerHTML = '';
});

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
}

describe('firstActivity', () => {
  it('waits while nobody does anything (a robot loading the page)', async () => {
    const { firstActivity } = await import('./first-activity');
    expect(await settled(firstActivity())).toBe(false);
  });

  for (const type of ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel']) {
    it(`ends at the first ${type}`, async () => {
      const { firstActivity } = await import('./first-activity');
      const wait = firstActivity();
      window.dispatchEvent(new Event(type));
      expect(await settled(wait)).toBe(true);
    });
  }

  it('ends at once when the focus is already in the page', async () => {
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    const { firstActivity } = await import('./first-activity');
    expect(await settled(firstActivity())).toBe(true);
  });
});
