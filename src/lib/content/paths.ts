import type { MenuPage } from '@/domain/content/schema';
import { content } from './load';

type Lang = 'nl' | 'fr' | 'en' | 'de';

/** The page's path in a language, parents first: "/onze-diensten/verkoop". Null without a path. */
export function contentPath(pages: MenuPage[], page: MenuPage, locale: Lang): string | null {
  const segments: string[] = [];
  for (let current: MenuPage | undefined = page; current; ) {
    const segment = current.params.path?.[locale] ?? current.params.path?.nl;
    if (!segment) return null;
    segments.unshift(segment);
    const parentId: string | null = current.parentId;
    current = parentId ? pages.find((p) => p.id === parentId) : undefined;
  }
  return `/${segments.join('/')}`;
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
