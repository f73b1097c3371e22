import type { Plugin } from 'esbuild';

/** The stand-ins of `server-only` and Next.js's request and cache functions (site-bundle.mjs). */
export declare const SITE_ALIASES: Record<string, string>;
/** Next.js's other entries, imports of its package named with their extension. */
export declare const nextEntries: Plugin;
