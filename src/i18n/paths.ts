import { routing, type AppLocale } from './routing';

/**
 * A route's address template in a language (`/a-vendre/[city]/[slug]/[id]`), or null for an
 * address that is no route (a content page). A language outside the table (a page rendered beside
 * its layout's notFound() for `/xx/`) takes the route's own name, as next-intl did.
 */
export function templateOf(pathname: string, locale: AppLocale): string | null {
  const entry = (routing.pathnames as Record<string, string | Record<AppLocale, string>>)[pathname];
  if (entry === undefined) return null;
  return typeof entry === 'string' ? entry : (entry[locale] ?? pathname);
}

/**
 * The address of a page in a language, from the routing table alone (no Next.js navigation
 * runtime): for mails and other text built outside a request, the language switcher, and tests.
 */
export function localizedPath(
  locale: AppLocale,
  pathname: keyof typeof routing.pathnames,
  params: Record<string, string> = {},
): string {
  const filled = templateOf(pathname, locale)!.replace(/\[(\w+)\]/g, (_, k: string) => params[k] ?? '');
  return `/${locale}${filled === '/' ? '' : filled}/`;
}

type Route = { pathname: keyof typeof routing.pathnames; params: Record<string, string> };

/** Each language's address patterns, the fixed ones first (`/contact` before a `[token]`). */
const PATTERNS = routing.locales.map((locale) => {
  const patterns = Object.keys(routing.pathnames).map((pathname) => {
    const template = templateOf(pathname, locale)!;
    const names: string[] = [];
    const source = template
      .split('/')
      .map((segment) => {
        const param = /^\[(\w+)\]$/.exec(segment);
        if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(param[1]!);
        return '([^/]+)';
      })
      .join('/');
    return { pathname: pathname as Route['pathname'], names, pattern: new RegExp(`^${source}$`) };
  });
  return [locale, patterns.sort((a, b) => a.names.length - b.names.length)] as const;
});

/**
 * The route and parameters of an address in `locale` without its language prefix and trailing
 * slash (`/a-vendre/gent/huis/12` → `/for-sale/[city]/[slug]/[id]`), from the routing table alone;
 * null for an address no route has (a content page). Parameters are kept as written (encoded).
 */
export function routeOf(locale: AppLocale, path: string): Route | null {
  const patterns = PATTERNS.find(([l]) => l === locale)?.[1] ?? [];
  const bare = path === '' ? '/' : path;
  for (const { pathname, names, pattern } of patterns) {
    const match = pattern.exec(bare);
    if (match) return { pathname, params: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) };
  }
  return null;
}
