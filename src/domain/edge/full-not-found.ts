/**
 * Every 404 is the full page in its HTML (issue 33): the site's shell, the message in the page's
 * language, the search form, the link home. Next.js sends a page's notFound() as an empty document
 * (`<html id="__next_error__">`) that only JavaScript fills, so visitors without it and crawlers
 * saw nothing. The edge asks the site again for the same address with NOT_FOUND_REQUEST_HEADER; the
 * proxy, seeing it, renders the internal not-found route with status 404 (decision 023).
 */
import { hasFileEnding } from './page-kind';

/** Request header by which the edge asks the proxy for the full 404 page of an address (trusted only behind the edge). */
export const NOT_FOUND_REQUEST_HEADER = 'x-vitrine-not-found';

/** The internal routes of the full 404 page: any, or a property's (with the newest as suggestions). */
const NOT_FOUND_ROUTE = 'vitrine-not-found';

const BLANK_DOCUMENT = Buffer.from('<html id="__next_error__"');

/** Whether Next.js answered a document request with its empty 404 document. */
export function blankNotFound(status: number, body: Buffer): boolean {
  return status === 404 && body.includes(BLANK_DOCUMENT);
}

/**
 * The internal route that renders the full 404 page of `pathname`: in the address's language when
 * the site shows it, else in the default; a property's or project's address gets the property one.
 */
export function notFoundRoute(pathname: string, shown: readonly string[], fallback: string, property: boolean): string {
  const first = pathname.split('/')[1] ?? '';
  const locale = shown.includes(first) ? first : fallback;
  return `/${locale}/${NOT_FOUND_ROUTE}/${property ? 'property/' : ''}`;
}

/**
 * The address the edge renders again for the full 404 page of `url`: the same address, which the
 * proxy rewrites to the internal route; for an address with a file ending, which the proxy never
 * sees (its matcher leaves files to Next.js), the internal route itself under the address's first
 * segment when it has a language's shape, in whose language the proxy renders it (the default for
 * a language the site does not show, or for any other first segment).
 */
export function notFoundAddress(url: string): string {
  const pathname = url.split(/[?#]/)[0] ?? '/';
  if (!hasFileEnding(pathname)) return url;
  const first = pathname.split('/')[1] ?? '';
  return `/${/^[a-z]{2}$/.test(first) ? first : '-'}/${NOT_FOUND_ROUTE}/`;
}

/**
 * The routes the proxy rewrites to and no visitor addresses: the 404 page's and the 410 page's
 * (`gone`: a withdrawn listing's page, answered 410 at the listing's own address).
 */
export const INTERNAL_ROUTES = [NOT_FOUND_ROUTE, 'gone'];

/**
 * Whether an address names an internal route itself: a visitor typing it gets the 404 page (the
 * 410 page addressed directly answered 200: issue 43).
 */
export function isNotFoundRoute(pathname: string): boolean {
  return new RegExp(`^/[^/]+/(${INTERNAL_ROUTES.join('|')})(/|$)`).test(pathname);
}
