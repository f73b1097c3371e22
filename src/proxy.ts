import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { getPathname } from './i18n/navigation';
import { legacyTarget } from './lib/content/legacy';

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
  const { pathname, search } = request.nextUrl;
  const first = pathname.split('/')[1] ?? '';
  if (pathname === '/' || (routing.locales as readonly string[]).includes(first)) return intl(request);

  const target = legacyTarget(pathname);
  const url = request.nextUrl.clone();
  // "/Wie-zijn-wij?/" arrives as a path with the query "?/": that query is part of the old address.
  url.search = search === '?/' ? '' : search;
  if (target) {
    const locale = routing.defaultLocale;
    switch (target.kind) {
      case 'property':
      case 'project':
        url.pathname = `/api/legacy/${target.kind}/${target.id}`;
        return NextResponse.rewrite(url);
      case 'content':
        url.pathname = withSlash(`/${locale}${target.path}`);
        return NextResponse.redirect(url, 301);
      case 'route':
        url.pathname = withSlash(getPathname({ locale, href: target.route }));
        return NextResponse.redirect(url, 301);
    }
  }
  url.pathname = `/${routing.defaultLocale}/not-found${pathname}`;
  return NextResponse.rewrite(url);
}

export const config = {
  // Everything but Next internals, API routes and files with an extension (images, robots.txt, …).
  matcher: ['/((?!api|_next|_vercel|.*\\.[^/]+$).*)'],
};
