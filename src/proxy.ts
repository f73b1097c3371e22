import { shownTiles } from '@/domain/map/site-tiles';
import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { getPathname } from './i18n/navigation';
import { pageKind } from './i18n/page-kind';
import type { PageKind } from './domain/edge/page-kind';
import { legacyTarget } from './lib/content/legacy';
import { databaseDown } from './db/health';
import { env } from './env';
import { outageHtml, outageLocale } from './lib/outage/outage-html';
import { content } from './lib/content/load';
import { entryLocaleFor, shownLocales, siteLanguages } from './lib/content/languages';
import { isEnabled } from './domain/language/languages';
import { SITE_LOCALES } from './domain/language/site-locales';
import { contentSecurityPolicy, createNonce, NONCE_HEADER, PAGE_URL_HEADER } from './domain/edge/security-headers';
import { hasMalformedEscape } from './domain/edge/address';
import { NONCE_REQUEST_HEADER, PAGE_HEADER } from './domain/edge/page-cache';
import { edgeRuns } from './process-bridge';
import { isNotFoundRoute, NOT_FOUND_REQUEST_HEADER, notFoundRoute } from './domain/edge/full-not-found';
import { badAddressLocale, badAddressResponse } from './lib/security/bad-address';
import { addressState, detailAddress, propertyShaped } from './lib/catalogue/address-state';
import { staffRole } from './lib/staff/role';
import { mayOpen, sectionOfPath, type Section } from './domain/access/roles';

const intl = createMiddleware(routing);

function withSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

/**
 * The page's Content-Security-Policy (the other security headers come from next.config.ts), then
 * language routing (next-intl) plus what it does not know: the agency's languages (`site.languages`,
 * read at each request: no rebuild), `/` and the original addresses of the specification sent to
 * the default language (or the browser's, when the agency lets it choose), and anything outside a
 * language the site shows a 404 in the default language rather than a redirect to one
 * (docs/product-decisions.md#addresses).
 */
/** The language of a bad address's answer; the address's own when the settings cannot be read. */
function badAddressLanguage(pathname: string) {
  try {
    return badAddressLocale(pathname, shownLocales(), siteLanguages().default);
  } catch {
    return badAddressLocale(pathname, SITE_LOCALES, 'nl');
  }
}

export async function proxy(request: NextRequest) {
  // Next.js answers a path it cannot decode with a 500: the proxy answers it with a 400 itself.
  if (hasMalformedEscape(request.nextUrl.pathname))
    return badAddressResponse(badAddressLanguage(request.nextUrl.pathname));
  // Reached through the second matcher only (a % in the path): not a page, nothing to do.
  const kind = pageKind(request.nextUrl.pathname);
  if (kind === 'none') return NextResponse.next();
  // A fresh nonce per response: Next.js finds it in the request's CSP header and puts it on its own
  // scripts; our inline scripts read it from NONCE_HEADER (docs/decisions/006-security-headers.md).
  // The server's edge chooses it when it may store the page, to give each later answer its own
  // in place of this one (decision 018); a server without that edge trusts no visitor's header.
  const nonce = edgeNonce(request) ?? createNonce();
  const csp = contentSecurityPolicy({
    nonce,
    production: env().NODE_ENV === 'production',
    tileUrl: shownTiles(content().site.map).url,
  });
  request.headers.set('content-security-policy', csp);
  request.headers.set(NONCE_HEADER, nonce);
  request.headers.set(PAGE_URL_HEADER, request.nextUrl.pathname + request.nextUrl.search);
  if (kind === 'back-office') {
    const response = await admin(request);
    response.headers.set('Content-Security-Policy', csp);
    return response;
  }
  const read = request.method === 'GET' || request.method === 'HEAD';
  const response =
    databaseDown() && read
      ? outage(request, nonce)
      : (read && fullNotFound(request)) ||
        disabledLanguage(request) ||
        (read && (await listing(request))) ||
        route(request);
  response.headers.set('Content-Security-Policy', csp);
  markPage(request, response, kind);
  return response;
}

/** Base64 of 16 bytes, as createNonce makes them. */
const NONCE = /^[A-Za-z0-9+/]{22}==$/;

function edgeNonce(request: NextRequest): string | null {
  const nonce = request.headers.get(NONCE_REQUEST_HEADER);
  return edgeRuns() && nonce && NONCE.test(nonce) ? nonce : null;
}

/**
 * Tells the page cache (src/server/page-cache.ts) whether a rendered page is the same for every
 * visitor ('public') or not ('private'), by its address and by the route it renders (next-intl
 * rewrites the language's address to it; src/i18n/page-kind.ts): a private address's 404 stays
 * private. Redirects and the outage page are neither.
 */
function markPage(request: NextRequest, response: NextResponse, kind: PageKind): void {
  if (response.status >= 300 && response.status < 400) return;
  if (databaseDown()) return;
  const rewrite = response.headers.get('x-middleware-rewrite');
  const route = rewrite ? pageKind(new URL(rewrite).pathname) : kind;
  response.headers.set(PAGE_HEADER, kind === 'private' || route === 'private' ? 'private' : 'public');
}

/** A staff session whose role opens the section (signed out: the action itself sends to the sign-in). */
async function mayPost(request: NextRequest, section: Section): Promise<boolean | null> {
  const role = await staffRole(request.headers);
  return role && mayOpen(role, section);
}

async function admin(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  if (!pathname.endsWith('/')) return NextResponse.redirect(new URL(`${pathname}/${search}`, request.url), 308);
  // An action posted to a section the role does not open: 403 before it runs, whatever it claims
  // (the action checks again: one can be posted to any page; domain/access/roles).
  const section = sectionOfPath(pathname);
  if (request.method !== 'GET' && request.method !== 'HEAD' && section && (await mayPost(request, section)) === false) {
    return new NextResponse('Forbidden', {
      status: 403,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  const response = NextResponse.next({ request: { headers: request.headers } });
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
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

/**
 * A detail address whose property moved (another city, slug or goal) answers 301 to its current
 * address; a withdrawn property answers 410 with the "not found" page and the properties most like
 * it. Pages can say neither (Next.js answers 308 from a page and cannot set 410), so the proxy
 * asks the database first. Any other address, or a database error, goes on to the page.
 */
async function listing(request: NextRequest): Promise<NextResponse | null> {
  const { pathname, search } = request.nextUrl;
  if (!pathname.endsWith('/') || !detailAddress(pathname)) return null;
  try {
    const state = await addressState(pathname);
    // Next.js wants an absolute URL here and sends a same-origin one as a relative Location.
    if (state.kind === 'moved') return NextResponse.redirect(new URL(`${state.location}${search}`, request.url), 301);
    if (state.kind === 'gone') {
      return NextResponse.rewrite(new URL(`/${state.locale}/gone/${state.id}/`, request.url), {
        status: 410,
        request: { headers: request.headers },
      });
    }
  } catch {
    // The page itself answers (a 404, or the outage page once the database is marked down).
  }
  return null;
}

/**
 * The full 404 page of an address (src/domain/edge/full-not-found.ts): in its language when the site
 * shows it, else the default; the property one (with suggestions) for a property's address.
 */
function notFound(request: NextRequest, pathname: string): NextResponse {
  const route = notFoundRoute(pathname, shownLocales(), siteLanguages().default, propertyShaped(pathname));
  return NextResponse.rewrite(new URL(route, request.url), { status: 404, request: { headers: request.headers } });
}

/**
 * The edge asks again for an address Next.js answered with its empty 404 document: this time the
 * full page. A visitor naming the internal route itself gets the 404 page too.
 */
function fullNotFound(request: NextRequest): NextResponse | null {
  const { pathname } = request.nextUrl;
  if (edgeRuns() && request.headers.get(NOT_FOUND_REQUEST_HEADER) === '1') return notFound(request, pathname);
  return isNotFoundRoute(pathname) ? notFound(request, pathname) : null;
}

/**
 * An address in a language the build routes but the site does not show (the agency turned it
 * off): not found, like any address outside the site's languages.
 */
function disabledLanguage(request: NextRequest): NextResponse | null {
  const first = request.nextUrl.pathname.split('/')[1] ?? '';
  const routed = (routing.locales as readonly string[]).includes(first);
  return routed && !isEnabled(siteLanguages(), first) ? notFound(request, request.nextUrl.pathname) : null;
}

/** A redirect that depends on the browser's language when the agency lets it choose. */
function varying(response: NextResponse): NextResponse {
  if (siteLanguages().detectFromBrowser) response.headers.set('Vary', 'Accept-Language');
  return response;
}

function route(request: NextRequest): NextResponse {
  const { pathname, search: rawSearch } = request.nextUrl;
  const first = pathname.split('/')[1] ?? '';
  const isLocale = (routing.locales as readonly string[]).includes(first);
  // Where a visitor without a language in the address goes: the default, or the browser's.
  const locale = entryLocaleFor(request.headers.get('accept-language'));
  const target = isLocale ? null : legacyTarget(pathname, locale);
  // "/Wie-zijn-wij?/" arrives as a path with the query "?/": that query is part of the old address.
  const search = rawSearch === '?/' || rawSearch === '?%2F=' ? '' : rawSearch;
  // Plain URLs: NextURL would re-apply its own trailing-slash formatting.
  const to = (path: string) => new URL(`${path}${search}`, request.url);

  if (target) {
    switch (target.kind) {
      case 'property':
      case 'project':
        return NextResponse.rewrite(to(`/api/legacy/${target.kind}/${target.id}`));
      case 'content':
        return varying(NextResponse.redirect(to(withSlash(`/${locale}${target.path}`)), 301));
      case 'route':
        return varying(NextResponse.redirect(to(withSlash(getPathname({ locale, href: target.route }))), 301));
    }
  }
  // The home of the language the visitor is sent to; temporary, since the settings may change.
  if (pathname === '/') return varying(NextResponse.redirect(to(`/${locale}/`), 307));
  // Trailing slashes are added here (skipTrailingSlashRedirect in next.config.ts), so that an
  // original address without one answers a single 301 rather than a 308 followed by a 301.
  if (!pathname.endsWith('/')) return NextResponse.redirect(to(`${pathname}/`), 308);
  if (isLocale) return intl(request);
  return notFound(request, pathname);
}

export const config = {
  // Every address src/domain/edge/page-kind.ts calls a page (Next needs a literal here; proxy.test.ts
  // proves the two agree): not Next internals, API routes, stored files, files with an extension
  // (images, robots.txt, …) or the benchmark's reference page (app/bench-reference: no language,
  // no layout). Plus any path with a % in it, so a malformed escape anywhere is a 400 (see above).
  matcher: ['/((?!(?:api|_next|_vercel|files|map-tiles|bench-reference)(?:/|$)|.*\\.[^/]+$).*)', '/(.*%.*)'],
};
