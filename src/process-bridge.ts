/**
 * What the site's own server (src/server, bundled by esbuild) and Next.js's bundles share in the
 * one process they run in (decision 023). They are two module graphs: a module-level variable of
 * one is not the other's, so the process's global object is the only channel. It is written here
 * alone, typed, behind one symbol; like env.ts and log.ts, any layer but domain may import it.
 */
type Bridge = {
  /** The edge (src/server/edge.ts) runs in front of Next.js: the headers it writes are its own. */
  edge: boolean;
  /** Bumped by every change a stored page may show (src/lib/cache); the page cache reads it. */
  pageGeneration: number;
};

const KEY = Symbol.for('vitrine.processBridge');

function bridge(): Bridge {
  const global = globalThis as { [KEY]?: Bridge };
  global[KEY] ??= { edge: false, pageGeneration: 0 };
  return global[KEY];
}

/** Said once by the edge when it starts; `false` only in tests. */
export function markEdge(runs = true): void {
  bridge().edge = runs;
}

/**
 * Whether the edge runs: only then are the headers it writes (the visitor's address, the page
 * cache's nonce, the 404's second render) its own and not a visitor's. A server started without it
 * (`next start` by hand) trusts none of them.
 */
export function edgeRuns(): boolean {
  return bridge().edge;
}

/** The generation of the stored pages: a page made in an older one is never answered again. */
export function pageGeneration(): number {
  return bridge().pageGeneration;
}

/**
 * Ends every page the server stored (src/server/page-cache.ts, decision 018): called whenever data
 * a page shows changed, here or on another server (cache tags, published content).
 */
export function pagesChanged(): void {
  bridge().pageGeneration += 1;
}
