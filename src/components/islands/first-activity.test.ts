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

describe('pointerSettled', () => {
  it('resolves at once when no pointer is pressed', async () => {
    const { pointerSettled } = await import('./first-activity');
    expect(await settled(pointerSettled())).toBe(true);
  });

  it('waits while a pointer is pressed, until its click', async () => {
    const { pointerSettled } = await import('./first-activity');
    window.dispatchEvent(new Event('pointerdown'));
    const wait = pointerSettled();
    expect(await settled(wait)).toBe(false);
    window.dispatchEvent(new Event('pointerup'));
    window.dispatchEvent(new Event('click'));
    expect(await settled(wait)).toBe(true);
  });

  it('ends shortly after a press released without a click (a drag)', async () => {
    const { pointerSettled } = await import('./first-activity');
    window.dispatchEvent(new Event('pointerdown'));
    const wait = pointerSettled();
    window.dispatchEvent(new Event('pointerup'));
    expect(await settled(wait)).toBe(false);
    await new Promise((r) => setTimeout(r, 150));
    expect(await settled(wait)).toBe(true);
  });
});
