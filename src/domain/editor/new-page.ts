import { slugify } from '../property/text';

export const PAGE_MENUS = ['main', 'footer', 'none'] as const;
export type PageMenu = (typeof PAGE_MENUS)[number];

export type NewPage = {
  /** The page's title in each language the site shows (the first is the site's default). */
  titles: Partial<Record<string, string>>;
  parentId: string | null;
  menu: PageMenu;
};
type Existing = { id: string; name: string; sort: number };

/** `base`, else `base-2`, `base-3`…: the first that `taken` does not hold. */
function free(base: string, taken: Set<string>): string {
  let candidate = base;
  for (let n = 2; taken.has(candidate); n++) candidate = `${base}-${n}`;
  return candidate;
}

/** The languages of `shown` a new page's titles leave empty: a page needs its title in each. */
export function missingTitles(titles: Partial<Record<string, string>>, shown: readonly string[]): string[] {
  return shown.filter((language) => !titles[language]?.trim());
}

/**
 * A new content page as the back office makes it, before the editor fills it in: its id and name
 * from the title in the site's default language (`shown[0]`; never one in use), an address in
 * every language the build routes (`routed`) from that language's title, else the default's, so
 * that enabling a language later finds one; last in its menu. The rules of the content files
 * check it like any other page.
 */
export function newPageBody(
  input: NewPage,
  existing: readonly Existing[],
  shown: readonly string[],
  routed: readonly string[] = shown,
): Record<string, unknown> {
  const first = shown.map((l) => input.titles[l]).find((title) => title?.trim()) ?? '';
  const slug = slugify(first) || 'page';
  const id = free(`p-${slug}`, new Set(existing.map((p) => p.id)));
  const name = free(slug, new Set(existing.map((p) => p.name)));
  const title = Object.fromEntries(
    shown.flatMap((l) => (input.titles[l]?.trim() ? [[l, input.titles[l]!.trim()]] : [])),
  );
  const path = Object.fromEntries(routed.map((l) => [l, slugify(input.titles[l] || first) || slug]));
  return {
    id,
    parentId: input.parentId,
    name,
    status: 'Published',
    sort: Math.max(0, ...existing.map((p) => p.sort)) + 10,
    menu: input.menu,
    params: { title, path },
  };
}
