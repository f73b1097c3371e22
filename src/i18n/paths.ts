import { routing, type AppLocale } from './routing';

/**
 * The address of a page in a language, from the routing table alone (no Next.js navigation
 * runtime): for mails and other text built outside a request, and their tests.
 */
export function localizedPath(
  locale: AppLocale,
  pathname: keyof typeof routing.pathnames,
  params: Record<string, string> = {},
): string {
  const entry = routing.pathnames[pathname];
  const template = typeof entry === 'string' ? entry : entry[locale];
  return `/${locale}${template.replace(/\[(\w+)\]/g, (_, k: string) => params[k] ?? '')}/`;
}
