import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { getPathname } from './i18n/navigation';
import { legacyTarget } from './lib/content/legacy';
import { URL_HEADER } from './lib/consent/url-header';
import { databaseDown } from './db/health';
import { env } from './env';
import { outageHtml, outageLocale } from './lib/outage/page';
import { content } from './lib/content/load';
import { contentSecurityPolicy, createNonce, NONCE_HEADER } from './domain/security-headers';
import { hasMalformedEscape } from './domain/address';
import { badAddressResponse } from './lib/security/bad-address';

const intl = createMiddleware(routing);

function withSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

/**
 * The page's Content-Security-Policy (the other security headers come from next.config.ts), then
 * language routing (next-intl) plus what it does not know: the original addresses of the
 * specification answer 301, and anything outside an enabled language is a 404 in the default
 * language rather than a redirect to one (decisions.md, "Languages and addresses").
 */
/** What the first matcher leaves out: Next internals, API routes, files with an extension. */
const NOT_PAGES = /^\/(api|_next|_vercel|bench-reference)(\/|$)|\.[^/]+$/;

export function proxy(request: NextRequest) {
  // Next.js answers a path it cannot decode with a 500: the proxy answers it with a 400 itself.
  if (hasMalformedEscape(request.nextUrl.pathname)) return badAddressResponse();
  // Reached through the second matcher only (a % in the path): not a page, nothing to do.
  if (NOT_PAGES.test(request.nextUrl.pathname)) return NextResponse.next();
  // A fresh nonce per request: Next.js finds it in the request's CSP header and puts it on its own
  // scripts; our inline scripts read it from NONCE_HEADER (docs/decisions/006-security-headers.md).
  const nonce = createNonce();
  const csp = contentSecurityPolicy({ nonce, production: env().NODE_ENV === 'production', tileUrl: content().site.map.tileUrl });
  request.headers.set('content-security-policy', csp);
  request.headers.set(NONCE_HEADER, nonce);
  const response = databaseDown() && (request.method === 'GET' || request.method === 'HEAD') ? outage(request, nonce) : route(request);
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

/**
 * The database is unreachable: a clear page at once rather than a failed render (decision 008).
 * Form posts still reach their action, which keeps the visitor's values and says to try again.
 */
function outage(request: NextRequest, nonce: string): NextResponse {
  return new NextResponse(outageHtml(outageLocale(request.nextUrl.pathname), nonce), {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': '15', 'cache-control': 'no-store' },
  });
}

function route(request: NextRequest): NextResponse {
  const { pathname, search: rawSearch } = request.nextUrl;
  const first = pathname.split('/')[1] ?? '';
  const isLocale = (routing.locales as readonly string[]).includes(first);
  const target = isLocale ? null : legacyTarget(pathname);
  // "/Wie-zijn-wij?/" arrives as a path with the query "?/": that query is part of the old address.
  const search = rawSearch === '?/' || rawSearch === '?%2F=' ? '' : rawSearch;
  // Plain URLs: NextURL would re-apply its own trailing-slash formatting.
  const to = (path: string) => new URL(`${path}${search}`, request.url);

  if (target) {
    const locale = routing.defaultLocale;
    switch (target.kind) {
      case 'property':
      case 'project':
        return NextResponse.rewrite(to(`/api/legacy/${target.kind}/${target.id}`));
      case 'content':
        return NextResponse.redirect(to(withSlash(`/${locale}${target.path}`)), 301);
      case 'route':
        return NextResponse.redirect(to(withSlash(getPathname({ locale, href: target.route }))), 301);
    }
  }
  // Trailing slashes are added here (skipTrailingSlashRedirect in next.config.ts), so that an
  // original address without one answers a single 301 rather than a 308 followed by a 301.
  if (!pathname.endsWith('/')) return NextResponse.redirect(to(`${pathname}/`), 308);
  // Pages need the address as asked (consent: "preview" addresses never track); next-intl copies
  // the request headers into its rewrite.
  request.headers.set(URL_HEADER, `${pathname}${rawSearch}`);
  if (pathname === '/' || isLocale) return intl(request);
  return NextResponse.rewrite(to(`/${routing.defaultLocale}/not-found${pathname}`), { request: { headers: request.headers } });
}

export const config = {
  // Everything but Next internals, API routes, files with an extension (images, robots.txt, …) and
  // the benchmark's reference page (app/bench-reference: no language, no layout). Plus any path
  // with a % in it, so a malformed escape anywhere is a 400 (see above).
  matcher: ['/((?!api|_next|_vercel|bench-reference/|.*\\.[^/]+$).*)', '/(.*%.*)'],
};
