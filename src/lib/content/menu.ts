import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { content } from './load';
import { localizedText, pick } from '@/domain/language/localized-text';
import { contentPath, isPublished } from './paths';
import type { MenuPage } from '@/domain/content/schema';

export type MenuItem = { id: string; label: string; href: string; external: boolean; children: MenuItem[] };

function hrefOf(pages: MenuPage[], page: MenuPage, locale: AppLocale): { href: string; external: boolean } | null {
  if (page.params.redirect && page.params.redirectUrl) {
    const href = localizedText(page.params.redirectUrl, locale);
    return href ? { href, external: true } : null;
  }
  if (page.route) return { href: getPathname({ locale, href: page.route }), external: false };
  const path = contentPath(pages, page, locale);
  return path ? { href: `/${locale}${path}/`, external: false } : null;
}

function build(pages: MenuPage[], parentId: string | null, where: MenuPage['menu'], locale: AppLocale): MenuItem[] {
  return pages
    .filter((p) => p.parentId === parentId && isPublished(p) && (parentId !== null || p.menu === where))
    .sort((a, b) => a.sort - b.sort)
    .flatMap((page) => {
      const link = hrefOf(pages, page, locale);
      if (!link) return [];
      return [{ id: page.id, label: pick(page.params.title, locale), ...link, children: build(pages, page.id, where, locale) }];
    });
}

/** The published menu in a language: top-level entries, children, external redirects (specification section 2). */
export function menuFor(locale: AppLocale, where: MenuPage['menu'] = 'main'): MenuItem[] {
  return build(content().pages, null, where, locale);
}

/** The trail of a content page from the top: used by the breadcrumb. */
export function trailOf(page: MenuPage, locale: AppLocale): { label: string; href: string }[] {
  const { pages } = content();
  const trail: { label: string; href: string }[] = [];
  for (let current: MenuPage | undefined = page; current; current = pages.find((p) => p.id === current?.parentId)) {
    const link = hrefOf(pages, current, locale);
    trail.unshift({ label: pick(current.params.title, locale), href: link?.href ?? '' });
  }
  return trail;
}
