/**
 * `node --import tsx --import ./scripts/lib/server-only-off.mjs …`: lets a script use the server
 * modules of src/lib, which guard themselves with `import 'server-only'` against client bundles
 * (a script is never one). The same as Vitest's alias in vitest.config.ts.
 */
import { register } from 'node:module';

const hook = `export async function resolve(specifier, context, next) {
  if (specifier === 'server-only') return { url: 'data:text/javascript,export {};', shortCircuit: true };
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);
