import { createElement, type ComponentProps } from 'react';
import NextLink from 'next/link';
import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

const navigation = createNavigation(routing);

export const { redirect, usePathname, permanentRedirect } = navigation;

/*
 * A link fetches its page when it is followed, not when it comes into view (issue 45): Next.js
 * prefetched every link on screen once the page had loaded (a list page asked for eight payloads
 * twice), and parsing them was main-thread work on a phone while the page was still settling, and
 * data the visitor may never use. Our pages come from the page cache (decision 018): following a
 * link costs one short request. A link may still ask for `prefetch`.
 */

/** A page of the site by its route and the page's language (next-intl's Link). */
export function Link(props: ComponentProps<typeof navigation.Link>) {
  return createElement(navigation.Link, { prefetch: false, ...props });
}

/** An address already written in the page's language (a filter, a page of results, a view). */
export function PageLink(props: ComponentProps<typeof NextLink>) {
  return createElement(NextLink, { prefetch: false, ...props });
}

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
