import { pageKindOf, type PageKind } from '../domain/edge/page-kind';
import { routing, type AppPathname } from './routing';

/**
 * The routes that show one visitor's own state (decision 018): the login, the owner portal, the
 * thank-you pages (a submission's recap), the newsletter's confirmation and a search demand's
 * unsubscription. Named by the routing table's keys: a new language's addresses follow.
 */
const PRIVATE_ROUTES: readonly AppPathname[] = [
  '/login',
  '/portal',
  '/thank-you/[form]',
  '/newsletter/confirm/[token]',
  '/search-demand/unsubscribe/[token]',
];

/** Every address a route answers to in `locale`: its own, and the internal name (next-intl rewrites to it). */
function templates(route: AppPathname): string[] {
  const entry = routing.pathnames[route];
  return [route, ...(typeof entry === 'string' ? [entry] : Object.values(entry))];
}

/** A route's address up to its first parameter: that address and everything under it is the route's. */
const staticPart = (template: string) => template.split('/[')[0] ?? template;

const PRIVATE_PREFIXES = [
  ...new Set(
    routing.locales.flatMap((locale) =>
      PRIVATE_ROUTES.flatMap((route) => templates(route).map((t) => `/${locale}${staticPart(t)}`)),
    ),
  ),
];

/** What `pathname` is (src/domain/edge/page-kind.ts), the private pages taken from the routing table. */
export function pageKind(pathname: string): PageKind {
  return pageKindOf(pathname, PRIVATE_PREFIXES);
}

/**
 * First path segments a content page may not take in any language: the address of a route, or of
 * a route's child (`/S` or `/S/[param]`), in any language or by its internal name, since next-intl
 * sends another language's address of a route to this language's (a redirect).
 */
export function routeSegments(): Set<string> {
  const taken = new Set<string>();
  for (const route of Object.keys(routing.pathnames) as AppPathname[]) {
    for (const template of templates(route)) {
      const [first, second, ...rest] = template.split('/').filter(Boolean);
      if (first && !first.startsWith('[') && rest.length === 0 && (!second || second.startsWith('['))) taken.add(first);
    }
  }
  return taken;
}
