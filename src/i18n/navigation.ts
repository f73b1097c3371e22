import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

const navigation = createNavigation(routing);

export const { Link, redirect, usePathname, permanentRedirect } = navigation;

/**
 * next-intl's getPathname, with the trailing slash our addresses always have: next-intl leaves the
 * home page as "/nl" (it never adds a slash to the root), which would cost a redirect.
 */
export function getPathname(args: Parameters<typeof navigation.getPathname>[0]): string {
  const path = navigation.getPathname(args);
  const [pathname = '', query] = path.split('?');
  const slashed = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return query === undefined ? slashed : `${slashed}?${query}`;
}
