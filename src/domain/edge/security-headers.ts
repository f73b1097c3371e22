/**
 * The security headers of every response (issue 9; docs/decisions/006-security-headers.md).
 * Pages get a Content-Security-Policy with a fresh nonce from src/proxy.ts; every response,
 * static files included, gets the other headers from next.config.ts. Pure: the environment is passed in.
 */

import { CONSENT_SCRIPT_HASH } from '../consent/consent-script';
import { freshNonce } from './page-cache';

/** Request header through which src/proxy.ts hands the page's CSP nonce to server components. */
export const NONCE_HEADER = 'x-nonce';
/**
 * Request header through which src/proxy.ts hands a page its own address (path and query, as the
 * visitor asked for it): the `action` of its forms without JavaScript (an empty one is not valid HTML).
 */
export const PAGE_URL_HEADER = 'x-page-url';

/** Third parties the consent code may load (src/components/consent/tracker-loader.tsx). */
const TRACKING = {
  script: [
    'https://www.googletagmanager.com',
    'https://*.googletagmanager.com',
    'https://www.googleadservices.com',
    'https://www.google.com',
    'https://googleads.g.doubleclick.net',
    'https://connect.facebook.net',
  ],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    'https://www.google.com',
    'https://googleads.g.doubleclick.net',
    'https://*.doubleclick.net',
    'https://www.facebook.com',
    'https://connect.facebook.net',
  ],
  img: [
    'https://*.google-analytics.com',
    'https://*.googletagmanager.com',
    'https://www.google.com',
    'https://www.google.be',
    'https://googleads.g.doubleclick.net',
    'https://*.doubleclick.net',
    'https://www.facebook.com',
  ],
  frame: [
    'https://www.googletagmanager.com',
    'https://td.doubleclick.net',
    'https://bid.g.doubleclick.net',
    'https://www.facebook.com',
  ],
};

/** Players and tours the detail and project pages embed (src/domain/property/video.ts, embedUrl). */
const EMBEDS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.facebook.com',
  'https://matterport.com',
  'https://*.matterport.com',
  'https://tvl.be',
  'https://*.tvl.be',
  'https://yisual.com',
  'https://*.yisual.com',
];

/** A fresh nonce (the page cache makes its own the same way: src/domain/edge/page-cache.ts). */
export const createNonce = freshNonce;

/**
 * The origin of the map tile template (`https://{s}.tile.example.org/{z}/{x}/{y}.png` gives
 * `https://*.tile.example.org`), or null when it is not an absolute http(s) address.
 */
export function tileSource(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return null;
  const host = match[2]!.toLowerCase().replace(/\{[a-z]+\}/g, '*');
  // Only a leading wildcard label is valid in a host-source; anything else is refused.
  if (!/^(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/.test(host)) return null;
  return `${match[1]!.toLowerCase()}://${host}`;
}

export type CspOptions = {
  nonce: string;
  /** Development needs 'unsafe-eval' (React's dev tooling); production never gets it. */
  production: boolean;
  /** The site's map tile template (content/site.json map.tileUrl). */
  tileUrl?: string;
};

/** The Content-Security-Policy of a page, one line. */
export function contentSecurityPolicy({ nonce, production, tileUrl }: CspOptions): string {
  const tiles = tileUrl ? tileSource(tileUrl) : null;
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // 'strict-dynamic': scripts added by our nonce'd scripts (the tracker loader, GTM) run; the
    // host list and https: only serve browsers without CSP level 3.
    // The consent script is the same on every page: allowed by its hash (decision 018).
    [
      'script-src',
      "'self'",
      `'nonce-${nonce}'`,
      CONSENT_SCRIPT_HASH,
      "'strict-dynamic'",
      ...TRACKING.script,
      ...(production ? [] : ["'unsafe-eval'"]),
    ],
    // Style elements need the nonce; style attributes (React style props, Leaflet's marker
    // markup) stay allowed: decision 006.
    ['style-src', "'self'", `'nonce-${nonce}'`],
    ['style-src-elem', "'self'", `'nonce-${nonce}'`],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...(tiles ? [tiles] : []), ...TRACKING.img],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...TRACKING.connect, ...(production ? [] : ['ws:'])],
    // Video files of a property may live on another host (an https address in the catalogue).
    ['media-src', "'self'", 'blob:', 'https:'],
    ['frame-src', ...EMBEDS, ...TRACKING.frame],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((d) => [...new Set(d)].join(' ')).join('; ');
}

/**
 * The benchmark's reference page (app/bench-reference, outside the proxy): a static page of the
 * app that must run the same framework scripts as the site's pages to be a fair reference; it
 * holds no visitor data. Under STATIC_CSP its scripts would be blocked and it would measure a page
 * without JavaScript.
 */
export const BENCH_REFERENCE_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** For everything that is not a page (API answers, files): nothing may run or be framed. */
export const STATIC_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

// Autoplay, fullscreen and xr-spatial-tracking keep their defaults: the video and tour players
// ask for them in their iframe's allow attribute, and a header list would forbid delegating them.
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'serial=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/** Two years, with subdomains (the HSTS preload list's minimum is one year). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** The headers every response carries besides the page CSP; HSTS only in production. */
export function baseSecurityHeaders(production: boolean): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    // For browsers without frame-ancestors; the CSP says the same.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ...(production ? [{ key: 'Strict-Transport-Security', value: HSTS }] : []),
  ];
}
