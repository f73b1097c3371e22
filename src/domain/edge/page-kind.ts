/**
 * What an address is to the site (issue 43: written once, read by the proxy, its matcher's test and
 * the page cache): not a page (Next's own files, the API, stored files, the map's tiles, the benchmark's page, a
 * file name), the back office, or a page of the site, either the same for every visitor ('public')
 * or one visitor's own ('private': never stored, never kept by a browser).
 */
export type PageKind = 'public' | 'private' | 'back-office' | 'none';

/** Addresses that are never pages; `config.matcher` of src/proxy.ts says the same (its test checks). */
const NOT_PAGE_PREFIXES = /^\/(api|_next|_vercel|files|map-tiles|bench-reference)(\/|$)/;
const FILE_ENDING = /\.[^/]+$/;
const NOT_PAGES = new RegExp(`${NOT_PAGE_PREFIXES.source}|${FILE_ENDING.source}`);
const BACK_OFFICE = /^\/admin(\/|$)/;

/** Whether `pathname` (no query) is a page of the site, public or private: not the back office, not a file. */
export function isSitePage(pathname: string): boolean {
  return !NOT_PAGES.test(pathname) && !BACK_OFFICE.test(pathname);
}

/** Whether `pathname` (no query) ends in a file name: the proxy never sees it. */
export const hasFileEnding = (pathname: string): boolean => FILE_ENDING.test(pathname);

/**
 * Whether `pathname` (no query) is a file name outside Next's files, the API's and the stored
 * files' (`/nl/oud.php`, `/robots.txt`): a page's address as a visitor may type it, never a page.
 */
export const isFileAddress = (pathname: string): boolean =>
  hasFileEnding(pathname) && !NOT_PAGE_PREFIXES.test(pathname);

/**
 * The kind of `pathname`; `privatePrefixes`: the addresses of the pages of one visitor's own (each
 * with everything under it), from the routing table (src/i18n/page-kind.ts).
 */
export function pageKindOf(pathname: string, privatePrefixes: readonly string[]): PageKind {
  if (NOT_PAGES.test(pathname)) return 'none';
  if (BACK_OFFICE.test(pathname)) return 'back-office';
  const own = privatePrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return own ? 'private' : 'public';
}
