/**
 * Memory given back once the site goes quiet (issue 33). Under load V8 lets its heap grow towards
 * its limit before it collects, and the page cache keeps pages past their minute until they are
 * asked again: after a crawl Next.js held 375–432 MB, the same whether the crawl was the first or
 * the second. Once no request has come for a few seconds, `tidy` runs once (expired pages out, a
 * full collection); the next burst of requests arms it again. Never while requests come.
 */
import v8 from 'node:v8';
import vm from 'node:vm';

/** Quiet time before tidying: longer than the pause between a visitor's clicks. */
export const QUIET_MS = 5_000;

export type IdleTidy = {
  /** A request came: tidy again once it is quiet. */
  activity(): void;
  stop(): void;
};

/** Runs `tidy` once after each stretch of activity followed by `quietMs` without any. */
export function whenQuiet(tidy: () => void, quietMs = QUIET_MS, now = Date.now): IdleTidy {
  let last = 0;
  let pending = false;
  const timer = setInterval(
    () => {
      if (!pending || now() - last < quietMs) return;
      pending = false;
      tidy();
    },
    Math.max(quietMs / 5, 10),
  );
  timer.unref();
  return {
    activity() {
      last = now();
      pending = true;
    },
    stop: () => clearInterval(timer),
  };
}

/**
 * V8's full collection, made callable in this process (the documented way: the flag, then the
 * function from a new context). It frees the heap's garbage and gives its empty pages back.
 */
export function fullCollection(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}
