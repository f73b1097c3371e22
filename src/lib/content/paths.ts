import type { MenuPage } from '@/domain/content/schema';
import { localizedText } from '@/domain/language/localized-text';
import { localizedPath } from '@/i18n/paths';
import type { AppLocale } from '@/i18n/routing';
import { content } from './load';

type Lang = AppLocale;

/** The page's path in a language, parents first: "/onze-diensten/verkoop". Null without a path. */
export function contentPath(pages: MenuPage[], page: MenuPage, locale: Lang): string | null {
  const segments: string[] = [];
  for (let current: MenuPage | undefined = page; current; ) {
    // A language without its own segment (one the site does not show) takes the default's.
    const segment = current.params.path?.[locale] || localizedText(current.params.path, locale);
    if (!segment) return null;
    segments.unshift(segment);
    const parentId: string | null = current.parentId;
    current = parentId ? pages.find((p) => p.id === parentId) : undefined;
  }
  return `/${segments.join('/')}`;
}

/**
 * Where a reader finds the page in `locale`, as the address bar shows it (issue 44): an application
 * page at its public address in that language (`/fr/a-vendre/`, not the route `/for-sale`), a
 * content page under its parents (`/fr/services/vente/`), a redirect at the address it sends to.
 */
export function pageAddress(pages: MenuPage[], page: MenuPage, locale: AppLocale): string {
  if (page.route) return page.route === '/' ? `/${locale}/` : localizedPath(locale, page.route);
  const redirect = localizedText(page.params.redirectUrl, locale);
  if (page.params.redirect && redirect) return redirect;
  const path = contentPath(pages, page, locale as Lang);
  return path ? `/${locale}${path}/` : redirect;
}

export function isPublished(page: MenuPage): boolean {
  return page.status === 'Published';
}

/** A published content page (not an application route, not an external redirect) at a path. */
export function findContentPage(locale: Lang, segments: string[]): MenuPage | undefined {
  const { pages } = content();
  const wanted = `/${segments.join('/')}`;
  return pages.find(
    (page) => isPublished(page) && !page.route && !page.params.redirect && contentPath(pages, page, locale) === wanted,
  );
}

/** Every content page's path per language: the language switcher's path map (specification section 2). */
export function contentPathMap(locales: readonly Lang[]): Record<string, string>[] {
  const { pages } = content();
  return pages
    .filter((page) => isPublished(page) && !page.route && !page.params.redirect && page.params.path)
    .map((page) =>
      Object.fromEntries(locales.map((locale) => [locale, contentPath(pages, page, locale) ?? ''])),
    );
}
