import { describe, expect, it } from 'vitest';
import { fullCollection } from '@/server/idle';
import { releaseStackOnAbort } from './release-stack';

/** Stands for a finished render: much memory, and the `this` of the frame that ends it. */
class Render {
  readonly page = new Uint8Array(4 * 1024 * 1024);
  finish(controller: AbortController) {
    controller.abort(new Error('This render completed successfully.'));
  }
}

/** A render ended as React ends one; what stays is its signal (as React's request keeps it). */
function finishedRender(release: boolean) {
  const controller = new AbortController();
  if (release) releaseStackOnAbort(controller.signal);
  const render = new Render();
  render.finish(controller);
  return { signal: controller.signal, render: new WeakRef(render) };
}

async function collected(ref: WeakRef<object>): Promise<boolean> {
  // A WeakRef's target stays alive until the current job ends.
  await new Promise((resolve) => setTimeout(resolve, 0));
  fullCollection()();
  return ref.deref() === undefined;
}

describe('releaseStackOnAbort', () => {
  it('keeps a finished render alive through the unread stack of the abort reason, unless released', async () => {
    const kept = finishedRender(false);
    expect(await collected(kept.render)).toBe(false);
    const released = finishedRender(true);
    expect(await collected(released.render)).toBe(true);
    // The reason still tells where it came from.
    expect((released.signal.reason as Error).stack).toContain('finish');
    expect(kept.signal.aborted && released.signal.aborted).toBe(true);
  });

  it('watches a signal once, and ignores none or a reason that is not an Error', () => {
    releaseStackOnAbort(null);
    const controller = new AbortController();
    releaseStackOnAbort(controller.signal);
    releaseStackOnAbort(controller.signal);
    controller.abort('plain reason');
    expect(controller.signal.reason).toBe('plain reason');
  });
});
