import { createElement, type ComponentProps } from 'react';
import NextLink from 'next/link';
import { redirect as nextRedirect, permanentRedirect as nextPermanentRedirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { templateOf } from './paths';
import type { AppLocale, AppPathname } from './routing';

/**
 * A page of the site: a route of the table, with its parameters and query when it has any, or an
 * address (a content page's path) the language prefix is put before.
 */
export type Href =
  | AppPathname
  | (string & {})
  | {
      pathname: AppPathname;
      params?: Record<string, string | number>;
      query?: Record<string, string | number | readonly (string | number)[]>;
    };

/*
 * Addresses are written here from the routing table rather than by next-intl's navigation
 * (issue 45): merely importing its createNavigation put its client link and language provider,
 * with the message formatter, in every page's scripts. The result is the same as its getPathname's
 * (navigation.test.ts compares them on every route and language), with our trailing slash.
 */
/*
 * A link fetches its page when it is followed, not when it comes into view (issue 45): Next.js
 * prefetched every link on screen once the page had loaded (a list page asked for eight payloads
 * twice), and parsing them was main-thread work on a phone while the page was still settling, and
 * data the visitor may never use. Our pages come from the page cache (decision 018): following a
 * link costs one short request. A link may still ask for `prefetch`.
 */

/**
 * A page of the site by its route, in the page's language unless `locale` says another: its
 * address is written on the server (getPathname) into a plain next/link, so the browser needs
 * neither next-intl's link nor its language provider (issue 45). Server components only.
 */
export async function Link({
  href,
  locale,
  ...props
}: Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: Href; locale?: AppLocale }) {
  const language = locale ?? ((await getLocale()) as AppLocale);
  return createElement(NextLink, { prefetch: false, ...props, href: getPathname({ locale: language, href }) });
}

/** An address already written in the page's language (a filter, a page of results, a view). */
export function PageLink(props: ComponentProps<typeof NextLink>) {
  return createElement(NextLink, { prefetch: false, ...props });
}

const encodePath = (path: string) => new URL(path, 'http://l').pathname;

function queryString(query: NonNullable<Exclude<Href, string>['query']>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const v of value) search.append(key, String(v));
    else search.set(key, String(value));
  }
  return `?${search.toString()}`;
}

/**
 * The address of a page in a language, with the trailing slash our addresses always have (the
 * home page too: `/nl/`, never `/nl`, which would cost a redirect). Parameters are put in as given
 * and the path is percent-encoded where it must be (non-ASCII).
 */
export function getPathname({ locale, href }: { locale: AppLocale; href: Href }): string {
  const { pathname, params = {}, query } = typeof href === 'string' ? { pathname: href } : href;
  const template = templateOf(pathname, locale);
  let path = pathname;
  if (template !== null) {
    path = template.replace(/\[(\w+)\]/g, (whole, key: string) => {
      const value = (params as Record<string, string | number>)[key];
      if (value === undefined) throw new Error(`Missing parameter "${key}" for ${template}`);
      return String(value);
    });
    path = encodePath(path);
  }
  const prefixed = `/${locale}${path === '/' ? '' : path}`;
  const slashed = prefixed.endsWith('/') ? prefixed : `${prefixed}/`;
  return query ? slashed + queryString(query) : slashed;
}

/** Sends the visitor to a page of the site (a server component's or action's answer). */
export function redirect(args: { locale: AppLocale; href: Href }): never {
  return nextRedirect(getPathname(args));
}

/** A page's lasting address, when it was asked under another (a renamed property, a new slug). */
export function permanentRedirect(args: { locale: AppLocale; href: Href }): never {
  return nextPermanentRedirect(getPathname(args));
}
