import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { getPathname } from './i18n/navigation';
import { legacyTarget } from './lib/content/legacy';
import { URL_HEADER } from './lib/consent/url-header';
import { databaseDown } from './db/health';
import { outageHtml, outageLocale } from './lib/outage/page';

const intl = createMiddleware(routing);

function withSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

/**
 * Language routing (next-intl) plus what it does not know: the original addresses of the
 * specification answer 301, and anything outside an enabled language is a 404 in the default
 * language rather than a redirect to one (decisions.md, "Languages and addresses").
 */
export function proxy(request: NextRequest) {
  const { pathname, search: rawSearch } = request.nextUrl;
  // The database is unreachable: a clear page at once rather than a failed render. Form posts
  // still reach their action, which keeps the visitor's values and says to try again.
  if (databaseDown() && (request.method === 'GET' || request.method === 'HEAD')) {
    return new NextResponse(outageHtml(outageLocale(pathname)), {
      status: 503,
      headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': '15', 'cache-control': 'no-store' },
    });
  }
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
  // the benchmark's reference page (app/bench-reference: no language, no layout).
  matcher: ['/((?!api|_next|_vercel|bench-reference/|.*\\.[^/]+$).*)'],
};
