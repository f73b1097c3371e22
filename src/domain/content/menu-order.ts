/**
 * The order of a menu (issue 31's menu screen): the published pages of the main menu or of the
 * footer's links as a tree, moved one place at a time, and the sort numbers that order gives the
 * pages. Only the order among siblings
 * changes here; where a page hangs stays as the page says.
 */

export type MenuWhere = 'main' | 'footer';

/** What the menu screen needs of a page. */
export type MenuPlace = { id: string; parentId: string | null; menu: string; sort: number; title: string };

export type MenuNode = { id: string; title: string; children: MenuNode[] };

/** The menu as visitors get it: top-level entries of `where`, each with its children, by sort then id. */
export function menuTree(pages: readonly MenuPlace[], where: MenuWhere): MenuNode[] {
  const build = (parentId: string | null): MenuNode[] =>
    pages
      .filter((p) => p.parentId === parentId && (parentId !== null || p.menu === where))
      .sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id))
      .map((p) => ({ id: p.id, title: p.title, children: build(p.id) }));
  return build(null);
}

/** The siblings list that holds `id`, wherever it is in the tree. */
function siblingsOf(tree: MenuNode[], id: string): MenuNode[] | null {
  if (tree.some((n) => n.id === id)) return tree;
  for (const node of tree) {
    const found = siblingsOf(node.children, id);
    if (found) return found;
  }
  return null;
}

function replaceSiblings(tree: MenuNode[], before: MenuNode[], after: MenuNode[]): MenuNode[] {
  if (tree === before) return after;
  return tree.map((n) => ({ ...n, children: replaceSiblings(n.children, before, after) }));
}

/** `id` one place up (-1) or down (+1) among its siblings; the same tree when it cannot move. */
export function moveAmongSiblings(tree: MenuNode[], id: string, by: -1 | 1): MenuNode[] {
  const siblings = siblingsOf(tree, id);
  if (!siblings) return tree;
  const from = siblings.findIndex((n) => n.id === id);
  const to = from + by;
  if (to < 0 || to >= siblings.length) return tree;
  const next = [...siblings];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return replaceSiblings(tree, siblings, next);
}

/**
 * `id` put at `index` among its siblings (a drag let go there), the others keeping their order; an
 * index beyond either end is the end. The same tree when nothing changes or `id` is unknown.
 */
export function moveToIndex(tree: MenuNode[], id: string, index: number): MenuNode[] {
  const siblings = siblingsOf(tree, id);
  if (!siblings) return tree;
  const from = siblings.findIndex((n) => n.id === id);
  const to = Math.max(0, Math.min(siblings.length - 1, Math.trunc(index)));
  if (to === from || Number.isNaN(to)) return tree;
  const next = siblings.filter((n) => n.id !== id);
  next.splice(to, 0, siblings[from]!);
  return replaceSiblings(tree, siblings, next);
}

/** Where `id` stands among its siblings, from 1, and how many they are (for what a screen reader hears). */
export function placeOf(tree: MenuNode[], id: string): { place: number; of: number } | null {
  const siblings = siblingsOf(tree, id);
  return siblings ? { place: siblings.findIndex((n) => n.id === id) + 1, of: siblings.length } : null;
}

/** Every id of the tree, parents before their children, in order. */
export function flatten(tree: readonly MenuNode[]): string[] {
  return tree.flatMap((n) => [n.id, ...flatten(n.children)]);
}

/**
 * The sort numbers of an order sent as a list of ids (parents before children): 10, 20, … among
 * siblings. Null when the list is not exactly the menu's pages, each once (a page added, removed
 * or moved by someone else meanwhile, or a forged list).
 */
export function sortsFromOrder(tree: MenuNode[], order: readonly string[]): Map<string, number> | null {
  const known = flatten(tree);
  if (order.length !== known.length || new Set(order).size !== order.length) return null;
  if (!order.every((id) => known.includes(id))) return null;
  const sorts = new Map<string, number>();
  const visit = (siblings: MenuNode[]) => {
    const ranked = [...siblings].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
    ranked.forEach((n, i) => sorts.set(n.id, (i + 1) * 10));
    for (const n of siblings) visit(n.children);
  };
  visit(tree);
  return sorts;
}

/** The top-level entries a visitor sees in the bar, and those behind "More" (the site's maximum). */
export function splitOverflow<T>(items: readonly T[], maxItems: number): { shown: T[]; more: T[] } {
  return { shown: items.slice(0, maxItems), more: items.slice(maxItems) };
}
