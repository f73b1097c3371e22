import { slugify } from '../property/text';

export const PAGE_MENUS = ['main', 'footer', 'none'] as const;
export type PageMenu = (typeof PAGE_MENUS)[number];

export type NewPage = { titles: { nl: string; fr: string; en: string }; parentId: string | null; menu: PageMenu };
type Existing = { id: string; name: string; sort: number };

/** `base`, else `base-2`, `base-3`…: the first that `taken` does not hold. */
function free(base: string, taken: Set<string>): string {
  let candidate = base;
  for (let n = 2; taken.has(candidate); n++) candidate = `${base}-${n}`;
  return candidate;
}

/**
 * A new content page as the back office makes it, before the editor fills it in: its id and name
 * from the Dutch title (never one in use), an address per enabled language from that language's
 * title, last in its menu. The rules of the content files check it like any other page.
 */
export function newPageBody(
  input: NewPage,
  existing: readonly Existing[],
  languages: readonly string[],
): Record<string, unknown> {
  const slug = slugify(input.titles.nl);
  const id = free(`p-${slug}`, new Set(existing.map((p) => p.id)));
  const name = free(slug, new Set(existing.map((p) => p.name)));
  const titles = input.titles as Record<string, string>;
  const path = Object.fromEntries(languages.map((l) => [l, slugify(titles[l] ?? input.titles.en)]));
  return {
    id,
    parentId: input.parentId,
    name,
    status: 'Published',
    sort: Math.max(0, ...existing.map((p) => p.sort)) + 10,
    menu: input.menu,
    params: { title: { nl: input.titles.nl, fr: input.titles.fr, en: input.titles.en }, path },
  };
}
