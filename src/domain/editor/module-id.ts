/**
 * A block's id (issue 44): made, never asked. Staff never type it: a block added in the editor gets
 * one at once, and a block saved without one gets one then. It is the block's kind (what it shows)
 * and the first number free on the page (`text-1`, `property-list-2`), unique within the page and
 * kept from then on (the page's anchors and the block's data are named by it). "Advanced" still
 * shows it, to change by hand, never to fill in.
 */

type ModuleLike = { id?: unknown; relations?: unknown };

/** What a block shows, as the start of its id: its first relation's type, else `text`. */
export function moduleKind(module: ModuleLike | undefined): string {
  const relations = Array.isArray(module?.relations) ? module.relations : [];
  const type = (relations[0] as { type?: unknown } | undefined)?.type;
  return typeof type === 'string' && /^[a-z][a-z-]*$/.test(type) ? type : 'text';
}

/** `kind-n` with the first n from 1 that no id in `taken` has. */
export function newModuleId(kind: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  for (let n = 1; ; n += 1) {
    const id = `${kind}-${n}`;
    if (!used.has(id)) return id;
  }
}

const blank = (id: unknown) => typeof id !== 'string' || id.trim() === '';

/**
 * A page whose blocks all have an id: each block without one (or with only spaces) gets a new one,
 * in order; the others keep theirs. Anything that is not a page with a list of blocks is returned
 * as it is.
 */
export function withModuleIds<T>(page: T): T {
  const params = (page as { params?: { modules?: unknown } } | null)?.params;
  const modules = params?.modules;
  if (!Array.isArray(modules) || !modules.some((m: ModuleLike) => blank(m?.id))) return page;
  const taken = modules.map((m: ModuleLike) => m?.id).filter((id): id is string => !blank(id));
  const filled = modules.map((m: ModuleLike) => {
    if (!m || typeof m !== 'object' || !blank(m.id)) return m;
    const id = newModuleId(moduleKind(m), taken);
    taken.push(id);
    return { ...m, id };
  });
  return { ...(page as object), params: { ...params, modules: filled } } as T;
}

/** Whether the field at `path` is a block's id: made by the editor, never to fill in. */
export function isModuleId(path: readonly (string | number)[]): boolean {
  return path.length === 4 && path[0] === 'params' && path[1] === 'modules' && path[3] === 'id';
}
