import { blankOf, isRequired, kindOf, type SchemaNode } from './schema-node';

/**
 * The editor's form and a document's value: every field is named by its path (`agency.name`,
 * `footer.columns.2.title.fr`); a list sends its length as `path.#`.
 */
export type FormReader = { get: (name: string) => string | null; has: (name: string) => boolean };

export function fieldName(path: readonly (string | number)[]): string {
  return path.join('.');
}

function child(path: readonly (string | number)[], key: string | number): (string | number)[] {
  return [...path, key];
}

/**
 * Reads the document back from the form. An optional field left empty is left out (its default
 * applies); a required one stays empty, for the rules to name it.
 */
export function valueFromForm(
  node: SchemaNode,
  form: FormReader,
  path: (string | number)[] = [],
  required = true,
): unknown {
  const name = fieldName(path);
  switch (kindOf(node, String(path.at(-1) ?? ''))) {
    case 'object':
    case 'localized': {
      const out: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries(node.properties ?? {})) {
        const value = valueFromForm(sub, form, child(path, key), isRequired(node, key));
        if (value !== undefined) out[key] = value;
      }
      // An optional group left wholly empty (an image without address, a text in no language, its
      // public flag aside) is left out.
      const texts = Object.fromEntries(Object.entries(out).filter(([key]) => key !== 'public'));
      return !required && isBlank(node.properties?.nl ? texts : out) ? undefined : out;
    }
    case 'array': {
      const length = Math.min(Number(form.get(`${name}.#`) ?? 0) || 0, 200);
      return Array.from({ length }, (_, i) => valueFromForm(node.items ?? {}, form, child(path, i), true));
    }
    case 'boolean':
      return form.get(name) === 'true';
    case 'number': {
      const raw = (form.get(name) ?? '').trim().replace(',', '.');
      if (!raw) return required ? raw : undefined;
      const number = Number(raw);
      return Number.isFinite(number) ? number : raw;
    }
    case 'fixed':
      return node.const;
    case 'nullableText': {
      const raw = (form.get(name) ?? '').trim();
      return raw ? raw : null;
    }
    default: {
      const raw = form.get(name);
      if (raw === null || raw === '') return required ? (raw ?? '') : undefined;
      return raw.replace(/\r\n/g, '\n');
    }
  }
}

/** The form's fields for a value: what each input starts with (the inverse of valueFromForm). */
export function formEntries(node: SchemaNode, given: unknown, path: (string | number)[] = []): Record<string, string> {
  const name = fieldName(path);
  // A field the document leaves out shows its default (a box that is ticked unless unticked).
  const value = given === undefined ? node.default : given;
  const out: Record<string, string> = {};
  switch (kindOf(node, String(path.at(-1) ?? ''))) {
    case 'object':
    case 'localized':
      for (const [key, sub] of Object.entries(node.properties ?? {})) {
        Object.assign(out, formEntries(sub, (value as Record<string, unknown> | undefined)?.[key], child(path, key)));
      }
      return out;
    case 'array': {
      const items = Array.isArray(value) ? value : [];
      out[`${name}.#`] = String(items.length);
      items.forEach((item, i) => Object.assign(out, formEntries(node.items ?? {}, item, child(path, i))));
      return out;
    }
    case 'boolean':
      if (value === true) out[name] = 'true';
      return out;
    case 'fixed':
      return out;
    default:
      out[name] = value === undefined || value === null ? '' : String(value);
      return out;
  }
}

function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every(isBlank);
  return false;
}

/** What the list buttons ask: a new item at the end, an item taken out, an item moved up. */
export type Intent = { kind: 'add' | 'remove' | 'up'; path: (string | number)[] };

export function parseIntent(raw: string | null): Intent | null {
  const match = /^(add|remove|up):([A-Za-z0-9.]+)$/.exec(raw ?? '');
  if (!match) return null;
  const path = match[2]!.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  return { kind: match[1] as Intent['kind'], path };
}

function nodeAt(root: SchemaNode, path: readonly (string | number)[]): SchemaNode | undefined {
  let node: SchemaNode | undefined = root;
  for (const key of path) node = typeof key === 'number' ? node?.items : node?.properties?.[key];
  return node;
}

function containerAt(value: unknown, path: readonly (string | number)[]): unknown {
  let current = value;
  for (const key of path)
    current = current && typeof current === 'object' ? (current as Record<string | number, unknown>)[key] : undefined;
  return current;
}

/** The document with the intent applied; unchanged when the path names no list of the schema. */
export function applyIntent(root: SchemaNode, value: unknown, intent: Intent): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  const listPath = intent.kind === 'add' ? intent.path : intent.path.slice(0, -1);
  const index = intent.kind === 'add' ? -1 : intent.path.at(-1);
  const node = nodeAt(root, listPath);
  if (node?.type !== 'array') return value;
  let list = containerAt(copy, listPath);
  if (!Array.isArray(list)) {
    const parent = containerAt(copy, listPath.slice(0, -1));
    if (!parent || typeof parent !== 'object') return value;
    list = (parent as Record<string | number, unknown>)[listPath.at(-1)!] = [];
  }
  const items = list as unknown[];
  if (intent.kind === 'add') {
    if (node.maxItems === undefined || items.length < node.maxItems) items.push(blankOf(node.items ?? {}));
  } else if (typeof index === 'number' && index >= 0 && index < items.length) {
    if (intent.kind === 'remove') items.splice(index, 1);
    else if (index > 0) [items[index - 1], items[index]] = [items[index]!, items[index - 1]!];
  }
  return copy;
}
