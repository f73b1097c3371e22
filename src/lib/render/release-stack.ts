/**
 * A finished render must not stay in memory (issue 33). React's server renderer ends each render by
 * aborting its cache signal with an Error ("This render completed successfully…") that nobody
 * reads. Until its `stack` is read, V8 keeps that Error's frames, and with them each frame's `this`:
 * the Immediate the render flushed from, whose neighbours in Node's immediate queue belong to other
 * requests, each holding its own finished render the same way. A chain of finished renders (their
 * pages, responses and streams) stayed alive across crawls: 175 of them in a heap of 170 MB that
 * then ran out (react/react#37288, vercel/next.js#84648; the fix upstream, react/react#37289, is not
 * released). Reading the stack when the signal aborts turns the frames into a string: the render
 * is then freed like any other garbage.
 */
import { cacheSignal } from 'react';

const watched = new WeakSet<AbortSignal>();

/** Reads the abort reason's stack as soon as `signal` aborts (once per signal). */
export function releaseStackOnAbort(signal: AbortSignal | null): void {
  if (!signal || watched.has(signal)) return;
  watched.add(signal);
  signal.addEventListener(
    'abort',
    () => {
      const reason: unknown = signal.reason;
      if (reason instanceof Error) void reason.stack;
    },
    { once: true },
  );
}

/** For the render under way (a server component calls it): its end frees it. */
export function releaseRenderWhenDone(): void {
  releaseStackOnAbort(cacheSignal() as AbortSignal | null);
}
