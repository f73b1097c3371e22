import type { AppLocale } from '@/i18n/routing';
import { content } from './load';
import { contentPath } from './paths';
import { recordId } from '@/domain/edge/record-id';

/**
 * The original addresses of the specification and where they live now
 * (docs/product-decisions.md#addresses: they answer 301 with the page in the default language, or the
 * browser's when the agency lets it choose). Keys are lowercase paths without trailing slash.
 */
const APP_ROUTES: Record<string, '/for-sale' | '/for-rent' | '/projects' | '/contact' | '/search-demand' | '/valuation' | '/login'> = {
  '/for-sale': '/for-sale',
  '/for-rent': '/for-rent',
  '/nieuwbouw': '/projects',
  '/contact': '/contact',
  '/demand-register': '/search-demand',
  '/contact-demand': '/valuation',
  '/login': '/login',
};

export type LegacyTarget =
  | { kind: 'route'; route: (typeof APP_ROUTES)[string] }
  | { kind: 'content'; path: string }
  | { kind: 'property' | 'project'; id: number };

export function normaliseLegacyPath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is simply not a legacy address.
  }
  return decoded.toLowerCase().replace(/\?$/, '').replace(/\/+$/, '').replace(/\?$/, '') || '/';
}

/** Where an old address goes, a content page's path in `locale` (the language the visitor is sent to). */
export function legacyTarget(pathname: string, locale: AppLocale): LegacyTarget | null {
  const key = normaliseLegacyPath(pathname);
  // Any id the feed takes (up to 2^31 - 1: a connector's own ids start at 1.5 billion).
  const detail = /^\/(property|project)\/(\d+)$/.exec(key);
  const id = recordId(detail?.[2]);
  if (detail && id !== null) return { kind: detail[1] as 'property' | 'project', id };
  const route = APP_ROUTES[key];
  if (route) return { kind: 'route', route };
  const { pages } = content();
  const page = pages.find((p) => p.legacyPath && normaliseLegacyPath(p.legacyPath) === key);
  if (!page) return null;
  if (page.route) return { kind: 'route', route: page.route as (typeof APP_ROUTES)[string] };
  const path = contentPath(pages, page, locale);
  return path ? { kind: 'content', path } : null;
}
