import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { BENCH_REFERENCE_CSP, baseSecurityHeaders, STATIC_CSP } from './src/domain/edge/security-headers';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: { createMessagesDeclaration: './messages/en.json' },
});

const config: NextConfig = {
  // `.next/standalone/`: the server with only the node_modules it uses, completed by `npm run
  // standalone` into what the container runs (scripts/lib/standalone.ts, issue 32).
  output: 'standalone',

  trailingSlash: true,
  // The proxy adds the slash itself: see src/proxy.ts.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  reactStrictMode: true,
  // Native and Node-only packages are loaded from node_modules as they are, never bundled.
  serverExternalPackages: ['pg', 'sharp'],
  images: {
    // Demo and catalogue photos are stored pre-sized (specification section 7: 100, 400, 600,
    // 1360 wide, and 800 for phones: decision 033; banners 600 to 1920); the loader picks the
    // file, no resizing at request time.
    loader: 'custom',
    loaderFile: './src/domain/media/photo-loader.ts',
    deviceSizes: [400, 600, 800, 1360, 1920],
    imageSizes: [100],
  },
  typedRoutes: false,
  // Next's own in-memory caches (rendered entries and 'use cache' data), each: 16 MB instead of 50.
  // Public pages are kept by the site's page cache (src/server/page-cache.ts, 64 MB); these hold
  // the catalogue's data between renders, a few MB for a whole office (issue 33: memory).
  cacheMaxMemorySize: 16 * 1024 * 1024,
  // `npm test` checks the types (tsc) just before it builds for the browser tests: that build does
  // not check them a second time (scripts/test.ts sets VITRINE_TYPES_CHECKED). Every other build does.
  typescript: { ignoreBuildErrors: process.env.VITRINE_TYPES_CHECKED === '1' },
  // Metadata in the <head> for every visitor, as for bots: with streamed metadata a browser got
  // the layout's default title (the home's) on a 404, whose page metadata never streams (issue 20).
  htmlLimitedBots: /./,
  // Lead forms accept one upload of at most 5 MB (testimonial photo, CV) plus the fields.
  experimental: {
    serverActions: { bodySizeLimit: '6mb' },
    // The data cache (catalogue queries, docs/decisions/007-caching.md) lives in memory only: a
    // restart after a seed or an import with the server stopped never serves data from before.
    isrFlushToDisk: false,
    // forbidden(): a staff member without the role gets a 403 from a page or an action (issue 16).
    authInterrupts: true,
  },
  // Every response, files included (the proxy does not run on them); pages get their nonce CSP
  // from src/proxy.ts, everything else a CSP that lets nothing run (decision 006).
  async headers() {
    return [
      { source: '/:path*', headers: baseSecurityHeaders(process.env.NODE_ENV === 'production') },
      { source: '/:path*', headers: [{ key: 'Content-Security-Policy', value: STATIC_CSP }] },
      // The last match wins: the benchmark's reference page runs its scripts (security-headers.ts).
      { source: '/bench-reference/:path*', headers: [{ key: 'Content-Security-Policy', value: BENCH_REFERENCE_CSP }] },
    ];
  },
};

export default withNextIntl(config);
