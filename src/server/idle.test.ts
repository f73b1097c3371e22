import { afterEach, describe, expect, it, vi } from 'vitest';
import { fullCollection, whenQuiet } from './idle';

describe('whenQuiet', () => {
  afterEach(() => vi.useRealTimers());

  it('tidies once after activity followed by the quiet time, and again only after new activity', () => {
    vi.useFakeTimers();
    const tidy = vi.fn();
    const idle = whenQuiet(tidy, 1_000);
    vi.advanceTimersByTime(5_000);
    expect(tidy).not.toHaveBeenCalled();
    idle.activity();
    vi.advanceTimersByTime(800);
    expect(tidy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(400);
    expect(tidy).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(tidy).toHaveBeenCalledTimes(1);
    idle.activity();
    vi.advanceTimersByTime(1_200);
    expect(tidy).toHaveBeenCalledTimes(2);
    idle.stop();
  });

  it('never tidies while requests keep coming', () => {
    vi.useFakeTimers();
    const tidy = vi.fn();
    const idle = whenQuiet(tidy, 1_000);
    for (let i = 0; i < 50; i++) {
      idle.activity();
      vi.advanceTimersByTime(500);
    }
    expect(tidy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(tidy).toHaveBeenCalledTimes(1);
    idle.stop();
  });
});

describe('fullCollection', () => {
  it('collects what nothing holds any more', async () => {
    const collect = fullCollection();
    let held: object | undefined = { big: new Array(100_000).fill(0) };
    const gone = new WeakRef(held);
    held = undefined;
    expect(held).toBeUndefined();
    // A WeakRef's target stays alive until the current job ends.
    await new Promise((resolve) => setTimeout(resolve, 0));
    collect();
    expect(gone.deref()).toBeUndefined();
  });
});
