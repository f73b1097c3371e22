/**
 * How the site's own code is compiled to run outside Next.js's bundles, in one place: the commands
 * that run the site (scripts/launch.mjs), the database outage test's server
 * (scripts/lib/server-bundle.ts) and the container's (scripts/lib/standalone.ts). The site's
 * process prepares its database with the modules of src/lib before Next.js loads (issue 43): those
 * run outside any request, so Next.js's request and cache functions are the stand-ins of
 * src/server/outside-next/ (as Next.js's own throw there, or pass the function through); loading
 * Next.js's real ones before its server sets up its request storage would break that server.
 * Every other entry of Next.js stays an import of its package, named with its extension (it has no
 * exports map).
 */
import path from 'node:path';

const outside = (file) => path.resolve('src/server/outside-next', file);

export const SITE_ALIASES = {
  // The site's modules guard themselves against browser bundles; this is none.
  'server-only': path.resolve('src/server/outside-next/server-only.ts'),
  'next/cache': outside('cache.ts'),
  'next/headers': outside('request.ts'),
  'next/navigation': outside('request.ts'),
  'next/server': outside('request.ts'),
};

/** @type {import('esbuild').Plugin} */
export const nextEntries = {
  name: 'next-entries',
  setup(b) {
    // A plugin resolves before esbuild's aliases: the stand-ins above are left to them.
    b.onResolve({ filter: /^next\/[^/]+$/ }, (args) =>
      args.path in SITE_ALIASES ? undefined : { path: `${args.path}.js`, external: true },
    );
  },
};
